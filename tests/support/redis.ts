import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** Suites that need Redis run when TEST_REDIS_URL is set (CI sets it). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? null;

if (!TEST_REDIS_URL) {
  console.log("Redis suites skipped: set TEST_REDIS_URL=redis://… to run them.");
}

/** A client on the test Redis (optionally another database number), closed by the caller. */
export async function testRedis(db?: number): Promise<Redis> {
  if (!TEST_REDIS_URL) throw new Error("TEST_REDIS_URL is not set");
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1, ...(db ? { db } : {}) });
  await redis.ping();
  return redis;
}

/** A name no other test run uses, for keys and limiter names. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString("hex")}`;
}
