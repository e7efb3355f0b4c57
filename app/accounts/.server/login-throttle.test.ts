import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_REDIS, needs } from "../../../tests/support/needs.ts";
import { testRedis, uniqueName } from "../../../tests/support/redis.ts";
import { ALERT_AT_FAILURES, createLoginThrottle, pauseSeconds } from "./login-throttle.ts";

describe("pauseSeconds", () => {
  it("costs nothing for four failures, then doubles from 30 s, capped at 15 min", () => {
    expect([1, 2, 3, 4].map(pauseSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(pauseSeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(pauseSeconds(10)).toBe(900);
    expect(pauseSeconds(40)).toBe(900);
  });
});

describe("createLoginThrottle (memory)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("pauses an account after the fifth failure, alerts once, and forgets on success", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    const throttle = createLoginThrottle({ kind: "memory" });
    const email = "Owner@Example.com";
    for (let i = 1; i <= 4; i++) {
      expect(await throttle.recordFailure(email)).toEqual({ failures: i, alert: false });
      expect(await throttle.pausedFor(email)).toBe(0);
    }
    expect(await throttle.recordFailure(email)).toEqual({ failures: 5, alert: true });
    // the address is normalised: case and spaces do not make another account
    expect(await throttle.pausedFor(" owner@example.com ")).toBe(30);
    vi.advanceTimersByTime(31_000);
    expect(await throttle.pausedFor(email)).toBe(0);
    expect(await throttle.recordFailure(email)).toEqual({ failures: 6, alert: false });
    expect(await throttle.pausedFor(email)).toBe(60);
    await throttle.recordSuccess(email);
    expect(await throttle.pausedFor(email)).toBe(0);
    expect((await throttle.recordFailure(email)).failures).toBe(1);
  });

  it("forgets failures 15 minutes after the first", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    const throttle = createLoginThrottle({ kind: "memory" });
    for (let i = 0; i < 4; i++) await throttle.recordFailure("a@example.com");
    vi.advanceTimersByTime(15 * 60 * 1000 + 1000);
    expect(await throttle.recordFailure("a@example.com")).toEqual({ failures: 1, alert: false });
  });

  it("keeps accounts apart", async () => {
    const throttle = createLoginThrottle({ kind: "memory" });
    for (let i = 0; i < ALERT_AT_FAILURES; i++) await throttle.recordFailure("one@example.com");
    expect(await throttle.pausedFor("one@example.com")).toBeGreaterThan(0);
    expect(await throttle.pausedFor("two@example.com")).toBe(0);
  });
});

describe("createLoginThrottle (Redis, two instances)", needs(NO_REDIS), () => {
  let one: Redis;
  let two: Redis;
  beforeAll(async () => {
    one = await testRedis();
    two = await testRedis();
  });
  afterAll(async () => {
    await one?.quit();
    await two?.quit();
  });

  it("counts failures and pauses across instances, and never stores the address", async () => {
    const email = `${uniqueName("owner")}@example.com`;
    const first = createLoginThrottle({ kind: "redis", redis: one });
    const second = createLoginThrottle({ kind: "redis", redis: two });
    for (let i = 0; i < 4; i++) await (i % 2 ? first : second).recordFailure(email);
    expect(await first.recordFailure(email)).toEqual({ failures: 5, alert: true });
    expect(await second.pausedFor(email)).toBeGreaterThan(25);
    expect(await one.keys(`*${email}*`)).toEqual([]);
    await second.recordSuccess(email);
    expect(await first.pausedFor(email)).toBe(0);
  });
});
