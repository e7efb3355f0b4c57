import { preferredLocale } from "../../i18n/detect.ts";
import type { RequestContext } from "../context.ts";
import { payloadTooLarge, readCappedText } from "../http/json-body.ts";
import { tooManyRequests } from "../http/problem.ts";

/** Auth request bodies are a few small JSON fields. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

// Headers Better Auth reads: session cookies, CSRF (Origin, Referer, Fetch Metadata), the
// client IP our Express layer wrote (rate limits, session rows) and the user agent.
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
 * Calls one Better Auth endpoint through `auth.handler` (never `auth.api.*`, which skips the
 * rate limiter: ADR 006) on behalf of `request`, e.g. `callAuth(app, request, "/sign-in/email", body)`.
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
  const response = await app.auth.handler(
    new Request(`${app.config.publicUrl}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  return withProblemRateLimit(response, request);
}

/** Any request under /api/auth, handed to Better Auth with its body capped. */
export async function forwardToAuth(app: RequestContext, request: Request): Promise<Response> {
  let forwarded = request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const declared = Number(request.headers.get("content-length"));
    const text =
      Number.isFinite(declared) && declared > AUTH_BODY_MAX_BYTES
        ? null
        : await readCappedText(request, AUTH_BODY_MAX_BYTES);
    if (text === null) return payloadTooLarge(preferredLocale(request));
    forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: text,
    });
  }
  return withProblemRateLimit(await app.auth.handler(forwarded), request);
}

/** Better Auth's 429 (JSON `message`, `X-Retry-After`) as our problem+json with `Retry-After`. */
export function withProblemRateLimit(response: Response, request: Request): Response {
  if (response.status !== 429) return response;
  const seconds = Number(response.headers.get("x-retry-after"));
  return tooManyRequests(
    Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
    preferredLocale(request),
  );
}
