import type { ImageTone } from "../../signature/photo-url.ts";
import { PHOTO_MAX_INPUT_PIXELS, PHOTO_PROCESSING_TIMEOUT_SECONDS } from "./limits.ts";
import { loadSharp } from "./sharp.ts";

/** An image is transparent when at least this share of its pixels has alpha < 128. */
export const TRANSPARENT_SHARE = 0.1;
/** Mean relative luminance of the opaque pixels below which a transparent image is dark. */
export const DARK_BELOW = 0.3;
/** … and above which it is light. */
export const LIGHT_ABOVE = 0.75;
/** The tone is judged on a copy fitted in this square: cheap, and enough for an average. */
const TONE_SAMPLE_SIDE = 128;

/** WCAG relative luminance of each 8-bit sRGB channel value, once linearised. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

/**
 * The tone of RGBA pixels (IMAGE_TONES): `dark` or `light` when the image is transparent
 * (TRANSPARENT_SHARE) and the mean relative luminance of its visible pixels, weighted by
 * their alpha (on a downscaled copy a thin stroke is partly transparent), is below DARK_BELOW
 * or above LIGHT_ABOVE; `solid` otherwise.
 */
export function toneOfPixels(rgba: Uint8Array): ImageTone {
  const pixels = rgba.length / 4;
  let transparent = 0;
  let weight = 0;
  let luminance = 0;
  for (let offset = 0; offset < rgba.length; offset += 4) {
    const alpha = rgba[offset + 3]!;
    if (alpha < 128) transparent += 1;
    if (alpha === 0) continue;
    const pixel =
      0.2126 * LINEAR[rgba[offset]!]! +
      0.7152 * LINEAR[rgba[offset + 1]!]! +
      0.0722 * LINEAR[rgba[offset + 2]!]!;
    luminance += pixel * alpha;
    weight += alpha;
  }
  if (pixels === 0 || weight === 0 || transparent / pixels < TRANSPARENT_SHARE) return "solid";
  const mean = luminance / weight;
  if (mean < DARK_BELOW) return "dark";
  if (mean > LIGHT_ABOVE) return "light";
  return "solid";
}

/** The tone of a normalized PNG; one without an alpha channel is `solid` without decoding. */
export async function imageTone(
  png: Buffer,
  { hasAlpha }: { hasAlpha: boolean },
): Promise<ImageTone> {
  if (!hasAlpha) return "solid";
  const sharp = await loadSharp();
  const { data } = await sharp(png, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
    .resize(TONE_SAMPLE_SIDE, TONE_SAMPLE_SIDE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toneOfPixels(data);
}
