import type { NextFunction, Request, Response } from "express";
import { handleServiceRequest, isServicePath, matchRoute } from "../app/.server/api/router.ts";
import type { AppServices, RequestContext } from "../app/.server/context.ts";
import type { Logger } from "../app/.server/log.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { originCheck } from "./origin-check.ts";
import { serviceSecurityHeaders } from "./security-headers.ts";
import { serviceCompression, serviceStreamCompression } from "./service-compression.ts";

/**
 * /api/*, /photos/*, /icons/* and /build-id, answered by app/.server/api/router.ts: mounted right after
 * the request id, log, metrics, drain and lingering-close layers, ahead of the page layers,
 * whose work it does not need (a CSP nonce a request, the compression middleware's streams).
 * Its own: fixed security headers (a CSP for answers that are not pages), the origin check
 * (CSRF), `no-store` unless the handler says how to cache, compression of large bodies only
 * (server/service-compression.ts). `res.locals.route` names the endpoint for logs and metrics.
 */
export function serviceRouter(services: AppServices, log: Logger) {
  const securityHeaders = serviceSecurityHeaders(services.config.publicUrl);
  const sameSiteOnly = originCheck(services.config.publicUrl);

  async function answer(req: Request, res: Response, next: NextFunction) {
    try {
      const match = matchRoute(req.path);
      res.locals.route = match?.route ?? "unmatched";
      const response = await handleServiceRequest(
        toFetchRequest(req, res),
        serviceContext(services, res, log),
        match,
      );
      if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", "no-store");
      await sendFetchResponse(
        res,
        response,
        serviceCompression(req, res),
        serviceStreamCompression(req, res),
      );
    } catch (error) {
      next(error);
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isServicePath(req.path)) return next();
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (isPublicApiPath(req.path)) {
      if (req.method === "OPTIONS") return answerPreflight(res);
      // An API key, not a cookie, authenticates the request (app/api-keys/.server/caller.ts):
      // any site may call with it, and no browser sends it on its own, so no Origin check.
      if (req.headers.authorization !== undefined || req.path === OPENAPI_PATH) {
        res.setHeader("Access-Control-Allow-Origin", "*");
        res.setHeader("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS);
        return answer(req, res, next);
      }
    }
    return sameSiteOnly(req, res, () => answer(req, res, next));
  };
}

const OPENAPI_PATH = "/api/openapi.json";
const CORS_EXPOSED_HEADERS =
  "RateLimit, RateLimit-Policy, Retry-After, Location, Content-Disposition";

/** The public API (docs/product.md#api): what other sites' scripts may call with a key (CORS). */
function isPublicApiPath(path: string): boolean {
  return path.startsWith("/api/v1/") || path === OPENAPI_PATH;
}

/** CORS preflight of the public API: credentials are never allowed, only the key's header. */
function answerPreflight(res: Response): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, DELETE");
  res.setHeader(
    "Access-Control-Allow-Headers",
    "Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key",
  );
  res.setHeader("Access-Control-Max-Age", "600");
  res.setHeader("Cache-Control", "no-store");
  res.status(204).end();
}

/** What a service handler gets: the process's services, the request id, its logger. */
function serviceContext(services: AppServices, res: Response, log: Logger): RequestContext {
  const requestId = res.locals.requestId as string;
  // No nonce: a service answer is never a page with inline scripts.
  return { ...services, requestId, nonce: "", log: log.child({ requestId }) };
}
