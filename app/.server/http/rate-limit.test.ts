import { describe, expect, it } from "vitest";
import { createRateLimiter, requireWithinRateLimit } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows max hits per window, then says how long to wait", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3, now });
    expect(limiter.check("a")).toEqual({ ok: true, remaining: 2 });
    expect(limiter.check("a")).toEqual({ ok: true, remaining: 1 });
    expect(limiter.check("a")).toEqual({ ok: true, remaining: 0 });
    expect(limiter.check("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    advance(45_500);
    expect(limiter.check("a")).toEqual({ ok: false, retryAfterSeconds: 15 });
    advance(14_500);
    expect(limiter.check("a")).toEqual({ ok: true, remaining: 2 });
  });

  it("keeps keys apart", () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: clock().now });
    expect(limiter.check("a").ok).toBe(true);
    expect(limiter.check("a").ok).toBe(false);
    expect(limiter.check("b").ok).toBe(true);
  });

  it("sweeps expired windows", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 5, now });
    for (let i = 0; i < 100; i++) limiter.check(`ip-${i}`);
    expect(limiter.size).toBe(100);
    advance(1000);
    limiter.check("late");
    expect(limiter.size).toBe(1);
  });

  it("never tracks more than maxKeys, dropping the oldest windows", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, maxKeys: 50, now });
    limiter.check("first");
    for (let i = 0; i < 1000; i++) {
      advance(1);
      limiter.check(`ip-${i}`);
    }
    expect(limiter.size).toBe(50);
    expect(limiter.check("ip-999").ok).toBe(false); // recent keys are still limited
    expect(limiter.check("first").ok).toBe(true); // the oldest was dropped
  });

  it("resets one key or all", () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: clock().now });
    limiter.check("a");
    limiter.check("b");
    limiter.reset("a");
    expect(limiter.check("a").ok).toBe(true);
    limiter.reset();
    expect(limiter.size).toBe(0);
  });

  it("refuses nonsensical options", () => {
    expect(() => createRateLimiter({ windowMs: 0, max: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ windowMs: 1000, max: 0 })).toThrow(RangeError);
  });
});

describe("requireWithinRateLimit", () => {
  const request = (ip: string) =>
    new Request("http://localhost/api", {
      headers: { "x-paraph-client-ip": ip, "accept-language": "fr" },
    });

  it("throws a localized 429 problem once the client IP is over the limit", async () => {
    const limiter = createRateLimiter({ windowMs: 30_000, max: 1, now: clock().now });
    requireWithinRateLimit(limiter, request("192.0.2.1"));
    let thrown: unknown;
    try {
      requireWithinRateLimit(limiter, request("192.0.2.1"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await response.json()).detail).toMatch(/Patientez 30 secondes/);
  });

  it("limits an IPv6 client by its /64", () => {
    const limiter = createRateLimiter({ windowMs: 30_000, max: 1, now: clock().now });
    requireWithinRateLimit(limiter, request("2001:db8:1:2::1"));
    expect(() => requireWithinRateLimit(limiter, request("2001:db8:1:2:ffff::9"))).toThrow();
    expect(() => requireWithinRateLimit(limiter, request("2001:db8:1:3::1"))).not.toThrow();
  });
});
