import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/.server/log.ts";

/** Connections are closed once they have been idle this long during a drain. */
export const IDLE_CLOSE_MS = 500;
/**
 * The listener stays open this long after the decision to close it: connections already in
 * the accept queue, and requests already sent but not yet read, are taken in and answered.
 */
export const SETTLE_MS = 100;

export type Shutdown = {
  /** Express middleware: while draining, every response closes its connection. */
  markResponses: (req: Request, res: Response, next: NextFunction) => void;
  readonly draining: boolean;
  /** The server to drain (once it listens); its connections are tracked from then on. */
  attach: (server: Server) => void;
  /** Drains and stops the process: exit 0 when everything finished within the timeout. */
  begin: (reason: string, options?: { exitCode?: number; delayMs?: number }) => void;
};

export type ShutdownOptions = {
  log: Logger;
  timeoutMs: number;
  /** Closes the database, the shared store… once no request is left. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
};

type Connection = { requests: number; idleSince: number };

/**
 * Graceful stop (SIGTERM, SIGINT, a fatal error). From the signal on, `/readyz` says
 * draining and every response is written with `Connection: close`. After `delayMs` (time for
 * a load balancer to notice; SHUTDOWN_DELAY_MS for SIGTERM) the listener closes, and
 * connections are closed as they go idle — only after IDLE_CLOSE_MS without a request, so a
 * request already on its way over a kept-alive connection is read and answered, not reset.
 * In-flight requests finish; after `timeoutMs` what is left is cut. Then the backends are
 * released and the process exits: 0 after a clean drain, 1 when connections had to be cut or
 * the stop came from a fatal error.
 */
export function createShutdown({
  log,
  timeoutMs,
  release,
  exit = (code) => process.exit(code),
}: ShutdownOptions): Shutdown {
  let draining = false;
  let server: Server | undefined;
  const connections = new Map<Socket, Connection>();

  function closeIdle(now: number) {
    for (const [socket, connection] of connections) {
      if (connection.requests === 0 && now - connection.idleSince >= IDLE_CLOSE_MS) {
        socket.destroy();
      }
    }
  }

  return {
    get draining() {
      return draining;
    },
    attach(listening) {
      server = listening;
      listening.on("connection", (socket: Socket) => {
        connections.set(socket, { requests: 0, idleSince: performance.now() });
        socket.once("close", () => connections.delete(socket));
      });
      listening.on("request", (req: Request, res: Response) => {
        const connection = connections.get(req.socket);
        if (!connection) return;
        connection.requests += 1;
        res.once("close", () => {
          connection.requests -= 1;
          connection.idleSince = performance.now();
        });
      });
    },
    markResponses(_req, res, next) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        if (draining && !res.headersSent) res.setHeader("connection", "close");
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      next();
    },
    begin(reason, { exitCode = 0, delayMs = 0 } = {}) {
      if (draining) return;
      draining = true;
      const started = performance.now();
      log.info("shutting down", { reason, delayMs, timeoutMs });
      const target = server;
      if (!target) {
        exit(exitCode);
        return;
      }
      let sweep: NodeJS.Timeout | undefined;
      const closed = new Promise<void>((resolve) => {
        setTimeout(() => {
          // net.Server's close, not http.Server's: that one also closes every connection
          // without a request in progress at once, resetting requests already on their way.
          NetServer.prototype.close.call(target, () => resolve());
          sweep = setInterval(() => closeIdle(performance.now()), 100);
          closeIdle(performance.now());
        }, delayMs + SETTLE_MS);
      });
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<true>((resolve) => {
        timer = setTimeout(() => resolve(true), delayMs + SETTLE_MS + timeoutMs);
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
