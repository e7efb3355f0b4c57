import type { Response } from "express";
import type { AppServices, RequestContext } from "../app/.server/context.ts";
import type { Logger } from "../app/.server/log.ts";

/** What one request's handlers get: the process's services, its id, nonce and logger. */
export function requestContext(services: AppServices, res: Response, log: Logger): RequestContext {
  const requestId = res.locals.requestId as string;
  return {
    ...services,
    requestId,
    nonce: res.locals.nonce as string,
    log: log.child({ requestId }),
  };
}
