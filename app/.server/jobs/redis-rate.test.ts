import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REDIS, needs } from "../../../tests/support/needs.ts";
import { redisPrefix, testRedis } from "../../../tests/support/redis.ts";
import { createRedisRate } from "./redis-rate.ts";

// The pace shared through Redis (docs/decisions/038-job-engine.md), two clients standing for
// two instances. Asserted: the turns Redis handed out (its own clock), never how long anything
// took here.

describe("createRedisRate", needs(NO_REDIS), () => {
  let clients: Awaited<ReturnType<typeof testRedis>>[] = [];
  beforeAll(async () => {
    const prefix = redisPrefix("rate");
    clients = [await testRedis(prefix), await testRedis(prefix)];
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it("spaces the turns of every instance by one interval, and refuses a rate that is not positive", async () => {
    const [a, b] = clients.map((client) => createRedisRate(client, "spaced", 50)) as [
      ReturnType<typeof createRedisRate>,
      ReturnType<typeof createRedisRate>,
    ];
    const times: number[] = [];
    const take = async (rate: typeof a) => {
      await rate.take();
      const [seconds, micros] = await clients[0]!.time();
      times.push(Number(seconds) * 1000 + Number(micros) / 1000);
    };
    await Promise.all(Array.from({ length: 20 }, (_, i) => take(i % 2 ? a : b)));
    times.sort((x, y) => x - y);
    // 20 turns at 50 a second: the last at least 19 intervals (380 ms) after the first
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(19 * 20 - 5);
    expect(() => createRedisRate(clients[0]!, "x", 0)).toThrow(RangeError);
  });

  it("holds every instance back during a pause", async () => {
    const a = createRedisRate(clients[0]!, "paused", 1000);
    const b = createRedisRate(clients[1]!, "paused", 1000);
    const [s0, u0] = await clients[0]!.time();
    await a.pause(300);
    await b.take();
    const [s1, u1] = await clients[1]!.time();
    const waited = (Number(s1) - Number(s0)) * 1000 + (Number(u1) - Number(u0)) / 1000;
    expect(waited).toBeGreaterThanOrEqual(295);
  });

  it("gives up a wait when its signal aborts", async () => {
    const rate = createRedisRate(clients[0]!, "aborted", 1);
    await rate.take();
    await expect(rate.take(AbortSignal.timeout(50))).rejects.toThrow();
  });
});
