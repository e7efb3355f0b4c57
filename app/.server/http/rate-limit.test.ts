import type { Redis } from "ioredis";
import { Redis as RedisClient } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/free-port.ts";
import { NO_REDIS, needs } from "../../../tests/support/needs.ts";
import { testRedis, uniqueName } from "../../../tests/support/redis.ts";
import { until } from "../../../tests/support/wait.ts";
import { BackendUnavailableError } from "./backend-errors.ts";
import { createRateLimiter, type RateLimitStore, requireWithinRateLimit } from "./rate-limit.ts";

function limiterSuite(kind: string, store: () => RateLimitStore) {
  describe(`createRateLimiter (${kind})`, () => {
    const limiter = (windowSeconds: number, max: number) =>
      createRateLimiter(store(), { name: uniqueName("test"), windowSeconds, max });

    it("allows max hits per window, then says how long to wait", async () => {
      const limit = limiter(60, 3);
      expect(await limit.check("a")).toMatchObject({ ok: true, remaining: 2 });
      expect(await limit.check("a")).toMatchObject({ ok: true, remaining: 1 });
      expect(await limit.check("a")).toMatchObject({ ok: true, remaining: 0 });
      const refused = await limit.check("a");
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it("allows a refused key again once its window has passed", async () => {
      const limit = limiter(1, 1);
      await until(async () => !(await limit.check("a")).ok, "a refusal");
      await until(async () => (await limit.check("a")).ok, "the key allowed again");
    });

    it("keeps keys apart, and limiters apart", async () => {
      const first = limiter(60, 1);
      const second = limiter(60, 1);
      expect((await first.check("a")).ok).toBe(true);
      expect((await first.check("a")).ok).toBe(false);
      expect((await first.check("b")).ok).toBe(true);
      expect((await second.check("a")).ok).toBe(true);
    });

    it("counts up to the minute for long windows", async () => {
      const limit = limiter(600, 1);
      await limit.check("a");
      const refused = await limit.check("a");
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    });

    it("forgets a key on reset", async () => {
      const limit = limiter(60, 1);
      await limit.check("a");
      await limit.reset("a");
      expect((await limit.check("a")).ok).toBe(true);
    });
  });
}

limiterSuite("memory", () => ({ kind: "memory" }));

describe("shared in Redis", needs(NO_REDIS), () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(async () => {
    await redis?.quit();
  });
  limiterSuite("redis", () => ({ kind: "redis", redis }));

  it("counts hits of two instances (two clients) together", async () => {
    const other = await testRedis();
    const name = uniqueName("shared");
    const one = createRateLimiter({ kind: "redis", redis }, { name, windowSeconds: 60, max: 2 });
    const two = createRateLimiter(
      { kind: "redis", redis: other },
      { name, windowSeconds: 60, max: 2 },
    );
    expect((await one.check("ip")).ok).toBe(true);
    expect((await two.check("ip")).ok).toBe(true);
    expect((await one.check("ip")).ok).toBe(false);
    await other.quit();
  });
});

describe("a shared store that cannot be reached", () => {
  it("throws BackendUnavailableError at once (the request answers 503)", async () => {
    const port = await freePort();
    const down = new RedisClient(`redis://127.0.0.1:${port}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    down.on("error", () => undefined);
    const limit = createRateLimiter(
      { kind: "redis", redis: down },
      { name: "down", windowSeconds: 60, max: 5 },
    );
    await expect(limit.check("ip")).rejects.toBeInstanceOf(BackendUnavailableError);
    // refused without waiting for a connection: none was even tried
    expect(down.status).toBe("wait");
    down.disconnect();
  });
});

describe("refuses nonsensical options", () => {
  it("needs a window and a maximum of at least 1", () => {
    expect(() =>
      createRateLimiter({ kind: "memory" }, { name: "x", windowSeconds: 0, max: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      createRateLimiter({ kind: "memory" }, { name: "x", windowSeconds: 1, max: 0 }),
    ).toThrow(RangeError);
  });
});

describe("requireWithinRateLimit", () => {
  const request = (ip: string) =>
    new Request("http://localhost/", {
      headers: { "x-paraph-client-ip": ip, cookie: "locale=fr" },
    });

  it("throws a localized 429 problem with Retry-After past the limit", async () => {
    const limiter = createRateLimiter({ kind: "memory" }, { name: "t", windowSeconds: 60, max: 1 });
    await requireWithinRateLimit(limiter, request("192.0.2.1"));
    const thrown = await requireWithinRateLimit(limiter, request("192.0.2.1")).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).detail).toMatch(/Trop de requêtes/);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const limiter = createRateLimiter(
      { kind: "memory" },
      { name: "t6", windowSeconds: 60, max: 1 },
    );
    await requireWithinRateLimit(limiter, request("2001:db8:1:2::1"));
    await expect(
      requireWithinRateLimit(limiter, request("2001:db8:1:2:ffff::9")),
    ).rejects.toBeInstanceOf(Response);
    await expect(
      requireWithinRateLimit(limiter, request("2001:db8:1:3::1")),
    ).resolves.toBeUndefined();
  });
});
