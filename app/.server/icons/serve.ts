import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { parseIconPath } from "../../signature/icon-url.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { immutablePngResponse } from "../http/immutable-png.ts";
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
  return immutablePngResponse(
    rendered.png,
    request?.headers.get("if-none-match") ?? null,
    rendered.etag,
  );
}

class RenderLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("icon render rate limited");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
