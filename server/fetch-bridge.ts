import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { jsonTextOf } from "../app/.server/http/json-text-response.ts";
import { isStreamedResponse } from "../app/.server/http/streamed-response.ts";

/**
 * The Fetch API Request of an Express request: its URL on the host it was asked for, its
 * headers, its body as a stream (read only if the handler reads it; none for GET and HEAD),
 * and a signal that aborts when the client goes away before the answer is sent.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  const incoming = req.headers;
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined) continue;
    if (typeof value === "string") headers.append(name, value);
    else for (const item of value) headers.append(name, item);
  }
  const controller = new AbortController();
  res.once("close", () => {
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
  // The URL is parsed once, by Request. Concatenated rather than resolved, so a path such as
  // `//other.example/x` stays a path; a Host header that is not a valid host falls back to
  // localhost (only the path is used here).
  try {
    return new Request(
      `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
      init,
    );
  } catch {
    return new Request(`${req.protocol}://localhost${req.originalUrl}`, init);
  }
}

/** What the body of a response may become on its way out (compression). */
export type BodyEncoder = (body: Buffer, contentType: string) => Buffer;

/** The compressing stream a streamed body goes through, or null to send it as it is. */
export type StreamEncoder = (contentType: string) => Transform | null;

/**
 * Bodies the handlers build whole (JSON, problem+json, text, HTML): read at once and sent
 * with a Content-Length in one write. Others (photos) are streamed as they come.
 */
const WHOLE_BODY = /^(?:application\/(?:problem\+)?json|text\/)/;

/**
 * Writes a Fetch API Response to Express: status, headers (each Set-Cookie kept), body. A
 * whole body goes through `encode` (when given) before it is sent.
 */
export async function sendFetchResponse(
  res: ExpressResponse,
  response: Response,
  encode?: BodyEncoder,
  encodeStream?: StreamEncoder,
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  let contentType = "";
  let cookies = false;
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") cookies = true;
    else {
      if (name === "content-type") contentType = value;
      res.setHeader(name, value);
    }
  });
  if (cookies) res.setHeader("set-cookie", response.headers.getSetCookie());
  if (!response.body) {
    res.end();
    return;
  }
  if (WHOLE_BODY.test(contentType) && !isStreamedResponse(response)) {
    const text = jsonTextOf(response);
    let body: Buffer =
      text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
    if (encode) body = encode(body, contentType);
    if (res.destroyed || res.writableEnded) return;
    res.setHeader("content-length", body.length);
    res.end(body);
    return;
  }
  const transform = isStreamedResponse(response) ? encodeStream?.(contentType) : null;
  try {
    if (transform) {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), transform, res);
    } else {
      await writeReadableStreamToWritable(response.body, res);
    }
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
