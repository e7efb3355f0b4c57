// The JSON API, hosted photos and icons, the build id: every path under /api/, /photos/,
// /icons/ and /build-id, served ahead of the page layers (server/api-router.ts) with one error
// envelope. Each operation lives in a file of its own, headed by its method and path.

import { betterAuth, closedAuthPath } from "../../accounts/.server/api/better-auth.ts";
import { googleSignIn } from "../../accounts/.server/api/google.ts";
import { login } from "../../accounts/.server/api/login.ts";
import { register } from "../../accounts/.server/api/register.ts";
import { createKey } from "../../api-keys/.server/api/create.ts";
import { revokeKey } from "../../api-keys/.server/api/delete.ts";
import { listKeys } from "../../api-keys/.server/api/list.ts";
import { stripeWebhook } from "../../billing/.server/api/stripe-webhook.ts";
import { apiLocale } from "../../i18n/detect.ts";
import { createSignatureEndpoint } from "../../signatures/.server/api/create.ts";
import { deleteSignatureEndpoint } from "../../signatures/.server/api/delete.ts";
import { getSignature } from "../../signatures/.server/api/get.ts";
import { signatureHtml } from "../../signatures/.server/api/html.ts";
import { listSignaturesEndpoint } from "../../signatures/.server/api/list.ts";
import { updateSignatureEndpoint } from "../../signatures/.server/api/update.ts";
import {
  outlookLaunchPage,
  outlookScript,
  outlookTaskpane,
} from "../../teams/.server/api/outlook-addin.ts";
import { outlookPackage } from "../../teams/.server/api/outlook-package.ts";
import { outlookSignature } from "../../teams/.server/api/outlook-signature.ts";
import { exportRoster } from "../../teams/.server/api/roster-export.ts";
import { readRoster } from "../../teams/.server/api/roster-read.ts";
import type { RequestContext } from "../context.ts";
import { isBackendUnavailable } from "../http/backend-errors.ts";
import { methodNotAllowed, problemFor, serviceUnavailable } from "../http/problem.ts";
import { buildId } from "./build-id.ts";
import type { Endpoint } from "./endpoint.ts";
import { pageView } from "./events.ts";
import { applyGuards, rateLimitHeadersOf } from "./guards.ts";
import { getIcon } from "./icons.ts";
import { openApiJson } from "./openapi-json.ts";
import { getPhoto } from "./photos.ts";
import { me } from "./v1/me.ts";
import { meExport } from "./v1/me-export.ts";
import { uploadPhoto } from "./v1/photos.ts";
import { renderEndpoint } from "./v1/render.ts";
import { renderBatch } from "./v1/render-batch.ts";
import { session } from "./v1/session.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
/** Each method's endpoint, with what it declares it needs (endpoint.ts, applied by guards.ts). */
type Operations = Partial<Record<Method, Endpoint>>;

/** Fixed paths, looked up by exact match. */
const EXACT: ReadonlyMap<string, Operations> = new Map<string, Operations>([
  ["/api/events", { POST: pageView }],
  ["/api/stripe/webhook", { POST: stripeWebhook }],
  ["/api/openapi.json", { GET: openApiJson }],
  ["/api/auth/login", { POST: login }],
  ["/api/auth/register", { POST: register }],
  ["/api/auth/google", { POST: googleSignIn }],
  ["/api/auth/sign-up/email", { GET: closedAuthPath, POST: closedAuthPath }],
  ["/api/auth/sign-in/email", { GET: closedAuthPath, POST: closedAuthPath }],
  ["/api/v1/me", { GET: me }],
  ["/api/v1/keys", { GET: listKeys, POST: createKey }],
  ["/api/v1/me/export", { GET: meExport }],
  ["/api/v1/session", { GET: session }],
  ["/api/v1/photos", { POST: uploadPhoto }],
  ["/api/v1/render", { POST: renderEndpoint }],
  ["/api/v1/render/batch", { POST: renderBatch }],
  ["/api/v1/signatures", { GET: listSignaturesEndpoint, POST: createSignatureEndpoint }],
  ["/api/teams/roster", { POST: readRoster }],
  ["/api/outlook/signature", { GET: outlookSignature }],
  ["/outlook/launch.html", { GET: outlookLaunchPage }],
  ["/outlook/taskpane.html", { GET: outlookTaskpane }],
  ["/outlook/addin.js", { GET: outlookScript }],
  ["/build-id", { GET: buildId }],
]);

