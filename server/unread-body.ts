import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";

/** How long a refused upload may go on being sent (and discarded) after the answer. */
export const LINGER_MS = 2_000;
/** How much of it is read and discarded before the connection is cut anyway. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A response written before its request's body was read to the end (a refusal: too large,
 * not signed in, rate limited…) must reach a client that is still uploading, then end the
 * connection, which cannot be reused mid-body. So: `Connection: close`, and instead of
 * Node's immediate close (which resets the connection while the client still sends, and a
 * reset can discard the answer before the client reads it), a lingering close: our side of
 * the connection ends after the answer, what the client still sends is read and discarded
 * for up to LINGER_MS / LINGER_MAX_BYTES, then the socket is destroyed.
 */
export function closeAfterUnreadBody(req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete && hasBody(req) && !res.headersSent) {
      res.setHeader("connection", "close");
      lingerOnClose(req);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}

/**
 * Whether the request announced a body. One without (a GET) is not `complete` either while the
 * handler runs synchronously: Node marks it complete only once the `request` event returns, so
 * answers given at once (/healthz, prerendered pages) would otherwise close their connection.
 */
function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function lingerOnClose(req: Request): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  // Node ends a `Connection: close` response with socket.destroySoon(): take its place once.
  socket.destroySoon = () => {
    socket.end();
    let discarded = 0;
    // Whatever was reading the body (a request stream nobody pulls any more) lets go of it.
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_MAX_BYTES) socket.destroy();
    });
    req.on("error", () => socket.destroy());
    req.once("end", () => socket.destroy());
    req.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}
