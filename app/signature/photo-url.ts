// The one description of hosted photo URLs, shared by the renderer (which links to
// variants) and the server (which parses and generates them).
export const PHOTO_ID_PATTERN = /^[a-f0-9]{24}$/;
export const PHOTO_SHAPES = ["circle", "rounded", "square"] as const;
export const PHOTO_BORDERS = ["none", "solid", "dashed"] as const;
/** Display sizes in CSS pixels a template may ask for; the PNG has twice as many pixels. */
export const PHOTO_SIZES = [48, 64, 72, 80, 96, 112, 128] as const;
export const PHOTO_MAX_BORDER_WIDTH = 6;

export type PhotoShape = (typeof PHOTO_SHAPES)[number];
export type PhotoBorder = (typeof PHOTO_BORDERS)[number];
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export type PhotoVariant = {
  shape: PhotoShape;
  border: PhotoBorder;
  /** six lowercase hex digits, no `#` */
  color: string;
  /** border width in CSS pixels, 0..PHOTO_MAX_BORDER_WIDTH */
  width: number;
  size: PhotoSize;
};

const VARIANT_PATH =
  /^\/photos\/([a-f0-9]{24})\/(circle|rounded|square)-(none|solid|dashed)-([a-f0-9]{6})-(\d)-(\d{2,3})\.png$/;
const PHOTO_URL = /^(https?:\/\/[^/?#]+)?\/photos\/([a-f0-9]{24})(?:\.png)?$/;

export function photoOriginalPath(id: string): string {
  return `/photos/${id}.png`;
}

export function photoVariantPath(id: string, variant: PhotoVariant): string {
  const { shape, border, color, width, size } = variant;
  return `/photos/${id}/${shape}-${border}-${color}-${width}-${size}.png`;
}

export function parsePhotoVariantPath(path: string): { id: string; variant: PhotoVariant } | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  const [, id, shape, border, color, width, size] = match;
  const widthNumber = Number(width);
  const sizeNumber = Number(size);
  if (widthNumber > PHOTO_MAX_BORDER_WIDTH) return null;
  if (!(PHOTO_SIZES as readonly number[]).includes(sizeNumber)) return null;
  return {
    id: id!,
    variant: {
      shape: shape as PhotoShape,
      border: border as PhotoBorder,
      color: color!,
      width: widthNumber,
      size: sizeNumber as PhotoSize,
    },
  };
}

/** Reads a stored `photoUrl` (`https://host/photos/<id>.png`) into its origin and id. */
export function parsePhotoUrl(url: string): { origin: string | null; id: string } | null {
  const match = PHOTO_URL.exec(url);
  if (!match) return null;
  return { origin: match[1] ?? null, id: match[2]! };
}
