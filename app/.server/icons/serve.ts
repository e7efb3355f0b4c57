import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { parseIconPath } from "../../signature/icon-url.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { ProblemCode, problemResponse, tooManyRequests } from "../http/problem.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { createIconCache, type IconCache, type RenderedIcon } from "./cache.ts";

export type IconServeDeps = {
  /**
   * Counts renders (cache misses) per client IP: anyone can ask for any colour, and each new
   * one costs CPU and a cache slot. Cached icons are never limited.
   */
  renderLimiter?: RateLimiter;
  /** Where rendered icons are kept; the process-wide cache by default. */
  cache?: IconCache;
};

const processCache = createIconCache();

/**
 * GET `/icons/<version>/<shape>-<name>-<rrggbb>-<size>.png` (app/signature/icon-url.ts): the
 * icon as a PNG, rendered on first request and kept in memory. Pass the request for
 * `If-None-Match` (304), the render limit and the language of the 404 problem.
 */
export async function handleIconGet(
  pathname: string,
  request?: Request,
  { renderLimiter, cache = processCache }: IconServeDeps = {},
): Promise<Response> {
  const locale = request ? apiLocale(request) : DEFAULT_LOCALE;
  const icon = parseIconPath(pathname);
  if (!icon) {
    return problemResponse({ code: ProblemCode.NotFound, messageKey: "icons.notFound", locale });
  }
  const beforeRender = renderLimiter
    ? async () => {
        const limit = await renderLimiter.check(
          rateLimitKey(request ? clientIp(request) : "unknown"),
        );
        if (!limit.ok) throw new RenderLimitedError(limit.retryAfterSeconds);
      }
    : undefined;
  let rendered: RenderedIcon;
  try {
    rendered = await cache.get(pathname, icon, beforeRender);
  } catch (error) {
    if (!(error instanceof RenderLimitedError)) throw error;
    return tooManyRequests(error.retryAfterSeconds, locale);
  }
  return pngResponse(rendered, request?.headers.get("if-none-match") ?? null);
}

class RenderLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("icon render rate limited");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function pngResponse({ png, etag }: RenderedIcon, ifNoneMatch: string | null): Response {
  const headers = new Headers({
    "content-type": "image/png",
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "x-content-type-options": "nosniff",
    // Email clients and webmail fetch these from other origins.
    "cross-origin-resource-policy": "cross-origin",
  });
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(png.length));
  // Buffers from sharp never sit on a SharedArrayBuffer; the view avoids a copy.
  const body = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
  return new Response(body, { status: 200, headers });
}

/** RFC 9110 weak comparison, as If-None-Match requires. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .includes(etag);
}
