import type { DatabaseSync, StatementSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from "kysely";

/** Prepared statements kept per database; the least recently used beyond this are dropped. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely on node:sqlite, like Better Auth's NodeSqliteDialect (whose compiler, adapter and
 * introspector it uses), except that each SQL text is prepared once and its StatementSync
 * reused: preparing took about a tenth of a signature request's CPU (ADR 015). Statements run
 * one at a time on the one connection, so reusing them is safe; SQLite re-prepares a
 * statement by itself when a migration changes the schema under it.
 */
export class CachedNodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;
  readonly #base: NodeSqliteDialect;

  constructor(database: DatabaseSync) {
    this.#database = database;
    this.#base = new NodeSqliteDialect({ database });
  }

  createDriver(): Driver {
    return new CachedNodeSqliteDriver(this.#database);
  }
  createQueryCompiler(): QueryCompiler {
    return this.#base.createQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return this.#base.createAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.#base.createIntrospector(db);
  }
}

class CachedNodeSqliteDriver implements Driver {
  readonly #connection: CachedNodeSqliteConnection;
  readonly #mutex = new ConnectionMutex();
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    this.#database = database;
    this.#connection = new CachedNodeSqliteConnection(database);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }
  async destroy(): Promise<void> {
    this.#connection.clear();
    this.#database.close();
  }
}

type Prepared = { statement: StatementSync; returnsRows: boolean };

class CachedNodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  /** SQL text → statement, in least-recently-used-first order */
  readonly #statements = new Map<string, Prepared>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  #prepare(sql: string): Prepared {
    const cached = this.#statements.get(sql);
    if (cached) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#database.prepare(sql);
    const prepared = { statement, returnsRows: statement.columns().length > 0 };
    this.#statements.set(sql, prepared);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return prepared;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { statement, returnsRows } = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as never[];
    if (returnsRows) return Promise.resolve({ rows: statement.all(...parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return Promise.resolve({
      rows: [],
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
    });
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported, as in Better Auth's dialect
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming query is not supported by the SQLite driver.");
  }

  clear(): void {
    this.#statements.clear();
  }
}

/** One query or transaction at a time on the one connection (as in Better Auth's driver). */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise !== undefined) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }
  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
