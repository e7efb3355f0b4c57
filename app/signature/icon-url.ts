// The one description of icon URLs (social and contact icons rendered as PNGs by
// app/.server/icons), shared by the renderer (which links to them) and the server (which
// parses them). Pure: no Node imports, it runs in the browser too.
import { SOCIAL_NETWORKS } from "./social.ts";

export const ICON_NAMES = [
  ...SOCIAL_NETWORKS,
  // a link of the person's own, then the contact lines
  "link",
  "phone",
  "mobile",
  "email",
  "website",
  "address",
] as const;

/**
 * `plain`: the glyph in the colour on transparent; `circle`: a disc in the colour with the
 * glyph in white or near-black, whichever contrasts more.
 */
export const ICON_SHAPES = ["plain", "circle"] as const;
/** Display sizes in CSS pixels; the PNG has twice as many pixels. */
export const ICON_SIZES = [16, 20, 24] as const;
/**
 * Part of every icon URL, which is cached forever: bump it whenever a glyph or the drawing
 * changes, so that old URLs keep their old meaning and new ones fetch the new drawing.
 */
export const ICON_SET_VERSION = "1";

export type IconName = (typeof ICON_NAMES)[number];
export type IconShape = (typeof ICON_SHAPES)[number];
export type IconSize = (typeof ICON_SIZES)[number];

export type IconSpec = {
  name: IconName;
  shape: IconShape;
  /** `#rrggbb` or `rrggbb` in; six lowercase hex digits without `#` out of `parseIconPath` */
  color: string;
  size: IconSize;
};

const HEX_COLOR = /^#?([0-9a-fA-F]{6})$/;
const ICON_PATH = new RegExp(
  `^/icons/${ICON_SET_VERSION}/(${ICON_SHAPES.join("|")})-(${ICON_NAMES.join("|")})-([0-9a-f]{6})-(${ICON_SIZES.join("|")})\\.png$`,
);

/** `/icons/<version>/<shape>-<name>-<rrggbb>-<size>.png`; throws on a value outside the contract. */
export function iconPath({ name, shape, color, size }: IconSpec): string {
  const hex = HEX_COLOR.exec(color)?.[1];
  if (
    !hex ||
    !(ICON_NAMES as readonly string[]).includes(name) ||
    !(ICON_SHAPES as readonly string[]).includes(shape) ||
    !(ICON_SIZES as readonly number[]).includes(size)
  ) {
    throw new RangeError(`invalid icon: ${JSON.stringify({ name, shape, color, size })}`);
  }
  return `/icons/${ICON_SET_VERSION}/${shape}-${name}-${hex.toLowerCase()}-${size}.png`;
}

/** The icon a path names (colour without `#`), or null unless it is exactly `iconPath`'s form. */
export function parseIconPath(path: string): IconSpec | null {
  const match = ICON_PATH.exec(path);
  if (!match) return null;
  const [, shape, name, color, size] = match;
  return {
    name: name as IconName,
    shape: shape as IconShape,
    color: color!,
    size: Number(size) as IconSize,
  };
}
