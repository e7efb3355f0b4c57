import type { RequestContext } from "../../.server/context.ts";
import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import { getSessionUser, requireUser, type SessionUser } from "../../accounts/.server/index.ts";
import { allows, effectiveIsPaid } from "../../billing/effective-plan.ts";
import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales.ts";
import { authenticateKey, KEY_FORMAT } from "./keys.ts";

// Who calls the JSON API (docs/product.md#api, ADR 024): a browser by its session cookie, a client by
// `Authorization: Bearer <key>`. A request carrying the header is judged by the key alone,
// cookies or not: it needs no Origin check (server/service-router.ts), so it must not ride on
// a session.

export type Caller = {
  user: SessionUser;
  /** the key the request came with; null for a browser session */
  keyId: string | null;
};

/** The bearer token of the request; null without an Authorization header. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header === null) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "";
}

const isTrue = (value: unknown) => value === true || value === 1;

/**
 * The caller of an API request, or a thrown problem: 401 for a missing session or an unknown,
 * revoked or malformed key; 403 for a key whose account no longer has the Pro plan.
 */
export async function requireCaller(request: Request, app: RequestContext): Promise<Caller> {
  const token = bearerToken(request);
  if (token === null) return { user: await requireUser(request, app), keyId: null };
  const locale = apiLocale(request);
  const invalid = () =>
    problemResponse({
      code: ProblemCode.InvalidApiKey,
      messageKey: "problems.invalidApiKey",
      locale,
      headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
    });
  if (!KEY_FORMAT.test(token)) throw invalid();
  const key = await authenticateKey(app.db, token);
  if (key.status !== "active") throw invalid();
  const row = key.owner;
  const user: SessionUser = {
    id: key.userId,
    email: row.email,
    emailVerified: isTrue(row.emailVerified),
    isPaid: effectiveIsPaid(app.config, row.isPaid),
    hasFreeTemplate: row.hasFreeTemplate === null || isTrue(row.hasFreeTemplate),
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
  if (!allows(user, "apiKeys")) {
    throw problemResponse({
      code: ProblemCode.ProRequired,
      messageKey: "problems.apiKeyNeedsPro",
      locale,
    });
  }
  return { user, keyId: key.keyId };
}

/**
 * The caller of an endpoint open to anyone (POST /api/v1/render): null without a key or a
 * session; a key that is not valid is refused as by requireCaller.
 */
export async function optionalCaller(
  request: Request,
  app: RequestContext,
): Promise<Caller | null> {
  if (bearerToken(request) !== null) return requireCaller(request, app);
  const user = await getSessionUser(request, app);
  return user && { user, keyId: null };
}
