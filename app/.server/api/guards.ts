// Applies what an endpoint declares (endpoint.ts), always in this order: the caller, the plan's
// allowance, the rate limit, the body. Each refusal is a thrown problem+json Response (the
// router answers it) or the problem the body reader returned.
import { requireUser } from "../../accounts/.server/index.ts";
import {
  bearerToken,
  type Caller,
  optionalCaller,
  requireCaller,
} from "../../api-keys/.server/index.ts";
import { allows, PRO_REQUIRED_MESSAGES } from "../../billing/effective-plan.ts";
import { apiLocale } from "../../i18n/detect.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { RequestContext } from "../context.ts";
import { readCappedBody, readCappedBodyText } from "../http/capped-body.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { readJsonBody } from "../http/json-body.ts";
import { ProblemCode, problemResponse, tooManyRequests } from "../http/problem.ts";
import { type RateLimiter, rateLimitHeaders } from "../http/rate-limit.ts";
import { RATE_LIMITS } from "../http/rate-limits.ts";
import type { BodyNeed, CallerNeed, Endpoint, GuardedArgs, RateLimitNeed } from "./endpoint.ts";
import type { ApiArgs } from "./handler.ts";

/** The rate-limit headers of each counted request, added to its answer (router.ts). */
const countedRequests = new WeakMap<Request, Array<[string, string]>>();

export function rateLimitHeadersOf(request: Request): Array<[string, string]> | undefined {
  return countedRequests.get(request);
}

/**
 * The handler's arguments once every guard of `endpoint` passed, or the problem to answer
 * (returned for a refused body; thrown for the others).
 */
export async function applyGuards(
  { guards }: Endpoint,
  { request, app, params }: ApiArgs<string>,
): Promise<GuardedArgs<Endpoint["guards"]> | Response> {
  const locale = apiLocale(request);
  const caller = guards.caller ? await callerOf(guards.caller, request, app, locale) : null;
  if (guards.allowance && !(caller && allows(caller.user, guards.allowance))) {
    throw problemResponse({
      code: ProblemCode.ProRequired,
      messageKey: PRO_REQUIRED_MESSAGES[guards.allowance],
      locale,
    });
  }
  if (guards.rateLimit) await withinRateLimit(guards.rateLimit, request, app, caller, locale);
  const body = guards.body ? await bodyOf(guards.body, request, locale) : undefined;
  if (body instanceof Response) return body;
  return { request, app, params, locale, caller, body } as GuardedArgs<Endpoint["guards"]>;
}

async function callerOf(
  need: CallerNeed,
  request: Request,
  app: RequestContext,
  locale: Locale,
): Promise<Caller | null> {
  switch (need) {
    case "anyone":
      return optionalCaller(request, app);
    case "either":
      return requireCaller(request, app);
    case "browser":
      // a leaked key must not mint others: keys are managed from a signed-in browser
      if (bearerToken(request) !== null) {
        throw problemResponse({
          code: ProblemCode.Forbidden,
          messageKey: "problems.keysNeedSession",
          locale,
        });
      }
      return { user: await requireUser(request, app), keyId: null };
    case "session":
      return { user: await requireUser(request, app), keyId: null };
  }
}

/**
 * Counts the request on its limit: per client address, or (API_RATE_LIMIT, ADR 004, 031) per
 * account, shared by its sessions and keys, whose every answer then carries
 * `RateLimit-Policy` and `RateLimit`. A thrown 429 past it.
 */
async function withinRateLimit(
  need: RateLimitNeed,
  request: Request,
  app: RequestContext,
  caller: Caller | null,
  locale: Locale,
): Promise<void> {
  if (typeof need === "object") {
    const path =
      need.auth === "*" ? new URL(request.url).pathname.slice("/api/auth".length) : need.auth;
    const limiter = app.limiters.auth(path);
    if (limiter) await withinIpLimit(limiter, request, locale);
    return;
  }
  const limiter = app.limiters[need];
  if (RATE_LIMITS[need].keyedOn === "ip") return withinIpLimit(limiter, request, locale);
  if (!caller) throw new TypeError(`rate limit ${need} is per account: declare a caller`);
  const limit = await limiter.check(`user:${caller.user.id}`);
  const headers = rateLimitHeaders(limiter, limit);
  countedRequests.set(request, headers);
  if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds, locale, headers);
}

async function withinIpLimit(limiter: RateLimiter, request: Request, locale: Locale) {
  const result = await limiter.check(rateLimitKey(clientIp(request)));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds, locale);
}

async function bodyOf(need: BodyNeed, request: Request, locale: Locale): Promise<unknown> {
  switch (need.kind) {
    case "bytes":
      return readCappedBody(request, { maxBytes: need.maxBytes, locale, tooLarge: need.tooLarge });
    case "text":
      if (request.method === "GET" || request.method === "HEAD") return null;
      return readCappedBodyText(request, { maxBytes: need.maxBytes, locale });
    case "json": {
      if ("whenAbsent" in need && !request.headers.has("content-type")) return need.whenAbsent;
      const schema = typeof need.schema === "function" ? need.schema(locale) : need.schema;
      return readJsonBody(request, schema, { maxBytes: need.maxBytes, locale });
    }
  }
}