/** Paths with a parameter or a wildcard, tried in order after the exact ones. */
const PATTERNS: ReadonlyArray<{ route: string; pattern: RegExp; operations: Operations }> = [
  {
    route: "/api/v1/signatures/{id}",
    pattern: /^\/api\/v1\/signatures\/(?<id>[^/]+)$/,
    operations: {
      GET: getSignature,
      PATCH: updateSignatureEndpoint,
      DELETE: deleteSignatureEndpoint,
    },
  },
  {
    route: "/api/v1/signatures/{id}/html",
    pattern: /^\/api\/v1\/signatures\/(?<id>[^/]+)\/html$/,
    operations: { GET: signatureHtml },
  },
  {
    route: "/api/v1/keys/{id}",
    pattern: /^\/api\/v1\/keys\/(?<id>[^/]+)$/,
    operations: { DELETE: revokeKey },
  },
  {
    route: "/api/teams/{id}/roster.csv",
    pattern: /^\/api\/teams\/(?<id>[^/]+)\/roster\.csv$/,
    operations: { GET: exportRoster },
  },
  {
    route: "/api/teams/{id}/outlook.zip",
    pattern: /^\/api\/teams\/(?<id>[^/]+)\/outlook\.zip$/,
    operations: { GET: outlookPackage },
  },
  {
    route: "/api/auth/*",
    pattern: /^\/api\/auth\/.+$/,
    operations: { GET: betterAuth, POST: betterAuth },
  },
  { route: "/photos/*", pattern: /^\/photos\/.+$/, operations: { GET: getPhoto } },
  { route: "/icons/*", pattern: /^\/icons\/.+$/, operations: { GET: getIcon } },
];

/** Every route the router answers and its methods (the OpenAPI document's test reads them). */
export function serviceRoutes(): Array<{ route: string; methods: Method[] }> {
  return [...[...EXACT].map(([route, operations]) => ({ route, operations })), ...PATTERNS].map(
    ({ route, operations }) => ({ route, methods: Object.keys(operations) as Method[] }),
  );
}

/** The Outlook add-in's pages and script (its icons are static files beside them). */
const OUTLOOK_ADDIN_PATHS = new Set([
  "/outlook/launch.html",
  "/outlook/taskpane.html",
  "/outlook/addin.js",
]);

/** Whether the service router answers this path (the rest goes to the pages). */
export function isServicePath(pathname: string): boolean {
  return (
    pathname.startsWith("/api/") ||
    pathname.startsWith("/photos/") ||
    pathname.startsWith("/icons/") ||
    pathname === "/build-id" ||
    OUTLOOK_ADDIN_PATHS.has(pathname)
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
 * Answers one request of the service router: the endpoint's declared guards first (caller,
 * plan, rate limit, body: guards.ts), then its handler. Every failure is problem+json:
 * unknown path 404, other method 405, a thrown Response as it is, a database or shared-store outage 503 with
 * `Retry-After`, anything else a logged 500.
 */
export async function handleServiceRequest(
  request: Request,
  app: RequestContext,
  match: RouteMatch | null = matchRoute(new URL(request.url).pathname),
): Promise<Response> {
  if (!match) return problemFor("notFound", apiLocale(request));
  const method = request.method === "HEAD" ? "GET" : (request.method as Method);
  const endpoint = match.operations[method];
  if (!endpoint) return methodNotAllowed(request, Object.keys(match.operations));
  try {
    const args = await applyGuards(endpoint, { request, app, params: match.params });
    const response = args instanceof Response ? args : await endpoint.handle(args);
    return withRateLimitHeaders(request, response);
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
