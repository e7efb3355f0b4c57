// The JSON API, hosted photos and icons, the build id: every path under /api/, /photos/,
// /icons/ and /build-id, served ahead of the page layers (server/api-router.ts) with one error
// envelope. Each operation lives in a file of its own, headed by its method and path.
import { apiLocale } from "../../i18n/detect.ts";
import type { RequestContext } from "../context.ts";
import { rateLimitHeadersOf } from "../http/api-user.ts";
import { isBackendUnavailable } from "../http/backend-errors.ts";
import { methodNotAllowed, problemFor, serviceUnavailable } from "../http/problem.ts";
import { handleBetterAuth } from "./auth/better-auth.ts";
import { handleGoogleSignIn } from "./auth/google.ts";
import { handleLogin } from "./auth/login.ts";
import { handleRegister } from "./auth/register.ts";
import { handleBuildId } from "./build-id.ts";
import { handlePageView } from "./events.ts";
import { handleGetIcon } from "./icons.ts";
import { handleOpenApiDocument } from "./openapi-json.ts";
import { handleGetPhoto } from "./photos.ts";
import { handleStripeWebhook } from "./stripe-webhook.ts";
import { handleExportRoster } from "./teams/roster-export.ts";
import { handleReadRoster } from "./teams/roster-read.ts";
import { handleCreateKey } from "./v1/keys/create.ts";
import { handleRevokeKey } from "./v1/keys/delete.ts";
import { handleListKeys } from "./v1/keys/list.ts";
import { handleMe } from "./v1/me.ts";
import { handleMeExport } from "./v1/me-export.ts";
import { handleUploadPhoto } from "./v1/photos.ts";
import { handleRender } from "./v1/render.ts";
import { handleRenderBatch } from "./v1/render-batch.ts";
import { handleSession } from "./v1/session.ts";
import { handleCreateSignature } from "./v1/signatures/create.ts";
import { handleDeleteSignature } from "./v1/signatures/delete.ts";
import { handleGetSignature } from "./v1/signatures/get.ts";
import { handleSignatureHtml } from "./v1/signatures/html.ts";
import { handleListSignatures } from "./v1/signatures/list.ts";
import { handleUpdateSignature } from "./v1/signatures/update.ts";

export type ApiArgs<Param extends string = never> = {
  request: Request;
  app: RequestContext;
  /** path parameters of the matched endpoint, e.g. `{ id }` */
  params: Readonly<Record<Param, string>>;
};
export type ApiHandler = (args: ApiArgs<string>) => Promise<Response> | Response;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type Operations = Partial<Record<Method, ApiHandler>>;

/** Fixed paths, looked up by exact match. */
const EXACT: ReadonlyMap<string, Operations> = new Map<string, Operations>([
  ["/api/events", { POST: handlePageView }],
  ["/api/stripe/webhook", { POST: handleStripeWebhook }],
  ["/api/openapi.json", { GET: handleOpenApiDocument }],
  ["/api/auth/login", { POST: handleLogin }],
  ["/api/auth/register", { POST: handleRegister }],
  ["/api/auth/google", { POST: handleGoogleSignIn }],
  ["/api/v1/me", { GET: handleMe }],
  ["/api/v1/keys", { GET: handleListKeys, POST: handleCreateKey }],
  ["/api/v1/me/export", { GET: handleMeExport }],
  ["/api/v1/session", { GET: handleSession }],
  ["/api/v1/photos", { POST: handleUploadPhoto }],
  ["/api/v1/render", { POST: handleRender }],
  ["/api/v1/render/batch", { POST: handleRenderBatch }],
  ["/api/v1/signatures", { GET: handleListSignatures, POST: handleCreateSignature }],
  ["/api/teams/roster", { POST: handleReadRoster }],
  ["/build-id", { GET: handleBuildId }],
]);

