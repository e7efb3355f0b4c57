import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type TestDatabase = {
  engine: "sqlite" | "postgres";
  url: string;
  drop: () => Promise<void>;
};

/**
 * The engines every database suite runs on: `for (const engine of ENGINES) describe(name,
 * onEngine(engine), …)` (tests/support/needs.ts), so that the PostgreSQL suites are counted as
 * skipped when TEST_DATABASE_URL is not set. On PostgreSQL each suite has a schema of its own,
 * dropped afterwards, in the database of the test run (tests/support/test-run.ts).
 */
export const ENGINES = ["sqlite", "postgres"] as const;

export async function createTestDatabase(engine: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "paraph-db-"));
    return {
      engine,
      url: `file:${path.join(dir, "test.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    throw new Error(
      "TEST_DATABASE_URL is not set: a PostgreSQL suite takes onEngine(engine) or needs(NO_POSTGRES) (tests/support/needs.ts) to be skipped without it",
    );
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    engine,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
