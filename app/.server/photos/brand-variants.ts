import type { PngOptions } from "sharp";
import {
  BANNER_MAX,
  type BannerVariant,
  type DisplaySize,
  IMAGE_TONES,
  isDisplaySizeWithin,
  LOGO_MAX,
  type LogoVariant,
} from "../../signature/photo-url.ts";
import { PHOTO_MAX_INPUT_PIXELS, PHOTO_PROCESSING_TIMEOUT_SECONDS } from "./limits.ts";
import { loadSharp } from "./sharp.ts";
import { VARIANT_PNG_OPTIONS, withDensity96 } from "./variant.ts";

// Company logos and banners, rendered from a stored original like the photo variants
// (variant.ts): 2× the display size, palette PNG, 96 DPI, cached by serve.ts.

/** Halo of a `-halo` logo: this many pixels (at 2×) round the opaque pixels… */
export const HALO_RADIUS = 2;
/** …white at this opacity, under the logo. */
export const HALO_OPACITY = 0.9;
/** A banner is re-encoded with fewer colours until it fits this (a 600 × 200 one is 1200 × 400). */
export const BANNER_TARGET_BYTES = 120_000;
/**
 * Banner encodings, best first; the first under BANNER_TARGET_BYTES wins, else the last. Flat
 * artwork fits at full quality; photographs need libimagequant's quality target, undithered
 * (dithering is noise to deflate): a camera-like photo ends at step 2, a street scene at 3.
 */
export const BANNER_PNG_LADDER: readonly PngOptions[] = [
  VARIANT_PNG_OPTIONS,
  { ...VARIANT_PNG_OPTIONS, quality: 40, dither: 0 },
  { ...VARIANT_PNG_OPTIONS, quality: 20, dither: 0 },
];

const SOURCE_OPTIONS = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" } as const;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The whole logo, its ratio kept, centred in exactly 2 × width by 2 × height pixels on
 * transparency. With `halo`, it is inset by HALO_RADIUS and drawn over a white halo that
 * follows its opaque pixels (a dark logo stays visible on a dark-mode background).
 */
export async function renderLogoVariant(
  originalPng: Buffer,
  variant: LogoVariant,
  png: PngOptions = VARIANT_PNG_OPTIONS,
): Promise<Buffer> {
  checkSize(variant, LOGO_MAX);
  if (!IMAGE_TONES.includes(variant.tone)) throw invalid("logo", variant);
  const sharp = await loadSharp();
  const width = variant.width * 2;
  const height = variant.height * 2;
  const inset = variant.halo ? HALO_RADIUS : 0;
  const logo = sharp(originalPng, SOURCE_OPTIONS)
    .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
    .ensureAlpha()
    .resize(width - 2 * inset, height - 2 * inset, { fit: "contain", background: TRANSPARENT })
    .extend({ top: inset, bottom: inset, left: inset, right: inset, background: TRANSPARENT })
    .toColourspace("srgb");
  if (!variant.halo) return logo.png(png).toBuffer().then(withDensity96);

  const { data, info } = await logo.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 4 } as const;
  return sharp(haloUnder(data, info.width, info.height), { raw })
    .composite([{ input: data, raw, blend: "over" }])
    .png(png)
    .toBuffer()
    .then(withDensity96);
}

/**
 * The original cover-cropped (centred) to exactly 2 × width by 2 × height pixels, encoded
 * along BANNER_PNG_LADDER.
 */
export async function renderBannerVariant(
  originalPng: Buffer,
  variant: BannerVariant,
  ladder: readonly PngOptions[] = BANNER_PNG_LADDER,
): Promise<Buffer> {
  checkSize(variant, BANNER_MAX);
  const sharp = await loadSharp();
  const { data, info } = await sharp(originalPng, SOURCE_OPTIONS)
    .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
    .resize(variant.width * 2, variant.height * 2, { fit: "cover" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let encoded: Buffer | undefined;
  for (const options of ladder) {
    encoded = await sharp(data, { raw })
      .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
      .png(options)
      .toBuffer();
    if (encoded.length <= BANNER_TARGET_BYTES) break;
  }
  if (!encoded) throw new RangeError("empty banner PNG ladder");
  return withDensity96(encoded);
}

/**
 * An RGBA layer: white where the logo's alpha, dilated by HALO_RADIUS (a disc), is not
 * zero, at HALO_OPACITY of that dilated alpha; transparent elsewhere.
 */
function haloUnder(rgba: Buffer, width: number, height: number): Buffer {
  const offsets: [number, number][] = [];
  for (let dy = -HALO_RADIUS; dy <= HALO_RADIUS; dy++)
    for (let dx = -HALO_RADIUS; dx <= HALO_RADIUS; dx++)
      if (dx * dx + dy * dy <= HALO_RADIUS * (HALO_RADIUS + 1)) offsets.push([dx, dy]);
  const halo = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let alpha = 0;
      for (const [dx, dy] of offsets) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        alpha = Math.max(alpha, rgba[(ny * width + nx) * 4 + 3]!);
      }
      const offset = (y * width + x) * 4;
      halo[offset] = 255;
      halo[offset + 1] = 255;
      halo[offset + 2] = 255;
      halo[offset + 3] = Math.round(alpha * HALO_OPACITY);
    }
  }
  return halo;
}

function checkSize(size: DisplaySize, max: DisplaySize): void {
  if (!isDisplaySizeWithin(size, max)) throw invalid(max === LOGO_MAX ? "logo" : "banner", size);
}

function invalid(kind: string, variant: object): RangeError {
  return new RangeError(`invalid ${kind} variant: ${JSON.stringify(variant)}`);
}
