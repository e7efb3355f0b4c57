import type pg from "pg";

/** Distinct SQL texts given a name (so each connection prepares at most this many). */
export const NAMED_STATEMENTS_MAX = 500;

/**
 * PostgreSQL parses and plans a query at every call unless it is a named (prepared) statement,
 * which each connection then prepares once. Kysely sends plain text, so this gives each SQL
 * text a name of its own (`k1`, `k2`…; the same text, the same name on every connection).
 * Texts with `*` keep being sent unnamed: a column added by a migration changes what
 * `select *` returns, and PostgreSQL then refuses to run the prepared statement ("cached
 * plan must not change result type") until the connection is replaced.
 */
export function createStatementNames(max = NAMED_STATEMENTS_MAX) {
  const names = new Map<string, string | null>();
  return (sql: string): string | null => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max) return null;
    const name = sql.includes("*") ? null : `k${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

type Query = (...args: unknown[]) => unknown;

/** Makes `client` send the queries Kysely gives it (text and parameters) as named statements. */
export function useNamedStatements(
  client: pg.PoolClient,
  nameOf: (sql: string) => string | null,
): void {
  const query = client.query as unknown as Query;
  const named: Query = function (this: pg.PoolClient, ...args) {
    const [text, values, callback] = args;
    if (typeof text === "string" && Array.isArray(values) && callback === undefined) {
      const name = nameOf(text);
      if (name) return query.call(this, { name, text, values });
    }
    return query.apply(this, args);
  };
  (client as unknown as { query: Query }).query = named;
}
