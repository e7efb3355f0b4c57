import { randomUUID } from "node:crypto";
import path from "node:path";
// Bundled by Vite into the server entry (server/start.ts), so the routes and this file share one
// module graph: the context key below is the very one the loaders read.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appContext } from "../app/.server/context.ts";
import type { Config } from "../app/.server/env.ts";
import { problemFor } from "../app/.server/http/problem.ts";
import type { Logger } from "../app/.server/log.ts";
import { createMetrics } from "../app/.server/metrics/metrics.ts";
import { createRouteLabeler } from "../app/.server/metrics/route-label.ts";
import { DEFAULT_LOCALE } from "../app/i18n/locales.ts";
import { metricsEndpoint, observeRequests } from "./metrics.ts";
import { originCheck } from "./origin-check.ts";
import { prerenderedFiles } from "./prerendered.ts";
import { readiness } from "./readiness.ts";
import { requestContext } from "./request-context.ts";
import { STRIPE_CHECKOUT_ORIGIN, securityHeaders } from "./security-headers.ts";
import { serviceRouter } from "./service-router.ts";
import type { Shutdown } from "./shutdown.ts";
import { closeAfterUnreadBody } from "./unread-body.ts";

const serverBuild: ServerBuild = build;

export function createApp(services: AppServices, log: Logger, shutdown: Shutdown): express.Express {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const metrics = createMetrics({ db: services.db });
  const routeLabel = createRouteLabeler(serverBuild.routes, {
    fixedPaths: ["/healthz", "/readyz", "/metrics"],
  });
  app.use(observeRequests(metrics, routeLabel));

  app.use((req, res, next) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    // Our own header carries the client address to the routes; never trust an incoming copy.
    req.headers["x-paraph-client-ip"] = req.ip ?? "unknown";
    const started = performance.now();
    res.on("finish", () => {
      log.info("request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      });
    });
    next();
  });
  app.use(shutdown.markResponses);
  app.use(closeAfterUnreadBody);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", readiness(services, log, shutdown));
  app.get("/metrics", metricsEndpoint(metrics, config.metricsToken));
  // The API, photos and build id: its own headers, origin check and compression (ADR 015).
  app.use(serviceRouter(services, log));

  app.use(securityHeaders(config.publicUrl, formRedirectOrigins(config)));
  app.use(compression());
  app.use(originCheck(config.publicUrl));

  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Prerendered content pages (and their .data, sitemaps, robots.txt) as static files.
  const prerendered = prerenderedFiles({ clientDir, config, log });
  app.use(prerendered.serve);
  app.use(
    prerendered.exceptOutputs(
      express.static(clientDir, { maxAge: "1h", redirect: false, index: false }),
    ),
  );

  app.use(
    createRequestHandler({
      build: serverBuild,
      mode: config.env === "development" ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(appContext, requestContext(services, res, log));
        return context;
      },
    }),
  );
  app.use(lastResort(log));
  return app;
}

/**
 * Errors no layer answered (a static file read failing, a bug in a middleware): logged with
 * the request id, answered without details, problem+json under /api/.
 */
function lastResort(log: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // e.g. a malformed path refused by the static file layer
    const status = (error as { status?: unknown } | null)?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (clientError) log.info("request refused", { requestId: res.locals.requestId, status });
    else log.error("unhandled error", { requestId: res.locals.requestId, path: req.path, error });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (clientError) {
      res.status(status).type("text/plain").send("Bad Request");
      return;
    }
    if (req.path.startsWith("/api/")) {
      const problem = problemFor("internalError", DEFAULT_LOCALE);
      res.status(problem.status).type(problem.headers.get("content-type") ?? "application/json");
      void problem.text().then((body) => res.send(body));
      return;
    }
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}

/**
 * Where a page's form may send the browser (CSP form-action covers the redirects that follow
 * a submission): Stripe Checkout from the pricing page, or the Stripe test server; Google's
 * sign-in from the sign-in and sign-up pages, whose authorization endpoint is on the origin
 * of its discovery document (accounts.google.com, or the test provider).
 */
function formRedirectOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.stripe)
    origins.push(
      config.stripe.apiUrl ? new URL(config.stripe.apiUrl).origin : STRIPE_CHECKOUT_ORIGIN,
    );
  if (config.google) origins.push(new URL(config.google.discoveryUrl).origin);
  return origins;
}
