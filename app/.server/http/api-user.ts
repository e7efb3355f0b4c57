import { apiLocale } from "../../i18n/detect.ts";
import type { Locale } from "../../i18n/locales.ts";
import { requireUser, type SessionUser } from "../auth/session.ts";
import type { RequestContext } from "../context.ts";
import { tooManyRequests } from "./problem.ts";

export type ApiUser = { user: SessionUser; locale: Locale };

/**
 * The signed-in caller of the signature API, within its per-user rate limit (API_RATE_LIMIT
 * requests a minute, ADR 004): otherwise a thrown 401 or 429 problem+json.
 */
export async function requireApiUser(request: Request, app: RequestContext): Promise<ApiUser> {
  const user = await requireUser(request, app);
  const locale = apiLocale(request);
  const limit = await app.limiters.signatureApi.check(`user:${user.id}`);
  if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds, locale);
  return { user, locale };
}
