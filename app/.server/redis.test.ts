import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REDIS, needs } from "../../tests/support/needs.ts";
import {
  deleteRedisKeys,
  redisPrefix,
  TEST_REDIS_URL,
  testRedis,
} from "../../tests/support/redis.ts";
import { sharedSessions } from "../accounts/.server/session-invalidation.ts";
import { createBuildIdSource } from "./build-id.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import type { Logger } from "./log.ts";
import { connectRedis, sessionChannel, waitForRedis } from "./redis.ts";

const log: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => log,
};

describe("Redis under a key prefix (REDIS_KEY_PREFIX)", needs(NO_REDIS), () => {
  const prefix = redisPrefix("key-prefix");
  let redis: ReturnType<typeof connectRedis>;
  let plain: Awaited<ReturnType<typeof testRedis>>;
  beforeAll(async () => {
    redis = connectRedis(TEST_REDIS_URL!, log, prefix);
    // as the server does at start-up: without an offline queue, a command sent before the
    // first connection is ready fails at once
    await waitForRedis(redis);
    plain = await testRedis("");
  });
  afterAll(async () => {
    await Promise.allSettled([redis?.quit(), plain?.quit()]);
    await deleteRedisKeys(prefix);
  });

  it("keeps every key of the app under the prefix", async () => {
    await createBuildIdSource("build-x", redis).publish();
    await createRateLimiter(
      { kind: "redis", redis },
      { name: "p", windowSeconds: 60, max: 5 },
    ).check("ip");
    const keys = await plain.keys(`${prefix}*`);
    expect(keys.sort()).toEqual([
      `${prefix}build:current`,
      expect.stringMatching(new RegExp(`^${prefix}rl:p:`)),
    ]);
  });

  it("hears session changes on a channel of the prefix only", async () => {
    expect(sessionChannel(prefix)).toBe(`${prefix}paraph:session-user-changed`);
    const sessions = await sharedSessions(redis, log, { channel: sessionChannel(prefix) });
    const heard: string[] = [];
    const listener = plain.duplicate();
    await listener.subscribe(sessionChannel(prefix), sessionChannel(""));
    listener.on("message", (channel: string) => heard.push(channel));
    await sessions.userChanged("u1");
    await sessions.close();
    await expect.poll(() => heard).toEqual([sessionChannel(prefix)]);
    await listener.quit();
  });
});
