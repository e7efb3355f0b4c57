import type { Server } from "node:http";
import { ConfigError, loadConfig } from "../app/.server/env.ts";
import { createLogger } from "../app/.server/log.ts";
import { createApp, createServices } from "./app.ts";

// The bundle's entry also exports the React Router build, so `react-router build` can load it
// to prerender the content pages (react-router.config.ts). The module's declaration is an
// `export =` (server/virtual-modules.d.ts, for the namespace import in app.ts), which
// TypeScript will not re-export; the bundler re-exports its named bindings.
// @ts-expect-error TS2498
export * from "virtual:react-router/server-build";

/** Boots the whole product: configuration, database and migrations, HTTP, shutdown. */
export async function start(): Promise<Server> {
  const bootStarted = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const services = await createServices(config, log);
  const app = createApp(services, log);

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      services.mailer.close();
      await services.db.kysely.destroy();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // Announced only once the process can also be stopped cleanly.
  log.info("ready", {
    url: config.publicUrl,
    port,
    engine: services.db.engine,
    startupMs: Math.round(performance.now() - bootStarted),
  });
  return server;
}
