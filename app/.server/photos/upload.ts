import { apiLocale } from "../../i18n/detect.ts";
import { type ImageTone, photoOriginalPath } from "../../signature/photo-url.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { problemResponse, tooManyRequests } from "../http/problem.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { PhotoRejectedError } from "./errors.ts";
import { normalizePhoto } from "./normalize.ts";
import { readPhotoFromMultipart } from "./read-multipart.ts";
import type { PhotoStore } from "./store.ts";

export type PhotoUploadDeps = {
  store: PhotoStore;
  /** Origin the photo URLs are built on, e.g. https://paraph.app (no trailing slash needed). */
  publicUrl: string;
  /** Keyed by client IP (IPv6 by /64); every attempt counts, valid or not. */
  limiter?: RateLimiter;
  /** Records the photo's owner, before its bytes are stored (ownership.ts). */
  recordOwner?: (photo: { id: string; bytes: number }) => Promise<void>;
};

export type PhotoUploadResult = {
  id: string;
  url: string;
  /** Pixels of the stored original. */
  width: number;
  height: number;
  tone: ImageTone;
};

/**
 * POST multipart/form-data with one file in field `photo` → 201 `{ id, url, width, height,
 * tone }` (the stored original's size; tone.ts).
 * Refusals are 4xx problem+json in the request's locale, and store nothing.
 */
export async function handlePhotoUpload(
  request: Request,
  deps: PhotoUploadDeps,
): Promise<Response> {
  const locale = apiLocale(request);
  if (deps.limiter) {
    const limit = await deps.limiter.check(rateLimitKey(clientIp(request)));
    if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, locale);
  }
  try {
    const upload = await readPhotoFromMultipart(request);
    const photo = await normalizePhoto(upload);
    await deps.recordOwner?.({ id: photo.id, bytes: photo.png.length });
    await deps.store.putOriginal(photo.id, photo.png);
    const body: PhotoUploadResult = {
      id: photo.id,
      url: photoUrl(deps.publicUrl, photo.id),
      width: photo.width,
      height: photo.height,
      tone: photo.tone,
    };
    return Response.json(body, {
      status: 201,
      headers: { location: body.url, "cache-control": "no-store" },
    });
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    return problemResponse({
      code: error.code,
      messageKey: `photos.${error.messageKey}`,
      values: error.values,
      locale,
    });
  }
}

function photoUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${photoOriginalPath(id)}`;
}
