import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from "node:zlib";
import type { Request, Response } from "express";
import type { BodyEncoder, StreamEncoder } from "./fetch-bridge.ts";

/**
 * Service answers smaller than this go uncompressed. Below the initial congestion window (10
 * segments, about 14 KB) a smaller body saves no round trip, and compressing costs more CPU
 * than sending (a signature's 0.8 KB JSON: about 50 µs in brotli's default quality, through
 * the middleware's streams several times that). Above it (a list of 20 signatures is 16 KB,
 * 1.1 KB compressed) bandwidth is worth a few tens of µs. ADR 015 has the measurements.
 */
export const COMPRESS_MIN_BYTES = 8 * 1024;

const COMPRESSIBLE = /^(?:application\/(?:problem\+)?json|text\/)/;

/**
 * The service router's compression: whole bodies of at least COMPRESS_MIN_BYTES, in one
 * synchronous call (no stream, no thread-pool round trip), brotli at quality 1 or gzip at
 * level 1 (the fastest settings: JSON still shrinks ~15×), as the client's Accept-Encoding
 * prefers.
 */
export function serviceCompression(req: Request, res: Response): BodyEncoder {
  return (body, contentType) => {
    if (body.length < COMPRESS_MIN_BYTES || !COMPRESSIBLE.test(contentType)) return body;
    if (res.hasHeader("content-encoding")) return body;
    res.appendHeader("vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") {
      res.setHeader("content-encoding", "br");
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    }
    if (encoding === "gzip") {
      res.setHeader("content-encoding", "gzip");
      return gzipSync(body, { level: 1 });
    }
    return body;
  };
}

/**
 * The same for a body written as it is produced (a batch render): a compressing stream with
 * the same fastest settings, its length unknown in advance.
 */
export function serviceStreamCompression(req: Request, res: Response): StreamEncoder {
  return (contentType) => {
    if (!COMPRESSIBLE.test(contentType) || res.hasHeader("content-encoding")) return null;
    res.appendHeader("vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") {
      res.setHeader("content-encoding", "br");
      return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    }
    if (encoding === "gzip") {
      res.setHeader("content-encoding", "gzip");
      return createGzip({ level: 1 });
    }
    return null;
  };
}

/**
 * brotli or gzip, whichever Accept-Encoding ranks higher (brotli on a tie: smaller and, at
 * quality 1, faster), or null for neither; `*` stands for any coding not named.
 */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const entry of header.split(",")) {
    const [coding = "", ...params] = entry.split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(quality) ? quality : 0;
    const name = coding.trim().toLowerCase();
    if (name === "br") br = weight;
    else if (name === "gzip" || name === "x-gzip") gzip = weight;
    else if (name === "*") any = weight;
  }
  const brWeight = br ?? any ?? 0;
  const gzipWeight = gzip ?? any ?? 0;
  if (brWeight > 0 && brWeight >= gzipWeight) return "br";
  return gzipWeight > 0 ? "gzip" : null;
}
