import { preferredLocale } from "../../i18n/detect.ts";
import { clientIp, rateLimitKey } from "./client-ip.ts";
import { tooManyRequests } from "./problem.ts";

// In-memory fixed-window limiter: one process, no shared state (several instances would each
// apply the limit; move to the database or Redis behind the same interface when that matters).

export type RateLimitResult =
  | { ok: true; remaining: number }
  | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one hit for `key` and says whether it is allowed. */
  check(key: string): RateLimitResult;
  /** Forgets one key, or every key. */
  reset(key?: string): void;
  /** Keys currently tracked (for tests and metrics). */
  readonly size: number;
};

export type RateLimiterOptions = {
  windowMs: number;
  /** Hits allowed per key and window. */
  max: number;
  /** Memory bound: beyond it the oldest windows are dropped. Default 10,000. */
  maxKeys?: number;
  /** Clock, for tests. */
  now?: () => number;
};

type Window = { count: number; resetAt: number };

export function createRateLimiter({
  windowMs,
  max,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  if (!(windowMs > 0) || !(max >= 1) || !(maxKeys >= 1)) {
    throw new RangeError("createRateLimiter: windowMs > 0, max >= 1 and maxKeys >= 1 are required");
  }
  // Map keeps insertion order and a window is re-inserted when it restarts, so the first
  // entries are always the oldest windows: the sweep and the eviction both start there.
  const windows = new Map<string, Window>();
  let nextSweepAt = now() + windowMs;

  function sweep(time: number) {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      windows.delete(key);
    }
    nextSweepAt = time + windowMs;
  }

  return {
    check(key) {
      const time = now();
      if (time >= nextSweepAt) sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.delete(key);
        if (windows.size >= maxKeys) sweep(time);
        while (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest === undefined) break;
          windows.delete(oldest);
        }
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > max) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
        };
      }
      return { ok: true, remaining: max - window.count };
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(key);
    },
    get size() {
      return windows.size;
    },
  };
}

/** Throws a localized 429 problem (with `Retry-After`) when the caller's IP is over the limit. */
export function requireWithinRateLimit(limiter: RateLimiter, request: Request): void {
  const result = limiter.check(rateLimitKey(clientIp(request)));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds, preferredLocale(request));
}
