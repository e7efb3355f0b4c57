import type { NextFunction, Request, Response } from "express";
import { handleServiceRequest, isServicePath, matchRoute } from "../app/.server/api/router.ts";
import type { AppServices } from "../app/.server/context.ts";
import type { Logger } from "../app/.server/log.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { requestContext } from "./request-context.ts";

/**
 * /api/*, /photos/* and /build-id, answered by app/.server/api/router.ts ahead of the static
 * files and pages. `res.locals.route` names the endpoint for logs and metrics.
 */
export function serviceRouter(services: AppServices, log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isServicePath(req.path)) return next();
    try {
      const match = matchRoute(req.path);
      res.locals.route = match?.route ?? "unmatched";
      const response = await handleServiceRequest(
        toFetchRequest(req, res),
        requestContext(services, res, log),
        match,
      );
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
