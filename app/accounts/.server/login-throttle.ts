import { createHash } from "node:crypto";
import { RateLimiterRes } from "rate-limiter-flexible";
import { BackendUnavailableError } from "../../.server/http/backend-errors.ts";
import { createFlexibleLimiter, type RateLimitStore } from "../../.server/http/rate-limit.ts";
import { RATE_LIMITS } from "../../.server/http/rate-limits.ts";

// Wrong passwords per account, on top of the per-IP limit (which a botnet spreads thin).
// The real owner is never locked out for long: failures 1–4 cost nothing, then each further
// failure pauses sign-in to the account for a doubling delay from 30 s; attempts during a
// pause are refused unread and do not extend it; the count is forgotten 15 minutes after the
// first failure (so a pause stays within minutes), and at once on a successful sign-in. The
// pause applies whether or not an account has the address, so it tells nothing; the owner,
// if there is one, is mailed when it first starts.

export const FREE_FAILURES = 4;
export const FAILURE_WINDOW_SECONDS = RATE_LIMITS.loginFailures.windowSeconds;
export const MAX_PAUSE_SECONDS = 15 * 60;
/** The owner is mailed when sign-in first pauses, at most once an hour. */
export const ALERT_AT_FAILURES = FREE_FAILURES + 1;

/** Seconds sign-in pauses after the `failures`-th failure in a row. */
export function pauseSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_PAUSE_SECONDS, 30 * 2 ** (failures - FREE_FAILURES - 1));
}

export type LoginThrottle = {
  /** Seconds to wait before the account may be tried again, or 0. */
  pausedFor(email: string): Promise<number>;
  /** Counts a wrong password; `alert` is true when the owner should be told (once an hour). */
  recordFailure(email: string): Promise<{ failures: number; alert: boolean }>;
  recordSuccess(email: string): Promise<void>;
};

export function createLoginThrottle(store: RateLimitStore): LoginThrottle {
  const failures = createFlexibleLimiter(store, RATE_LIMITS.loginFailures);
  const pauses = createFlexibleLimiter(store, RATE_LIMITS.loginPause);
  const alerts = createFlexibleLimiter(store, RATE_LIMITS.loginAlert);

  return {
    async pausedFor(email) {
      const state = await shared(() => pauses.get(accountKey(email)));
      // A blocked key reads as consumed beyond its one point.
      return state && state.consumedPoints > 1 ? Math.ceil(state.msBeforeNext / 1000) : 0;
    },
    async recordFailure(email) {
      const key = accountKey(email);
      const counted = await shared(() => failures.penalty(key, 1));
      const count = counted.consumedPoints;
      const pause = pauseSeconds(count);
      if (pause > 0) await shared(() => pauses.block(key, pause));
      let alert = false;
      if (count >= ALERT_AT_FAILURES) {
        alert = await alerts.consume(key).then(
          () => true,
          (rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return false;
            throw new BackendUnavailableError("rate limit store", { cause: rejection });
          },
        );
      }
      return { failures: count, alert };
    },
    async recordSuccess(email) {
      const key = accountKey(email);
      await shared(() => Promise.all([failures.delete(key), pauses.delete(key)]));
    },
  };
}

/** Keys never hold the address itself: the store may be shared and inspected. */
function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

async function shared<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new BackendUnavailableError("rate limit store", { cause: error });
  }
}
