import { z } from "zod";
import type { RequestContext } from "../../.server/context.ts";
import { illFormedTextProblem, validationErrors } from "../../.server/http/json-body.ts";
import { type GenericProblem, problemFor } from "../../.server/http/problem.ts";
import { LOCALES, type Locale } from "../../i18n/locales.ts";

/** Auth request bodies are a few small JSON fields. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

// Headers Better Auth reads: session cookies, CSRF (Origin, Referer, Fetch Metadata), the
// client IP our Express layer wrote (session rows) and the user agent.
const RELAYED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  "x-paraph-client-ip",
  "user-agent",
  "accept-language",
];

/**
 * Calls one Better Auth endpoint through `auth.handler` on behalf of `request`, e.g.
 * `callAuth(app, request, "/sign-in/email", body)`. The endpoint declares the path's rate
 * limit (api/endpoint.ts); the caller reads the answer itself.
 */
export async function callAuth(
  app: RequestContext,
  request: Request,
  path: string,
  body: unknown,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of RELAYED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return app.auth.handler(
    new Request(`${app.config.publicUrl}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Any other request under /api/auth, handed to Better Auth with its body (`text`, read within
 * its cap by the router; null for GET) and its answer put in our envelope: errors as
 * problem+json, session tokens removed from JSON.
 */
export async function forwardToAuth(
  app: RequestContext,
  request: Request,
  text: string | null,
  locale: Locale,
): Promise<Response> {
  let forwarded = request;
  if (text !== null) {
    const pathname = new URL(request.url).pathname;
    const isJson = (request.headers.get("content-type") ?? "").includes("json");
    if (!isJson && pathname in STORED_FIELDS) return problemFor("unsupportedMediaType", locale);
    const refused = isJson ? refuseBody(pathname, text, locale) : null;
    if (refused) return refused;
    forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: text,
    });
  }
  return inOurEnvelope(await app.auth.handler(forwarded), locale);
}

/**
 * Better Auth endpoints that store what the client sends, with what they may store: only the
 * fields our pages use, and a locale we have (its own checks would keep `"xx"`).
 */
const STORED_FIELDS: Readonly<Record<string, z.ZodType>> = {
  "/api/auth/update-user": z
    .object({ name: z.string().max(120).optional(), locale: z.enum(LOCALES).optional() })
    .strict(),
};

/** A 400 for a JSON body Better Auth must not see (ill-formed text, fields it must not store). */
function refuseBody(pathname: string, text: string, locale: Locale): Response | null {
  if (text.trim() === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return problemFor("badRequest", locale);
  }
  const illFormed = illFormedTextProblem(value, locale);
  if (illFormed) return illFormed;
  const schema = STORED_FIELDS[pathname];
  const parsed = schema?.safeParse(value);
  if (!parsed || parsed.success) return null;
  return problemFor("validationFailed", locale, {
    extra: { errors: validationErrors(parsed.error, locale) },
  });
}

const STATUS_PROBLEMS: Readonly<Record<number, GenericProblem>> = {
  400: "badRequest",
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  405: "methodNotAllowed",
  409: "conflict",
  413: "payloadTooLarge",
  415: "unsupportedMediaType",
  422: "unprocessableContent",
  503: "serviceUnavailable",
};

/**
 * Better Auth's `{message, code}` errors become problem+json in the caller's language, its
 * code kept as `authCode` (the account pages show their own message for the ones they know);
 * successful JSON loses every `token` member, so no page script can read a session token
 * (the cookie that carries it is HttpOnly). Redirects and other bodies pass unchanged.
 */
export async function inOurEnvelope(response: Response, locale: Locale): Promise<Response> {
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("application/problem+json")) return response;
  const isJson = contentType.includes("application/json");
  if (response.status >= 400) {
    const body = isJson ? ((await response.json().catch(() => null)) as unknown) : null;
    const authCode =
      body && typeof body === "object" && "code" in body && typeof body.code === "string"
        ? body.code
        : undefined;
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
    const name =
      STATUS_PROBLEMS[response.status] ?? (response.status < 500 ? "badRequest" : "internalError");
    return problemFor(name, locale, {
      status: response.status,
      headers,
      extra: authCode ? { authCode } : undefined,
    });
  }
  if (!isJson) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("cache-control", "private, no-store");
  return new Response(JSON.stringify(withoutTokens(body)), {
    status: response.status,
    headers,
  });
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, member]) => [key, withoutTokens(member)]),
  );
}
