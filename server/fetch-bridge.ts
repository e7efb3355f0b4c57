import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * The Fetch API Request of an Express request: its URL on the host it was asked for, its
 * headers, its body as a stream (read only if the handler reads it), and a signal that aborts
 * when the client goes away before the answer is sent.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = requestUrl(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Concatenated rather than resolved, so a path such as `//other.example/x` stays a path. A
 * Host header that is not a valid host falls back to localhost (only the path is used here).
 */
function requestUrl(req: ExpressRequest): URL {
  try {
    return new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    return new URL(`${req.protocol}://localhost${req.originalUrl}`);
  }
}

/** Writes a Fetch API Response to Express: status, headers (each Set-Cookie kept), body. */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
