import { crc32 } from "node:zlib";
import type { OverlayOptions, PngOptions } from "sharp";
import {
  PHOTO_MAX_BORDER_WIDTH,
  PHOTO_SIZES,
  type PhotoShape,
  type PhotoVariant,
} from "../../signature/photo-url.ts";
import { PHOTO_MAX_INPUT_PIXELS, PHOTO_PROCESSING_TIMEOUT_SECONDS } from "./limits.ts";
import { loadSharp } from "./sharp.ts";

/** Corner radius of the `rounded` shape, as a share of the side. */
export const ROUNDED_RADIUS_RATIO = 0.18;

/** The store name of a variant: the last segment of its URL without `.png`. */
export function variantName({ shape, border, color, width, size }: PhotoVariant): string {
  return `${shape}-${border}-${color}-${width}-${size}`;
}

/**
 * Renders what email clients show: a square cover-crop of the original (sharp's "attention"
 * strategy keeps the most salient region, usually the face) at 2 × `size` pixels, the shape
 * and border baked in, transparent outside the shape, as a palette PNG (a quarter of the
 * size of a truecolour one, indistinguishable at these sizes) marked 96 DPI.
 */
export async function renderVariant(
  originalPng: Buffer,
  variant: PhotoVariant,
  png: PngOptions = VARIANT_PNG_OPTIONS,
): Promise<Buffer> {
  checkVariant(variant);
  const side = variant.size * 2;
  const stroke = variant.border === "none" ? 0 : variant.width * 2;
  const layers: OverlayOptions[] = [];
  if (variant.shape !== "square") {
    layers.push({
      input: svg(side, shapeElement(variant.shape, side, 0, 'fill="#fff"')),
      blend: "dest-in",
    });
  }
  if (stroke > 0) {
    layers.push({ input: svg(side, borderElement(variant, side, stroke)), blend: "over" });
  }
  const sharp = await loadSharp();
  return sharp(originalPng, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: PHOTO_PROCESSING_TIMEOUT_SECONDS })
    .resize(side, side, { fit: "cover", position: sharp.strategy.attention })
    .toColourspace("srgb")
    .ensureAlpha()
    .composite(layers)
    .png(png)
    .toBuffer()
    .then(withDensity96);
}

/**
 * How variants are encoded: `node bench/photo-variants.ts` compares settings. The fastest
 * palette quantisation (effort 1) with the strongest deflate costs a third of the CPU of
 * effort 7 for 2–7 % more bytes on photos (docs/decisions/018).
 */
export const VARIANT_PNG_OPTIONS: PngOptions = { palette: true, compressionLevel: 9, effort: 1 };

/** 96 dots per inch in a PNG's pHYs chunk: 3,780 pixels per metre. */
const PIXELS_PER_METRE_96_DPI = 3780;

/**
 * Outlook for Windows rescales an image whose resolution is not 96 DPI (STACK-NOTES): the
 * variant gets a pHYs chunk saying 96 (sharp writes none here, and its withDensity() adds an
 * EXIF block too). Any pHYs already there is replaced; the new one goes right after IHDR.
 */
export function withDensity96(png: Buffer): Buffer {
  const data = Buffer.alloc(9);
  data.writeUInt32BE(PIXELS_PER_METRE_96_DPI, 0);
  data.writeUInt32BE(PIXELS_PER_METRE_96_DPI, 4);
  data[8] = 1; // unit: metre
  const typeAndData = Buffer.concat([Buffer.from("pHYs", "ascii"), data]);
  const chunk = Buffer.alloc(4 + typeAndData.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), chunk.length - 4);

  const signatureAndHeader = 8 + 8 + 13 + 4; // signature, IHDR length/type, data, CRC
  const parts = [png.subarray(0, signatureAndHeader), chunk];
  for (let offset = signatureAndHeader; offset < png.length; ) {
    const end = offset + 12 + png.readUInt32BE(offset);
    if (png.toString("ascii", offset + 4, offset + 8) !== "pHYs")
      parts.push(png.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(parts);
}

/** The values reach SVG markup: refuse anything the URL contract does not allow. */
function checkVariant({ shape, border, color, width, size }: PhotoVariant): void {
  const valid =
    ["circle", "rounded", "square"].includes(shape) &&
    ["none", "solid", "dashed"].includes(border) &&
    /^[0-9a-f]{6}$/i.test(color) &&
    Number.isInteger(width) &&
    width >= 0 &&
    width <= PHOTO_MAX_BORDER_WIDTH &&
    (PHOTO_SIZES as readonly number[]).includes(size);
  if (!valid)
    throw new RangeError(
      `invalid photo variant: ${JSON.stringify({ shape, border, color, width, size })}`,
    );
}

function svg(side: number, content: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${content}</svg>`,
  );
}

/** The shape inset by `inset` pixels on every side (a stroke is centred on its outline). */
function shapeElement(shape: PhotoShape, side: number, inset: number, attributes: string): string {
  const extent = side - 2 * inset;
  if (shape === "circle") {
    return `<circle cx="${side / 2}" cy="${side / 2}" r="${extent / 2}" ${attributes}/>`;
  }
  const radius = shape === "rounded" ? Math.max(0, side * ROUNDED_RADIUS_RATIO - inset) : 0;
  return `<rect x="${inset}" y="${inset}" width="${extent}" height="${extent}" rx="${radius}" ry="${radius}" ${attributes}/>`;
}

/** A ring `stroke` pixels wide inside the shape's edge; dashes spaced evenly all round. */
function borderElement(variant: PhotoVariant, side: number, stroke: number): string {
  const inset = stroke / 2;
  let attributes = `fill="none" stroke="#${variant.color.toLowerCase()}" stroke-width="${stroke}"`;
  if (variant.border === "dashed") {
    const perimeter = shapePerimeter(
      variant.shape,
      side - 2 * inset,
      side * ROUNDED_RADIUS_RATIO - inset,
    );
    const dash = Math.max(3 * stroke, 6);
    const gap = Math.max(2 * stroke, 4);
    const count = Math.max(4, Math.round(perimeter / (dash + gap)));
    const unit = perimeter / count;
    const dashLength = (unit * dash) / (dash + gap);
    attributes += ` stroke-dasharray="${round(dashLength)} ${round(unit - dashLength)}"`;
  }
  return shapeElement(variant.shape, side, inset, attributes);
}

function shapePerimeter(shape: PhotoShape, extent: number, roundedRadius: number): number {
  if (shape === "circle") return Math.PI * extent;
  const radius = shape === "rounded" ? Math.max(0, roundedRadius) : 0;
  return 4 * (extent - 2 * radius) + 2 * Math.PI * radius;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
