import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/.server/log.ts";

export type Shutdown = {
  /** Express middleware: while draining, every response closes its connection. */
  markResponses: (req: Request, res: Response, next: NextFunction) => void;
  readonly draining: boolean;
  /** The server to drain (once it listens). */
  attach: (server: Server) => void;
  /** Drains and stops the process: exit 0 when everything finished within the timeout. */
  begin: (reason: string, exitCode?: number) => void;
};

export type ShutdownOptions = {
  log: Logger;
  timeoutMs: number;
  /** Closes the database, the shared store… once no request is left. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * Graceful stop (SIGTERM, SIGINT, a fatal error): stop accepting connections; answer every
 * further response with `Connection: close` (at the moment it is written, so requests
 * already running when the signal came get it too) and close connections as soon as they
 * are idle; let in-flight requests finish; after `timeoutMs`, cut what is left. Then release
 * the backends and exit: 0 after a clean drain, 1 when connections had to be cut or the stop
 * came from a fatal error.
 */
export function createShutdown({
  log,
  timeoutMs,
  release,
  exit = (code) => process.exit(code),
}: ShutdownOptions): Shutdown {
  let draining = false;
  let server: Server | undefined;
  return {
    attach(listening) {
      server = listening;
    },
    get draining() {
      return draining;
    },
    markResponses(_req, res, next) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        if (draining && !res.headersSent) res.setHeader("connection", "close");
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      next();
    },
    begin(reason, exitCode = 0) {
      if (draining) return;
      draining = true;
      const started = performance.now();
      log.info("shutting down", { reason, timeoutMs });
      const target = server;
      if (!target) {
        exit(exitCode);
        return;
      }
      const closed = new Promise<void>((resolve) => target.close(() => resolve()));
      target.closeIdleConnections();
      // Keep-alive connections whose last response left before the signal are idle now or soon.
      const sweep = setInterval(() => target.closeIdleConnections(), 100);
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<true>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs);
      });
      void Promise.race([closed.then(() => false as const), expired]).then(async (cut) => {
        clearInterval(sweep);
        clearTimeout(timer);
        if (cut) {
          log.warn("shutdown timeout: cutting the remaining connections", { timeoutMs });
          target.closeAllConnections();
        }
        await release().catch((error: unknown) => log.error("release failed", { error }));
        const code = cut ? 1 : exitCode;
        log.info("stopped", {
          reason,
          ms: Math.round(performance.now() - started),
          exitCode: code,
        });
        exit(code);
      });
    },
  };
}
