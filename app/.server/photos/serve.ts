import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import {
  bannerVariantName,
  type ImageVariantPath,
  logoVariantName,
  PHOTO_ID_PATTERN,
  parseImageVariantPath,
} from "../../signature/photo-url.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { immutablePngResponse } from "../http/immutable-png.ts";
import { ProblemCode, problemResponse, tooManyRequests } from "../http/problem.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { renderBannerVariant, renderLogoVariant } from "./brand-variants.ts";
import type { PhotoStore } from "./store.ts";
import { renderVariant, variantName } from "./variant.ts";

export type PhotoServeDeps = {
  store: PhotoStore;
  /**
   * Counts renders (cache misses) per client IP: anyone can ask for any colour of a known
   * photo, and each new one costs CPU and disk. Cached variants are never limited.
   */
  renderLimiter?: RateLimiter;
  /** Told which photo was served (it is in use: ownership.ts); must not throw. */
  onServed?: (id: string) => void;
};

const ORIGINAL_PATH = /^\/photos\/([a-f0-9]{24})\.png$/;

/** Renders in progress, per store: concurrent requests for one variant share one render. */
const inFlight = new WeakMap<PhotoStore, Map<string, Promise<Buffer | null>>>();

/**
 * GET `/photos/<id>.png` (the stored original) and `/photos/<id>/<variant>.png`, a photo,
 * logo or banner variant (rendered on first request, then cached in the store). Pass the
 * request for `If-None-Match` (304) and for the language of the 404 problem.
 */
export async function handlePhotoGet(
  pathname: string,
  deps: PhotoServeDeps,
  request?: Request,
): Promise<Response> {
  const locale = request ? apiLocale(request) : DEFAULT_LOCALE;
  let found: { id: string; png: Buffer } | null;
  try {
    found = await findPhoto(pathname, deps, request);
  } catch (error) {
    if (!(error instanceof RenderLimitedError)) throw error;
    return tooManyRequests(error.retryAfterSeconds, locale);
  }
  if (!found) {
    return problemResponse({
      code: ProblemCode.PhotoNotFound,
      messageKey: "photos.notFound",
      locale,
    });
  }
  deps.onServed?.(found.id);
  return immutablePngResponse(found.png, request?.headers.get("if-none-match") ?? null);
}

class RenderLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("photo variant render rate limited");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The photo the path names, with its id (the original's, for a variant), or null. */
async function findPhoto(
  pathname: string,
  { store, renderLimiter }: PhotoServeDeps,
  request: Request | undefined,
): Promise<{ id: string; png: Buffer } | null> {
  const originalId = ORIGINAL_PATH.exec(pathname)?.[1];
  if (originalId && PHOTO_ID_PATTERN.test(originalId)) {
    const png = await store.getOriginal(originalId);
    return png && { id: originalId, png };
  }
  const parsed = parseImageVariantPath(pathname);
  if (!parsed) return null;
  const beforeRender = renderLimiter
    ? async () => {
        const ip = request ? clientIp(request) : "unknown";
        const limit = await renderLimiter.check(rateLimitKey(ip));
        if (!limit.ok) throw new RenderLimitedError(limit.retryAfterSeconds);
      }
    : undefined;
  const png = await getOrRenderVariant(store, parsed, beforeRender);
  return png && { id: parsed.id, png };
}

/** The cached variant, or a render of it (stored for next time); null for an unknown id. */
export function getOrRenderVariant(
  store: PhotoStore,
  parsed: ImageVariantPath,
  beforeRender?: () => Promise<void>,
): Promise<Buffer | null> {
  const { id } = parsed;
  const { name, render: renderFrom } = variantJob(parsed);
  const key = `${id}/${name}`;
  let renders = inFlight.get(store);
  if (!renders) {
    renders = new Map();
    inFlight.set(store, renders);
  }
  const pending = renders.get(key);
  if (pending) return pending;

  const render = (async () => {
    const cached = await store.getVariant(id, name);
    if (cached) return cached;
    const original = await store.getOriginal(id);
    if (!original) return null;
    await beforeRender?.();
    const png = await renderFrom(original);
    await store.putVariant(id, name, png);
    return png;
  })().finally(() => renders.delete(key));
  renders.set(key, render);
  return render;
}

/** A variant's store name (the last segment of its path) and how to render it. */
function variantJob(parsed: ImageVariantPath): {
  name: string;
  render: (original: Buffer) => Promise<Buffer>;
} {
  switch (parsed.kind) {
    case "photo":
      return {
        name: variantName(parsed.variant),
        render: (original) => renderVariant(original, parsed.variant),
      };
    case "logo":
      return {
        name: logoVariantName(parsed.variant),
        render: (original) => renderLogoVariant(original, parsed.variant),
      };
    case "banner":
      return {
        name: bannerVariantName(parsed.variant),
        render: (original) => renderBannerVariant(original, parsed.variant),
      };
  }
}