/** Paths with a parameter or a wildcard, tried in order after the exact ones. */
const PATTERNS: ReadonlyArray<{ route: string; pattern: RegExp; operations: Operations }> = [
  {
    route: "/api/v1/signatures/{id}",
    pattern: /^\/api\/v1\/signatures\/(?<id>[^/]+)$/,
    operations: {
      GET: handleGetSignature,
      PATCH: handleUpdateSignature,
      DELETE: handleDeleteSignature,
    },
  },
  {
    route: "/api/v1/signatures/{id}/html",
    pattern: /^\/api\/v1\/signatures\/(?<id>[^/]+)\/html$/,
    operations: { GET: handleSignatureHtml },
  },
  {
    route: "/api/v1/keys/{id}",
    pattern: /^\/api\/v1\/keys\/(?<id>[^/]+)$/,
    operations: { DELETE: handleRevokeKey },
  },
  {
    route: "/api/teams/{id}/roster.csv",
    pattern: /^\/api\/teams\/(?<id>[^/]+)\/roster\.csv$/,
    operations: { GET: handleExportRoster },
  },
  {
    route: "/api/auth/*",
    pattern: /^\/api\/auth\/.+$/,
    operations: { GET: handleBetterAuth, POST: handleBetterAuth },
  },
  { route: "/photos/*", pattern: /^\/photos\/.+$/, operations: { GET: handleGetPhoto } },
  { route: "/icons/*", pattern: /^\/icons\/.+$/, operations: { GET: handleGetIcon } },
];

/** Whether the service router answers this path (the rest goes to the pages). */
export function isServicePath(pathname: string): boolean {
  return (
    pathname.startsWith("/api/") ||
    pathname.startsWith("/photos/") ||
    pathname.startsWith("/icons/") ||
    pathname === "/build-id"
  );
}

export type RouteMatch = {
  /** low-cardinality name of the endpoint (for logs and metrics), e.g. `/api/v1/signatures/{id}` */
  route: string;
  operations: Operations;
  params: Record<string, string>;
};

export function matchRoute(pathname: string): RouteMatch | null {
  const exact = EXACT.get(pathname);
  if (exact) return { route: pathname, operations: exact, params: {} };
  for (const { route, pattern, operations } of PATTERNS) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.groups ?? {})) {
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null; // malformed percent-encoding: no such resource
      }
    }
    return { route, operations, params };
  }
  return null;
}

/**
 * Answers one request of the service router. Every failure is problem+json: unknown path 404,
 * other method 405, a thrown Response as it is, a database or shared-store outage 503 with
 * `Retry-After`, anything else a logged 500.
 */
export async function handleServiceRequest(
  request: Request,
  app: RequestContext,
  match: RouteMatch | null = matchRoute(new URL(request.url).pathname),
): Promise<Response> {
  if (!match) return problemFor("notFound", apiLocale(request));
  const method = request.method === "HEAD" ? "GET" : (request.method as Method);
  const handler = match.operations[method];
  if (!handler) return methodNotAllowed(request, Object.keys(match.operations));
  try {
    return withRateLimitHeaders(request, await handler({ request, app, params: match.params }));
  } catch (thrown) {
    if (thrown instanceof Response) return withRateLimitHeaders(request, thrown);
    const locale = apiLocale(request);
    if (isBackendUnavailable(thrown)) {
      app.log.warn("backend unavailable", { route: match.route, error: thrown });
      return serviceUnavailable(locale);
    }
    app.log.error("unhandled error", { route: match.route, error: thrown });
    return problemFor("internalError", locale);
  }
}

/** A counted request's answer says where the caller stands (RateLimit-Policy, RateLimit). */
function withRateLimitHeaders(request: Request, response: Response): Response {
  const headers = rateLimitHeadersOf(request);
  if (!headers) return response;
  try {
    for (const [name, value] of headers) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  } catch {
    // immutable headers (a fetched or redirect Response): the same answer, with them
    const merged = new Headers(response.headers);
    for (const [name, value] of headers) if (!merged.has(name)) merged.set(name, value);
    return new Response(response.body, { status: response.status, headers: merged });
  }
}
