import type { NextFunction, Request, Response } from "express";
import { handleServiceRequest, isServicePath, matchRoute } from "../app/.server/api/router.ts";
import type { AppServices, RequestContext } from "../app/.server/context.ts";
import type { Logger } from "../app/.server/log.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { originCheck } from "./origin-check.ts";
import { serviceSecurityHeaders } from "./security-headers.ts";
import { serviceCompression } from "./service-compression.ts";

/**
 * /api/*, /photos/* and /build-id, answered by app/.server/api/router.ts: mounted right after
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
      await sendFetchResponse(res, response, serviceCompression(req, res));
    } catch (error) {
      next(error);
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isServicePath(req.path)) return next();
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    return sameSiteOnly(req, res, () => answer(req, res, next));
  };
}

/** What a service handler gets: the process's services, the request id, its logger. */
function serviceContext(services: AppServices, res: Response, log: Logger): RequestContext {
  const requestId = res.locals.requestId as string;
  // No nonce: a service answer is never a page with inline scripts.
  return { ...services, requestId, nonce: "", log: log.child({ requestId }) };
}
