import { randomUUID } from "node:crypto";
import path from "node:path";
// Bundled by Vite into the server entry (server/start.ts), so the routes and this file share one
// module graph: the context key below is the very one the loaders read.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { createAuth } from "../app/.server/auth/auth.server.ts";
import { migrateAuthTables } from "../app/.server/auth/migrate.ts";
import { type AppServices, appContext } from "../app/.server/context.ts";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { migrateToLatest } from "../app/.server/db/migrate.ts";
import type { Config } from "../app/.server/env.ts";
import { createRateLimiter } from "../app/.server/http/rate-limit.ts";
import type { Logger } from "../app/.server/log.ts";
import { createMailer } from "../app/.server/mail/mailer.ts";
import { ensureSamplePhoto } from "../app/.server/photos/sample.ts";
import { createLocalPhotoStore } from "../app/.server/photos/store.ts";
import { photoOriginalPath } from "../app/signature/photo-url.ts";
import { originCheck } from "./origin-check.ts";
import { prerenderedFiles } from "./prerendered.ts";
import { securityHeaders } from "./security-headers.ts";

const serverBuild: ServerBuild = build;

export async function createServices(config: Config, log: Logger): Promise<AppServices> {
  const db = connectDatabase(config.databaseUrl);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
  });
  const auth = createAuth({ config, db, mailer, log });
  // Better Auth's tables first: ours may reference "user"(id) (ADR 006).
  const authChanges = await migrateAuthTables(auth);
  if (authChanges.length)
    log.info("auth tables migrated", { changes: authChanges, engine: db.engine });
  const applied = await migrateToLatest(db);
  if (applied.length) log.info("migrations applied", { migrations: applied, engine: db.engine });
  const photos = createLocalPhotoStore(config.photosDir);
  return {
    config,
    db,
    photos,
    mailer,
    auth,
    samplePhotoUrl: `${config.publicUrl}${photoOriginalPath(await ensureSamplePhoto(photos))}`,
    limiters: {
      photoUpload: createRateLimiter({ windowMs: 10 * 60_000, max: 30 }),
      // new variant renders only (cached ones are free): a colour-picker drag stays well under it
      photoRender: createRateLimiter({ windowMs: 60_000, max: 120 }),
      events: createRateLimiter({ windowMs: 60_000, max: 120 }),
      signatureApi: createRateLimiter({ windowMs: 60_000, max: config.apiRateLimit }),
      // anonymous and CPU-bound (render + compatibility check): a tighter budget, per IP
      render: createRateLimiter({ windowMs: 60_000, max: 120 }),
      contact: createRateLimiter({ windowMs: 60 * 60_000, max: config.contactRateLimit }),
    },
    buildId: serverBuild.assets.version,
  };
}

export function createApp(services: AppServices, log: Logger): express.Express {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

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

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await services.db.kysely.selectFrom("page_view_daily").select("day").limit(1).execute();
      res.set("Cache-Control", "no-store").json({ status: "ready" });
    } catch (error) {
      log.error("readiness check failed", { error });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  app.use(securityHeaders(config.publicUrl));
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
        const requestId = res.locals.requestId as string;
        context.set(appContext, {
          ...services,
          requestId,
          nonce: res.locals.nonce as string,
          log: log.child({ requestId }),
        });
        return context;
      },
    }),
  );
  return app;
}
