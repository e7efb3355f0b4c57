import { createHash } from "node:crypto";
import type { Metadata, SharpOptions } from "sharp";
import type { ImageTone } from "../../signature/photo-url.ts";
import { ProblemCode } from "../http/problem.ts";
import { PhotoRejectedError } from "./errors.ts";
import { type PhotoFormat, sniffPhotoFormat } from "./image-format.ts";
import {
  PHOTO_MAX_CONCURRENT_DECODES,
  PHOTO_MAX_DIMENSION,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_PROCESSING_TIMEOUT_SECONDS,
} from "./limits.ts";
import { createSemaphore } from "./semaphore.ts";
import { loadSharp } from "./sharp.ts";
import { imageTone } from "./tone.ts";

export type NormalizedPhoto = {
  /** First 24 hex digits of the SHA-256 of `png`: the same photo is stored once. */
  id: string;
  png: Buffer;
  width: number;
  height: number;
  /** How it shows on a dark or light background when transparent (tone.ts). */
  tone: ImageTone;
};

/**
 * Untrusted input: the pixel limit is checked from the header before decoding (a
 * decompression bomb is refused without being decoded); truncated or broken pixel data
 * fails the decode ("error" also refuses truncation; libjpeg's benign warnings still pass);
 * multi-frame images give their first frame.
 */
const DECODE_OPTIONS = {
  limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
  failOn: "error",
  autoOrient: true,
  pages: 1,
} as const satisfies SharpOptions;

const decodeSlot = createSemaphore(PHOTO_MAX_CONCURRENT_DECODES);

/**
 * Validates an uploaded image by decoding it, then re-encodes it as the stored original:
 * EXIF-oriented, every metadata block dropped (sharp writes none unless asked), sRGB 8-bit,
 * fitted inside PHOTO_MAX_DIMENSION² without enlargement, PNG; and judges its tone.
 */
export async function normalizePhoto(input: Buffer): Promise<NormalizedPhoto> {
  if (input.length === 0) throw new PhotoRejectedError(ProblemCode.PhotoMissing, "emptyFile");
  const format = sniffPhotoFormat(input);
  if (!format) throw unsupportedType();

  const sharp = await loadSharp();
  const metadata = await sharp(input, DECODE_OPTIONS)
    .metadata()
    .catch((error: unknown) => {
      throw rejectionFor(error);
    });
  if (!isExpectedFormat(metadata, format)) throw unsupportedType();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > PHOTO_MAX_INPUT_PIXELS) throw tooManyPixels();

  const { data, info, tone } = await decodeSlot(async () => {
    const normalized = await sharp(input, DECODE_OPTIONS)
      .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
      .resize({
        width: PHOTO_MAX_DIMENSION,
        height: PHOTO_MAX_DIMENSION,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .png()
      .toBuffer({ resolveWithObject: true });
    const hasAlpha = normalized.info.channels === 4;
    return { ...normalized, tone: await imageTone(normalized.data, { hasAlpha }) };
  }).catch((error: unknown) => {
    throw rejectionFor(error);
  });
  return { id: photoId(data), png: data, width: info.width, height: info.height, tone };
}

/** A stored photo's id: the first 24 hex digits of the SHA-256 of its PNG. */
export function photoId(png: Buffer): string {
  return createHash("sha256").update(png).digest("hex").slice(0, 24);
}

function isExpectedFormat(metadata: Metadata, sniffed: PhotoFormat): boolean {
  if (sniffed === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === sniffed;
}

/** sharp reports every failure as an Error; sort the expected ones by what they mean. */
function rejectionFor(error: unknown): PhotoRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|timeout/i.test(message)) return tooManyPixels(error);
  if (/unsupported image format/i.test(message)) return unsupportedType(error);
  return new PhotoRejectedError(ProblemCode.PhotoCorrupt, "corrupt", {}, { cause: error });
}

function unsupportedType(cause?: unknown) {
  return new PhotoRejectedError(ProblemCode.PhotoUnsupportedType, "unsupportedType", {}, { cause });
}

function tooManyPixels(cause?: unknown) {
  return new PhotoRejectedError(
    ProblemCode.PhotoTooManyPixels,
    "tooManyPixels",
    { maxMegapixels: PHOTO_MAX_INPUT_PIXELS / 1_000_000 },
    { cause },
  );
}
