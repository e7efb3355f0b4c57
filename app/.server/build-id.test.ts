import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REDIS, needs } from "../../tests/support/needs.ts";
import { deleteRedisKeys, redisPrefix, testRedis } from "../../tests/support/redis.ts";
import { createBuildIdSource } from "./build-id.ts";

describe("createBuildIdSource", () => {
  it("answers the instance's own build without Redis", async () => {
    const source = createBuildIdSource("build-a", null);
    await source.publish();
    expect(await source.current()).toBe("build-a");
  });
});

describe("createBuildIdSource with Redis", needs(NO_REDIS), () => {
  // keys of its own: the build key is global to the instances sharing a prefix
  const prefix = redisPrefix("build-id");
  let redis: Redis;
  beforeAll(async () => {
    redis = await testRedis(prefix);
  });
  afterAll(async () => {
    await redis?.quit();
    await deleteRedisKeys(prefix);
  });

  it("gives every instance the build of the one started last", async () => {
    const old = createBuildIdSource("build-old", redis);
    await old.publish();
    const fresh = createBuildIdSource("build-new", redis);
    await fresh.publish();
    expect(await old.current()).toBe("build-new");
    expect(await fresh.current()).toBe("build-new");
  });
});
