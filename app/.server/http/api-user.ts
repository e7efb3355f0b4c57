import { apiLocale } from "../../i18n/detect.ts";
import type { Locale } from "../../i18n/locales.ts";
import { requireCaller } from "../api-keys/caller.ts";
import type { SessionUser } from "../auth/session.ts";
import type { RequestContext } from "../context.ts";
import { tooManyRequests } from "./problem.ts";
import { rateLimitHeaders } from "./rate-limit.ts";

export type ApiUser = { user: SessionUser; locale: Locale; keyId: string | null };

/** The rate-limit headers of each counted request, added to its answer (api/router.ts). */
const countedRequests = new WeakMap<Request, Array<[string, string]>>();

export function rateLimitHeadersOf(request: Request): Array<[string, string]> | undefined {
  return countedRequests.get(request);
}

/**
 * The caller of the signature API (a session, or an API key), within its rate limit:
 * API_RATE_LIMIT requests a minute per key, and per account for browser sessions (ADR 004,
 * 024). Otherwise a thrown 401, 403 or 429 problem+json; every counted answer carries
 * `RateLimit-Policy` and `RateLimit`.
 */
export async function requireApiUser(request: Request, app: RequestContext): Promise<ApiUser> {
  const { user, keyId } = await requireCaller(request, app);
  const locale = apiLocale(request);
  const limiter = app.limiters.signatureApi;
  const limit = await limiter.check(keyId ? `key:${keyId}` : `user:${user.id}`);
  const headers = rateLimitHeaders(limiter, limit);
  countedRequests.set(request, headers);
  if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds, locale, headers);
  return { user, locale, keyId };
}
