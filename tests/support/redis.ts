import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

// Suites that need Redis run when TEST_REDIS_URL is set (.ci/run sets it). A Redis server is
// shared by whoever runs tests on the machine, so a run never flushes a database: everything it
// writes goes under keys starting with its own prefix, TEST_REDIS_PREFIX (chosen by
// tests/support/test-run.ts, which deletes those keys when the run ends), and each suite takes
// a prefix of its own under it.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? null;

/** The keys of this test run (a process of its own gets a prefix of its own). */
export const TEST_REDIS_PREFIX =
  process.env.TEST_REDIS_PREFIX ?? `paraph-test-${randomBytes(4).toString("hex")}:`;

/** A name no other test run uses, for keys, channels and limiter names. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString("hex")}`;
}

/** A key prefix of this run no other suite uses: `<run prefix><label>-<random>:`. */
export function redisPrefix(label: string): string {
  return `${TEST_REDIS_PREFIX}${uniqueName(label)}:`;
}

/** A client on the test Redis whose keys all start with `keyPrefix` (closed by the caller). */
export async function testRedis(keyPrefix = TEST_REDIS_PREFIX): Promise<Redis> {
  if (!TEST_REDIS_URL) throw new Error("TEST_REDIS_URL is not set");
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1, keyPrefix });
  await redis.ping();
  return redis;
}

/** A server's settings for the test Redis, its keys under a prefix of their own. */
export function redisServerEnv(label: string): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  if (!TEST_REDIS_URL) throw new Error("TEST_REDIS_URL is not set");
  return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix(label) };
}

/** Deletes the keys starting with `prefix`, and only those. */
export async function deleteRedisKeys(prefix: string): Promise<number> {
  if (!TEST_REDIS_URL) return 0;
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    const pattern = `${prefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) deleted += await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
