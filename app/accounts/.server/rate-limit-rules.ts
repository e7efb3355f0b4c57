import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from "../../.server/http/rate-limit.ts";
import { AUTH_RATE_LIMITS } from "../../.server/http/rate-limits.ts";

// The limits themselves are in the one table of limits (http/rate-limits.ts).

/** The rule key of a path: itself, or the `/*` rule of its parent. */
export function authRateLimitRuleKey(path: string): string | null {
  if (path in AUTH_RATE_LIMITS) return path;
  const parent = path.slice(0, path.lastIndexOf("/"));
  const wildcard = `${parent}/*`;
  return parent && wildcard in AUTH_RATE_LIMITS ? wildcard : null;
}

/** One limiter per rule; `(path) => limiter`, null for a path without a rule. */
export function createAuthLimiters(store: RateLimitStore): (path: string) => RateLimiter | null {
  const limiters = new Map(
    Object.entries(AUTH_RATE_LIMITS).map(([path, rule]) => [
      path,
      createRateLimiter(store, { name: `auth${path}`, ...rule }),
    ]),
  );
  return (path) => {
    const key = authRateLimitRuleKey(path);
    return key ? (limiters.get(key) ?? null) : null;
  };
}
