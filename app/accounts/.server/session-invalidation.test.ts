import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REDIS, needs } from "../../../tests/support/needs.ts";
import { TEST_REDIS_URL, testRedis, uniqueName } from "../../../tests/support/redis.ts";
import { createLogger } from "../../.server/log.ts";
import { connectRedis, waitForRedis } from "../../.server/redis.ts";
import { createSessionCache, type LoadedSession } from "./session-cache.ts";
import { localSessions, type Sessions, sharedSessions } from "./session-invalidation.ts";

const COOKIE = "better-auth.session_token";
const log = createLogger("silent");
const answer = (id: string) => async (): Promise<LoadedSession> => ({
  user: { id, email: "", emailVerified: true, isPaid: false, hasFreeTemplate: true, locale: "en" },
  expiresAt: new Date(Date.now() + 60_000),
});
const cookie = (token: string) => `${COOKIE}=${token}`;

async function until(condition: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("localSessions", () => {
  it("drops the user's cached sessions", async () => {
    const sessions = localSessions();
    await sessions.cache.lookup(cookie("t"), COOKIE, answer("u1"));
    expect(sessions.cache.size).toBe(1);
    await sessions.userChanged("u1");
    expect(sessions.cache.size).toBe(0);
  });
});

describe("sharedSessions (Redis)", needs(NO_REDIS), () => {
  const channel = uniqueName("session-test");
  const names = { a: uniqueName("sessions-a"), b: uniqueName("sessions-b") };
  let redisA: Redis;
  let redisB: Redis;
  let admin: Redis;
  let a: Sessions;
  let b: Sessions;

  beforeAll(async () => {
    redisA = connectRedis(TEST_REDIS_URL!, log);
    redisB = connectRedis(TEST_REDIS_URL!, log);
    await Promise.all([waitForRedis(redisA), waitForRedis(redisB)]);
    admin = await testRedis();
    a = await sharedSessions(redisA, log, { channel, connectionName: names.a });
    b = await sharedSessions(redisB, log, { channel, connectionName: names.b });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.allSettled([redisA?.quit(), redisB?.quit(), admin?.quit()]);
  });

  it("drops a user changed on one instance from the other's cache", async () => {
    await b.cache.lookup(cookie("phone"), COOKIE, answer("u1"));
    await b.cache.lookup(cookie("other"), COOKIE, answer("u2"));
    expect(b.cache.size).toBe(2);
    await a.userChanged("u1");
    await until(() => b.cache.size === 1, "B to drop u1");
    const load = answer("u2");
    let loads = 0;
    await b.cache.lookup(cookie("other"), COOKIE, async () => {
      loads += 1;
      return load();
    });
    expect(loads).toBe(0);
  });

  it("caches nothing while its subscription is lost, and starts empty once it is back", async () => {
    await b.cache.lookup(cookie("laptop"), COOKIE, answer("u3"));
    expect(b.cache.size).toBeGreaterThan(0);
    const clients = String(await admin.client("LIST"));
    const id = clients
      .split("\n")
      .find((line) => line.includes(`name=${names.b} `))
      ?.match(/\bid=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client("KILL", "ID", id!);
    await until(() => b.cache.size === 0, "B's cache to turn off");
    // back on after ioredis reconnects and the channel is subscribed again
    await until(() => {
      void b.cache.lookup(cookie("probe"), COOKIE, answer("u4"));
      return b.cache.size > 0;
    }, "B's cache to turn on again");
    await a.userChanged("u4");
    await until(() => b.cache.size === 0, "B to hear changes again");
  });

  it("keeps a subscription only while Redis answers: start-up fails without it", async () => {
    const unreachable = connectRedis("redis://127.0.0.1:1", log);
    try {
      await expect(
        sharedSessions(unreachable, log, { channel, timeoutMs: 300, cache: createSessionCache() }),
      ).rejects.toThrow(/not ready/);
    } finally {
      unreachable.disconnect();
    }
  });
});
