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

// Company logos and banners: uploaded like photos, shown through their own variants. A logo
// keeps its ratio inside LOGO_MAX, a banner fills its box (cover-cropped); both PNGs have
// twice the display pixels. The `tone` letter of a logo URL says how its opaque pixels look
// on a transparent background, so the renderer knows when a dark-mode halo is needed.

/** Largest display size of a logo, in CSS pixels. */
export const LOGO_MAX = { width: 200, height: 64 } as const;
/** The box an uploaded logo is first fitted in: the size most signatures show a logo at. */
export const LOGO_BOX = { width: 160, height: 48 } as const;
/** Largest display size of a banner, in CSS pixels (the usual email width). */
export const BANNER_MAX = { width: 600, height: 200 } as const;
/** Smallest display side of a logo or banner, in CSS pixels. */
export const IMAGE_MIN_SIDE = 8;
/**
 * How an uploaded image looks: `dark` / `light` when it is transparent and its opaque
 * pixels are dark / light on average (a dark logo vanishes on a dark-mode background),
 * `solid` otherwise (opaque, or neither dark nor light).
 */
export const IMAGE_TONES = ["dark", "light", "solid"] as const;

export type ImageTone = (typeof IMAGE_TONES)[number];
export type DisplaySize = { width: number; height: number };
export type LogoVariant = DisplaySize & { tone: ImageTone; halo: boolean };
export type BannerVariant = DisplaySize;
/** Every variant the server renders, by kind. */
export type ImageVariantPath =
  | { kind: "photo"; id: string; variant: PhotoVariant }
  | { kind: "logo"; id: string; variant: LogoVariant }
  | { kind: "banner"; id: string; variant: BannerVariant };

const TONE_LETTERS = { dark: "d", light: "l", solid: "s" } as const satisfies Record<
  ImageTone,
  string
>;
const TONES_BY_LETTER: Record<string, ImageTone> = { d: "dark", l: "light", s: "solid" };

const SIDE = "([1-9]\\d{0,2})";
const ORIGIN = "(https?:\\/\\/[^/?#]+)?";
const ID = "([a-f0-9]{24})";
const LOGO_URL = new RegExp(`^${ORIGIN}\\/photos\\/${ID}\\/logo-${SIDE}x${SIDE}-([dls])\\.png$`);
const BANNER_URL = new RegExp(`^${ORIGIN}\\/photos\\/${ID}\\/banner-${SIDE}x${SIDE}\\.png$`);
const LOGO_PATH = new RegExp(`^\\/photos\\/${ID}\\/logo-${SIDE}x${SIDE}-([dls])(-halo)?\\.png$`);
const BANNER_PATH = new RegExp(`^\\/photos\\/${ID}\\/banner-${SIDE}x${SIDE}\\.png$`);

/**
 * The display size of a `width` × `height` image inside `max`: the same ratio, never larger
 * than the image itself nor than `max`, whole pixels, at least IMAGE_MIN_SIDE on each side
 * (so a very thin image is slightly stretched rather than invisible).
 */
export function fitWithin(width: number, height: number, max: DisplaySize): DisplaySize {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`invalid image size: ${width} × ${height}`);
  }
  const scale = Math.min(max.width / width, max.height / height, 1);
  const side = (value: number, limit: number) =>
    Math.min(limit, Math.max(IMAGE_MIN_SIDE, Math.round(value * scale)));
  return { width: side(width, max.width), height: side(height, max.height) };
}

/** `/photos/<id>/logo-<w>x<h>-<d|l|s>[-halo].png` */
export function logoVariantPath(id: string, variant: LogoVariant): string {
  return `/photos/${id}/${logoVariantName(variant)}.png`;
}

/** `/photos/<id>/banner-<w>x<h>.png` */
export function bannerVariantPath(id: string, variant: BannerVariant): string {
  return `/photos/${id}/${bannerVariantName(variant)}.png`;
}

/** The last segment of a logo variant's path without `.png` (its name in the store). */
export function logoVariantName({ width, height, tone, halo }: LogoVariant): string {
  return `logo-${width}x${height}-${TONE_LETTERS[tone]}${halo ? "-halo" : ""}`;
}

/** The last segment of a banner variant's path without `.png` (its name in the store). */
export function bannerVariantName({ width, height }: BannerVariant): string {
  return `banner-${width}x${height}`;
}

/** Reads a stored logo URL (`https://host/photos/<id>/logo-<w>x<h>-<t>.png`, no halo). */
export function parseLogoUrl(
  url: string,
): ({ origin: string | null; id: string; tone: ImageTone } & DisplaySize) | null {
  const match = LOGO_URL.exec(url);
  if (!match) return null;
  const size = sizeWithin(match[3]!, match[4]!, LOGO_MAX);
  if (!size) return null;
  return { origin: match[1] ?? null, id: match[2]!, ...size, tone: TONES_BY_LETTER[match[5]!]! };
}

/** Reads a stored banner URL (`https://host/photos/<id>/banner-<w>x<h>.png`). */
export function parseBannerUrl(
  url: string,
): ({ origin: string | null; id: string } & DisplaySize) | null {
  const match = BANNER_URL.exec(url);
  if (!match) return null;
  const size = sizeWithin(match[3]!, match[4]!, BANNER_MAX);
  if (!size) return null;
  return { origin: match[1] ?? null, id: match[2]!, ...size };
}

/** The id of the photo behind a stored photo, logo or banner URL, or null. */
export function photoIdOfUrl(url: string): string | null {
  return (parsePhotoUrl(url) ?? parseLogoUrl(url) ?? parseBannerUrl(url))?.id ?? null;
}

/** Any variant path the server renders (photo, logo or banner), or null. */
export function parseImageVariantPath(path: string): ImageVariantPath | null {
  const photo = parsePhotoVariantPath(path);
  if (photo) return { kind: "photo", ...photo };
  const logo = LOGO_PATH.exec(path);
  if (logo) {
    const size = sizeWithin(logo[2]!, logo[3]!, LOGO_MAX);
    if (!size) return null;
    const tone = TONES_BY_LETTER[logo[4]!]!;
    return { kind: "logo", id: logo[1]!, variant: { ...size, tone, halo: Boolean(logo[5]) } };
  }
  const banner = BANNER_PATH.exec(path);
  if (banner) {
    const size = sizeWithin(banner[2]!, banner[3]!, BANNER_MAX);
    return size ? { kind: "banner", id: banner[1]!, variant: size } : null;
  }
  return null;
}

/** Whether a display size is one a logo or banner variant may have. */
export function isDisplaySizeWithin({ width, height }: DisplaySize, max: DisplaySize): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width >= IMAGE_MIN_SIDE &&
    height >= IMAGE_MIN_SIDE &&
    width <= max.width &&
    height <= max.height
  );
}

function sizeWithin(width: string, height: string, max: DisplaySize): DisplaySize | null {
  const size = { width: Number(width), height: Number(height) };
  return isDisplaySizeWithin(size, max) ? size : null;
}
