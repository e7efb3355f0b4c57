import type { Server } from "node:http";
import type { AppServices } from "../app/.server/context.ts";
import { type Config, ConfigError, loadConfig } from "../app/.server/env.ts";
import { startHousekeeping } from "../app/.server/housekeeping.ts";
import { createLogger, type Logger } from "../app/.server/log.ts";
import { secretBesideDataWarning } from "../app/.server/server-secret.ts";
import { legalNoticeWarning } from "../app/legal/.server/index.ts";
import { createApp } from "./app.ts";
import { closeServices, createServices } from "./services.ts";
import { createShutdown, IDLE_GRACE_MS } from "./shutdown.ts";
import { createStartupPhases } from "./startup-phases.ts";

// Not `import { createServer } from "node:http"`: importing node:http as an ES module builds
// its namespace, whose WebSocket getters load undici (~40 ms of every start, for nothing).
const { createServer } = process.getBuiltinModule("node:http");

// The bundle's entry also exports the React Router build, so `react-router build` can load it
// to prerender the content pages (react-router.config.ts). The module's declaration is an
// `export =` (server/virtual-modules.d.ts, for the namespace import in app.ts), which
// TypeScript will not re-export; the bundler re-exports its named bindings.
// @ts-expect-error TS2498
export * from "virtual:react-router/server-build";

/**
 * Boots the whole product: configuration, backends and migrations, HTTP, shutdown. Any
 * failure before `ready` (bad configuration, unreachable database, port in use) is logged
 * with its cause and ends the process with exit code 1.
 */
export async function start(): Promise<Server> {
  // performance.now() counts from the process's start: this much went to Node's own start
  // and to loading this bundle and the packages it imports.
  const loadMs = Math.round(performance.now());
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const secretWarning = secretBesideDataWarning(config);
  if (secretWarning) log.warn(secretWarning.message, secretWarning.fields);
  const legalWarning = legalNoticeWarning(config);
  if (legalWarning) log.warn(legalWarning.message, legalWarning.fields);
  let services: AppServices | undefined;
  const phases = createStartupPhases();
  try {
    services = await phases.time("services", () => createServices(config, log, phases));
    const ready = services;
    const housekeeping = startHousekeeping(ready, log);
    const shutdown = createShutdown({
      log,
      timeoutMs: config.shutdownTimeoutMs,
      release: () => {
        housekeeping.stop();
        return closeServices(ready);
      },
    });
    const server = createServer(createApp(ready, log, shutdown));
    server.keepAliveTimeout = 65_000;
    await phases.time("listen", () => listen(server, config));
    server.on("error", (error) => log.error("server error", { error }));
    shutdown.attach(server);
    process.on("SIGTERM", () =>
      shutdown.begin("SIGTERM", { delayMs: config.shutdownDelayMs, idleGraceMs: IDLE_GRACE_MS }),
    );
    process.on("SIGINT", () => shutdown.begin("SIGINT"));
    watchFatalErrors(log, (reason) => shutdown.begin(reason, { exitCode: 1 }));
    const address = server.address();
    // Since the process started (spawn → ready), as `npm run bench` measures it.
    const startupMs = Math.round(performance.now());
    // Announced only once the process can also be stopped cleanly.
    log.info("ready", {
      url: config.publicUrl,
      port: typeof address === "object" && address ? address.port : config.port,
      engine: ready.db.engine,
      sharedStore: ready.redis ? "redis" : "memory",
      startupMs,
    });
    const cpu = process.cpuUsage();
    log.debug("startup", {
      startupMs,
      // CPU time of every thread so far: what start-up costs, however busy the machine is
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      phases: { load: loadMs, ...phases.durations },
    });
    return server;
  } catch (error) {
    log.error("start failed", { error });
    if (services) await closeServices(services).catch(() => undefined);
    process.exit(1);
  }
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * A bug that escaped every handler leaves the process in an unknown state: log it, stop
 * taking requests, let the others finish, exit 1 (the supervisor starts a fresh one).
 */
function watchFatalErrors(log: Logger, stop: (reason: string) => void) {
  process.on("uncaughtException", (error) => {
    log.error("uncaught exception", { error });
    stop("uncaughtException");
  });
  process.on("unhandledRejection", (error) => {
    log.error("unhandled rejection", { error });
    stop("unhandledRejection");
  });
}
