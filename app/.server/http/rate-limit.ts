import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { apiLocale } from "../../i18n/detect.ts";
import { BackendUnavailableError } from "./backend-errors.ts";
import { clientIp, rateLimitKey } from "./client-ip.ts";
import { tooManyRequests } from "./problem.ts";

// Fixed-window limits (rate-limiter-flexible): in this process's memory by default, in Redis
// when REDIS_URL is set, so that several instances share one count per key (ADR 012).

export type RateLimitResult =
  | { ok: true; remaining: number; resetSeconds: number }
  | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** what the limiter allows, for `RateLimit-Policy` headers */
  readonly policy: RateLimiterOptions;
  /**
   * Counts one hit for `key` and says whether it is allowed. Throws BackendUnavailableError
   * when the shared store cannot be reached (the request then answers 503).
   */
  check(key: string): Promise<RateLimitResult>;
  /** Forgets `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
};

export type RateLimiterOptions = {
  /** Distinguishes limiters sharing one store, e.g. `photo-upload`. */
  name: string;
  /** Whole seconds. */
  windowSeconds: number;
  /** Hits allowed per key and window. */
  max: number;
};

/** Where the counts live: memory (one instance) or a Redis shared by every instance. */
export type RateLimitStore = { kind: "memory" } | { kind: "redis"; redis: Redis };

/** The backing rate-limiter-flexible instance, for stores needing more than check/reset. */
export function createFlexibleLimiter(
  store: RateLimitStore,
  { name, windowSeconds, max }: RateLimiterOptions,
): RateLimiterAbstract {
  if (!(windowSeconds >= 1) || !(max >= 1)) {
    throw new RangeError(`rate limiter ${name}: windowSeconds >= 1 and max >= 1 are required`);
  }
  const options = { keyPrefix: `rl:${name}`, points: max, duration: windowSeconds };
  return store.kind === "redis"
    ? new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
}

export function createRateLimiter(store: RateLimitStore, options: RateLimiterOptions): RateLimiter {
  const limiter = createFlexibleLimiter(store, options);
  // A shared store may be inspected or persisted: it holds a one-way hash of each key (an IP
  // address, an account id), never the key itself.
  const stored = (key: string) =>
    store.kind === "redis" ? createHash("sha256").update(key).digest("base64url") : key;
  return {
    policy: options,
    async check(key) {
      try {
        const result = await limiter.consume(stored(key));
        return {
          ok: true,
          remaining: result.remainingPoints,
          resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
        };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        throw new BackendUnavailableError("rate limit store", { cause: rejection });
      }
    },
    async reset(key) {
      try {
        await limiter.delete(stored(key));
      } catch (error) {
        throw new BackendUnavailableError("rate limit store", { cause: error });
      }
    },
  };
}

/** Throws a localized 429 problem (with `Retry-After`) when the caller's IP is over the limit. */
export async function requireWithinRateLimit(
  limiter: RateLimiter,
  request: Request,
): Promise<void> {
  const result = await limiter.check(rateLimitKey(clientIp(request)));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds, apiLocale(request));
}

/**
 * The rate-limit headers of IETF draft-ietf-httpapi-ratelimit-headers (RateLimit-Policy:
 * quota `q` per window `w` seconds; RateLimit: `r` requests remaining, `t` seconds until the
 * window resets), for one answer counted by `limiter`.
 */
export function rateLimitHeaders(
  limiter: RateLimiter,
  result: RateLimitResult,
): Array<[string, string]> {
  const { name, max, windowSeconds } = limiter.policy;
  const [remaining, reset] = result.ok
    ? [result.remaining, result.resetSeconds]
    : [0, result.retryAfterSeconds];
  // plain pairs: a Headers object a request costs the signature API's hot path measurably
  return [
    ["RateLimit-Policy", `"${name}";q=${max};w=${windowSeconds}`],
    ["RateLimit", `"${name}";r=${remaining};t=${reset}`],
  ];
}
