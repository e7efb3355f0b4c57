import type { RouterContextProvider } from "react-router";
import { preferredLocale } from "../../i18n/detect.ts";
import type { Locale } from "../../i18n/locales.ts";
import { requireUser, type SessionUser } from "../auth/session.ts";
import { getApp, type RequestContext } from "../context.ts";
import { tooManyRequests } from "./problem.ts";

export type ApiUser = { user: SessionUser; locale: Locale; app: RequestContext };

/**
 * The signed-in caller of the signature API, within its per-user rate limit (API_RATE_LIMIT
 * requests a minute, ADR 004): otherwise a thrown 401 or 429 problem+json.
 */
export async function requireApiUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ApiUser> {
  const app = getApp(context);
  const user = await requireUser(request, context);
  const locale = preferredLocale(request);
  const limit = app.limiters.signatureApi.check(`user:${user.id}`);
  if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds, locale);
  return { user, locale, app };
}

/** What a resource route hands an operation of the JSON API. */
export type ApiArgs = { request: Request; context: Readonly<RouterContextProvider> };
export type ApiSignatureArgs = ApiArgs & { params: { id: string } };
