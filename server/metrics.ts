import type { Request as ExpressRequest, NextFunction, RequestHandler, Response } from "express";
import type { Metrics } from "../app/.server/metrics/metrics.ts";

/**
 * Records every finished request in the HTTP metrics. The route label is the endpoint the
 * service router matched (`res.locals.route`, e.g. `/api/v1/signatures/{id}`), else what
 * `label` makes of the path (app/.server/metrics/route-label.ts): never the raw path.
 */
export function observeRequests(
  metrics: Metrics,
  label: (pathname: string) => string,
): RequestHandler {
  return (req: ExpressRequest, res: Response, next: NextFunction) => {
    const started = performance.now();
    const pathname = req.path; // before any mounted router rewrites req.url
    res.on("finish", () => {
      metrics.observeRequest({
        route: typeof res.locals.route === "string" ? res.locals.route : label(pathname),
        method: req.method,
        status: res.statusCode,
        seconds: (performance.now() - started) / 1000,
      });
    });
    next();
  };
}

/** `GET /metrics` in Express: hands the Authorization header to `metrics.handleMetrics`. */
export function metricsEndpoint(metrics: Metrics, token: string | null): RequestHandler {
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      const authorization = req.get("authorization");
      const request = new Request(new URL(req.originalUrl, "http://metrics.invalid"), {
        method: req.method,
        headers: authorization ? { authorization } : {},
      });
      const response = await metrics.handleMetrics(request, token);
      res.status(response.status);
      response.headers.forEach((value, key) => {
        res.setHeader(key, value);
      });
      res.send(await response.text());
    } catch (error) {
      next(error);
    }
  };
}
