// Vitest's global setup (vitest.config.ts): what one run of the suites owns on servers that
// other runs share, made at its start and removed at its end (docs/decisions/032).
// - PostgreSQL: a database of its own, `paraph_test_<random>`, created on the server of
//   TEST_DATABASE_URL; TEST_DATABASE_URL then names it for the whole run (each suite still
//   takes a schema of its own in it), and it is dropped at the end, whatever the suites left.
// - Redis: a key prefix of its own, TEST_REDIS_PREFIX; its keys, and only those, are deleted
//   at the end. Nothing is ever flushed.
// - The working tree: the run fails if it wrote there (tests/support/working-tree.ts), unless
//   it was asked to update snapshots (`npm run goldens`).
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { deleteRedisKeys } from "./redis.ts";
import { assertNothingWritten, workingTree } from "./working-tree.ts";

export type TestRun = {
  /** the settings the run's suites see */
  env: { TEST_REDIS_PREFIX: string; TEST_DATABASE_URL?: string };
  /** drops the run's database and deletes its Redis keys */
  end: () => Promise<void>;
};

/** A run's own database and key prefix, on the servers `env` names (TEST_DATABASE_URL). */
export async function startTestRun(env: NodeJS.ProcessEnv): Promise<TestRun> {
  const id = randomBytes(5).toString("hex");
  const redisPrefix = `paraph-test-${id}:`;
  const serverUrl = env.TEST_DATABASE_URL;
  const database = serverUrl ? await createRunDatabase(serverUrl, `paraph_test_${id}`) : null;
  return {
    env: {
      TEST_REDIS_PREFIX: redisPrefix,
      ...(database && { TEST_DATABASE_URL: database.url }),
    },
    end: async () => {
      await Promise.all([database?.drop(), deleteRedisKeys(redisPrefix)]);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const updating = project.config.snapshotOptions.updateSnapshot === "all";
  const before = updating ? null : workingTree();
  const run = await startTestRun(process.env);
  Object.assign(process.env, run.env);
  return async () => {
    await run.end();
    if (before) assertNothingWritten(before, "The Vitest run");
  };
}

async function createRunDatabase(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // (force): connections a failed suite left open do not keep it
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
