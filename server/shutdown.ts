import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/.server/log.ts";

/**
 * Once the listener is closed, a connection is closed when it has been idle this long (a
 * graceful stop, SIGTERM): a client between two requests has time to send its next one, which
 * is answered with `Connection: close`, rather than having its connection closed just as it
 * writes on it, even when it pauses or is slowed down. HTTP/1.1 has no other way to tell a
 * client to stop using a connection.
 */
export const IDLE_GRACE_MS = 2_000;
/** The same for a quick stop (SIGINT, a fatal error). */
export const IDLE_CLOSE_MS = 500;
/**
 * The listener stays open this long after the decision to close it: connections whose
 * handshake is under way, and requests already sent but not yet read, are taken in.
 */
export const SETTLE_MS = 100;
/**
 * Turns of the event loop the listener waits, at most, for one in which it accepted no
 * connection (its accept queue was empty) before it closes: a connection still in the queue
 * when the listener closes is reset by the kernel.
 */
export const MAX_CLOSE_TURNS = 50;

export type Shutdown = {
  /** Express middleware: once the listener is closed, every response closes its connection. */
  markResponses: (req: Request, res: Response, next: NextFunction) => void;
  readonly draining: boolean;
  /** The server to drain (once it listens); its connections are tracked from then on. */
  attach: (server: Server) => void;
  /** Drains and stops the process: exit 0 when everything finished within the timeout. */
  begin: (
    reason: string,
    options?: { exitCode?: number; delayMs?: number; idleGraceMs?: number },
  ) => void;
};

export type ShutdownOptions = {
  log: Logger;
  timeoutMs: number;
  /** Closes the database, the shared store… once no request is left. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
};

type Connection = {
  requests: number;
  idleSince: number;
  /** bytes read from the socket when it last became idle: more means a request is arriving */
  bytesAtIdle: number;
};

/**
 * Graceful stop (SIGTERM, SIGINT, a fatal error), so that every request that reached the
 * process is answered (docs/production.md, ADR 031):
 * 1. from the signal, `/readyz` says draining; everything else is served as before, for
 *    `delayMs` (time for a load balancer to notice; SHUTDOWN_DELAY_MS for SIGTERM) and
 *    SETTLE_MS. Clients are not told to reconnect yet: new connections would race the close.
 * 2. the listener closes in a turn of the event loop that accepted nothing, once its accept
 *    queue has been taken in; from then on new connections are refused (never reset) and
 *    every response is written with `Connection: close`, so a request on a kept-alive
 *    connection is answered and that client's next one opens a connection that is refused.
 * 3. connections close once idle for `idleGraceMs` (IDLE_GRACE_MS for SIGTERM) with nothing
 *    unread, judged right after the event loop read what had arrived; in-flight requests
 *    finish.
 * After `timeoutMs` what is left is cut. Then the backends are released and the process
 * exits: 0 after a clean drain, 1 when connections had to be cut or the stop came from a
 * fatal error.
 */
export function createShutdown({
  log,
  timeoutMs,
  release,
  exit = (code) => process.exit(code),
}: ShutdownOptions): Shutdown {
  let draining = false;
  let listenerClosed = false;
  let accepted = 0;
  let server: Server | undefined;
  const connections = new Map<Socket, Connection>();

  function closeIdle(idleGraceMs: number) {
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (
        connection.requests === 0 &&
        now - connection.idleSince >= idleGraceMs &&
        socket.bytesRead === connection.bytesAtIdle
      ) {
        socket.destroy();
      }
    }
  }

  /**
   * Closes the listener in the first turn of the event loop that accepts no connection, then
   * calls `closing`; `closed` once every connection has ended too.
   */
  function closeListener(target: Server, closing: () => void, closed: () => void, turn = 0) {
    const before = accepted;
    // setImmediate runs right after the poll phase, where queued connections are accepted
    setImmediate(() => {
      if (accepted !== before && turn < MAX_CLOSE_TURNS) {
        closeListener(target, closing, closed, turn + 1);
        return;
      }
      // net.Server's close, not http.Server's: that one also closes every connection
      // without a request in progress at once, resetting requests already on their way.
      NetServer.prototype.close.call(target, closed);
      listenerClosed = true;
      log.info("listener closed", { turns: turn + 1, connections: connections.size });
      closing();
    });
  }

  return {
    get draining() {
      return draining;
    },
    attach(listening) {
      server = listening;
      listening.on("connection", (socket: Socket) => {
        accepted += 1;
        connections.set(socket, { requests: 0, idleSince: performance.now(), bytesAtIdle: 0 });
        socket.once("close", () => connections.delete(socket));
      });
      listening.on("request", (req: Request, res: Response) => {
        const connection = connections.get(req.socket);
        if (!connection) return;
        connection.requests += 1;
        res.once("close", () => {
          connection.requests -= 1;
          connection.idleSince = performance.now();
          connection.bytesAtIdle = req.socket.bytesRead;
        });
      });
    },
    markResponses(_req, res, next) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        if (listenerClosed && !res.headersSent) res.setHeader("connection", "close");
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      next();
    },
    begin(reason, { exitCode = 0, delayMs = 0, idleGraceMs = IDLE_CLOSE_MS } = {}) {
      if (draining) return;
      draining = true;
      const started = performance.now();
      log.info("shutting down", { reason, delayMs, idleGraceMs, timeoutMs });
      const target = server;
      if (!target) {
        exit(exitCode);
        return;
      }
      let sweep: NodeJS.Timeout | undefined;
      const closed = new Promise<void>((resolve) => {
        setTimeout(() => {
          const sweepIdle = () => {
            closeIdle(idleGraceMs);
            // each sweep right after a poll phase: what had arrived has been read
            sweep = setInterval(() => setImmediate(() => closeIdle(idleGraceMs)), 100);
          };
          closeListener(target, sweepIdle, () => resolve());
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
