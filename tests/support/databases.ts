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
 * The engines a database suite runs on: SQLite always; PostgreSQL when TEST_DATABASE_URL is
 * set, each run in a schema of its own that is dropped afterwards.
 */
export const ENGINES: Array<"sqlite" | "postgres"> = [
  "sqlite",
  ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : []),
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("PostgreSQL suites skipped: set TEST_DATABASE_URL=postgres://… to run them.");
}

export async function createTestDatabase(engine: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "paraph-db-"));
    return {
      engine,
      url: `file:${path.join(dir, "test.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
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
