import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../http/rate-limit.ts";

// Per client IP and Better Auth endpoint (paths under /api/auth; the thin routes count on the
// path they call), stricter on the endpoints that guess passwords, create accounts or send
// mail. Better Auth's own limiter is off: these share the app's store (Redis when several
// instances run) and answer in its problem+json envelope.
const MINUTE = 60;

export const AUTH_RATE_LIMIT_RULES: Readonly<Record<string, { window: number; max: number }>> = {
  "/sign-in/email": { window: MINUTE, max: 5 },
  "/sign-in/social": { window: MINUTE, max: 10 },
  "/sign-up/email": { window: MINUTE, max: 3 },
  "/change-password": { window: MINUTE, max: 5 },
  "/delete-user": { window: MINUTE, max: 5 },
  "/reset-password": { window: MINUTE, max: 5 },
  "/reset-password/*": { window: MINUTE, max: 5 },
  "/request-password-reset": { window: 15 * MINUTE, max: 3 },
  "/send-verification-email": { window: 15 * MINUTE, max: 3 },
  "/verify-email": { window: MINUTE, max: 10 },
};

/** The rule key of a path: itself, or the `/*` rule of its parent. */
export function authRateLimitRuleKey(path: string): string | null {
  if (path in AUTH_RATE_LIMIT_RULES) return path;
  const parent = path.slice(0, path.lastIndexOf("/"));
  const wildcard = `${parent}/*`;
  return parent && wildcard in AUTH_RATE_LIMIT_RULES ? wildcard : null;
}

/** One limiter per rule; `(path) => limiter`, null for a path without a rule. */
export function createAuthLimiters(store: RateLimitStore): (path: string) => RateLimiter | null {
  const limiters = new Map(
    Object.entries(AUTH_RATE_LIMIT_RULES).map(([path, rule]) => [
      path,
      createRateLimiter(store, { name: `auth${path}`, windowSeconds: rule.window, max: rule.max }),
    ]),
  );
  return (path) => {
    const key = authRateLimitRuleKey(path);
    return key ? (limiters.get(key) ?? null) : null;
  };
}
