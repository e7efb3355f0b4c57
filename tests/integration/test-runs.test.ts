// Two runs of the suites on one machine share its PostgreSQL and Redis servers: each run gets a
// database and a key prefix of its own (tests/support/test-run.ts), and ending one removes what
// it made and nothing else, neither the other run's nor anyone else's.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { NO_POSTGRES, NO_REDIS, needs } from "../support/needs.ts";
import { testRedis } from "../support/redis.ts";
import { startTestRun, type TestRun } from "../support/test-run.ts";

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const databaseName = (run: TestRun) => new URL(run.env.TEST_DATABASE_URL!).pathname.slice(1);

describe("two test runs side by side", needs(NO_POSTGRES, NO_REDIS), () => {
  it("each has a database and Redis keys of its own; ending one removes its own only", async () => {
    const redis = await testRedis("");
    const outsider = `paraph-outsider-${randomBytes(6).toString("hex")}`;
    await redis.set(outsider, "not a test run's");
    const runs = await Promise.all([startTestRun(process.env), startTestRun(process.env)]);
    const [one, two] = runs as [TestRun, TestRun];
    try {
      expect(databaseName(one)).toMatch(/^paraph_test_[0-9a-f]{10}$/);
      expect(databaseName(one)).not.toBe(databaseName(two));
      expect(one.env.TEST_REDIS_PREFIX).not.toBe(two.env.TEST_REDIS_PREFIX);
      for (const run of runs) {
        await query(run.env.TEST_DATABASE_URL!, "create table mark (run text)");
        await query(run.env.TEST_DATABASE_URL!, "insert into mark values ($1)", [
          databaseName(run),
        ]);
        await redis.set(`${run.env.TEST_REDIS_PREFIX}mark`, databaseName(run));
      }

      await one.end();
      const databases = async () =>
        (
          await query<{ datname: string }>(
            process.env.TEST_DATABASE_URL!,
            "select datname from pg_database",
          )
        ).map((row) => row.datname);
      expect(await databases()).not.toContain(databaseName(one));
      expect(await query(two.env.TEST_DATABASE_URL!, "select run from mark")).toEqual([
        { run: databaseName(two) },
      ]);
      expect(await redis.get(`${one.env.TEST_REDIS_PREFIX}mark`)).toBeNull();
      expect(await redis.get(`${two.env.TEST_REDIS_PREFIX}mark`)).toBe(databaseName(two));

      await two.end();
      expect(await databases()).not.toContain(databaseName(two));
      expect(await redis.get(`${two.env.TEST_REDIS_PREFIX}mark`)).toBeNull();
      expect(await redis.get(outsider)).toBe("not a test run's");
    } finally {
      await Promise.all(runs.map((run) => run.end()));
      await redis.del(outsider);
      await redis.quit();
    }
  });
});
