import { photoId } from "./normalize.ts";
import { SAMPLE_PORTRAIT_PNG_BASE64 } from "./sample-portrait.generated.ts";
import type { PhotoStore } from "./store.ts";

// A drawn portrait for the landing page and the template gallery, so examples show how a
// photo looks (shape and border baked in) without shipping anyone's picture. The server ships
// it already rendered and normalized (sample-portrait.generated.ts, made from this SVG by
// `node scripts/sample-photo.ts`): drawing it with sharp cost every start ~100 ms, and the
// photo's id, a hash of the PNG's bytes, no longer changes with sharp's version.
export const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#818cf8"/>
    </linearGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <path d="M256 300c-96 0-170 58-182 150v62h364v-62c-12-92-86-150-182-150z" fill="url(#coat)"/>
  <path d="M216 300l40 70 40-70z" fill="#f8fafc"/>
  <rect x="226" y="250" width="60" height="64" rx="24" fill="#e0a98a"/>
  <ellipse cx="256" cy="196" rx="82" ry="94" fill="#f0bf9f"/>
  <path d="M172 190c-6-74 44-118 90-118 58 0 96 44 88 118-8-40-36-64-84-70-42 6-78 30-94 70z" fill="#3f2a1d"/>
</svg>`;

/** The stored sample photo: a normalized PNG (as an upload gives) and its content-hash id. */
export function samplePortrait(): { id: string; png: Buffer } {
  const png = Buffer.from(SAMPLE_PORTRAIT_PNG_BASE64, "base64");
  return { id: photoId(png), png };
}

/** Stores the sample portrait (idempotent: content-addressed) and returns its photo id. */
export async function ensureSamplePhoto(store: PhotoStore): Promise<string> {
  const { id, png } = samplePortrait();
  await store.putOriginal(id, png);
  return id;
}
