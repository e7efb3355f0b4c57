import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_REDIS_URL, testRedis } from "../../tests/support/redis.ts";
import { createBuildIdSource } from "./build-id.ts";

describe("createBuildIdSource", () => {
  it("answers the instance's own build without Redis", async () => {
    const source = createBuildIdSource("build-a", null);
    await source.publish();
    expect(await source.current()).toBe("build-a");
  });
});

describe.runIf(TEST_REDIS_URL)("createBuildIdSource with Redis", () => {
  let redis: Redis;
  beforeAll(async () => {
    // a database of its own: the key is global to the instances sharing it
    redis = await testRedis(6);
  });
  afterAll(async () => {
    await redis?.flushdb();
    await redis?.quit();
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
