import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { lazyRequire } from "../lazy-require.ts";
import type { Logger } from "../log.ts";
import { createStatementNames, useNamedStatements } from "./pg-statements.ts";
import type { Database } from "./schema.ts";
import { CachedNodeSqliteDialect } from "./sqlite-dialect.ts";

// Loaded only for a PostgreSQL DATABASE_URL.
const loadPg = lazyRequire<typeof import("pg")>("pg");

export type Engine = "sqlite" | "postgres";
export type Db = {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL only: the connection pool under Kysely, for its gauges (app/.server/metrics). */
  pool?: pg.Pool;
};

/** One Kysely instance for the whole process; the engine follows DATABASE_URL. */
export function connectDatabase(url: string, log?: Logger): Db {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new (loadPg().Pool)({
      connectionString: url,
      max: 10,
      // A database that does not answer fails the request (503) instead of queueing it forever.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection whose session the server ends (restart, failover) emits `error`: on the
    // pool while idle, on the client itself while the app holds it. Unheard, either ends the
    // process; heard, the query in progress fails (503) and the pool replaces the connection.
    const lost = (error: Error) => log?.warn("database connection lost", { error });
    pool.on("error", lost);
    const statementName = createStatementNames();
    pool.on("connect", (client) => {
      client.on("error", lost);
      useNamedStatements(client, statementName);
    });
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
      pool,
    };
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL with synchronous=NORMAL (SQLite's advice for WAL): a commit no longer waits for a disk
  // flush, which node:sqlite would wait for on the event loop (~3 ms a commit on these disks; a
  // directory sync writes thousands). A crash of the process loses nothing; a power cut may
  // lose the last commits, never the database's consistency.
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  return {
    kysely: new Kysely<Database>({ dialect: new CachedNodeSqliteDialect(database) }),
    engine: "sqlite",
  };
}
