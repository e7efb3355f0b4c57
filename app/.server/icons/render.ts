import { contrastRatio } from "../../signature/colors.ts";
import { ICON_NAMES, ICON_SHAPES, ICON_SIZES, type IconSpec } from "../../signature/icon-url.ts";
import { loadSharp } from "../photos/sharp.ts";
import { withDensity96 } from "../photos/variant.ts";
import { encodeIconPng, type Rgb } from "./palette-png.ts";
import { ICON_SOURCES } from "./sources.generated.ts";

/** Margin around a `plain` glyph, as a share of the side: room for its anti-aliased edge. */
export const PLAIN_INSET_RATIO = 1 / 16;
/** Side of the glyph on a `circle`, as a share of the disc's diameter. */
export const CIRCLE_GLYPH_RATIO = 0.58;
/** The glyph on a light disc; white goes on a dark one. */
export const DARK_GLYPH_COLOR = "#111827";
export const LIGHT_GLYPH_COLOR = "#ffffff";

/**
 * Renders what email clients show: the icon at 2 × `size` pixels square, drawn by sharp
 * (librsvg) and encoded as a 4-bit palette PNG of its exact colours (palette-png.ts), marked
 * 96 DPI. `plain` is the glyph in the colour on transparent; `circle` a disc in the colour
 * with the glyph in whichever of white and near-black contrasts more with it.
 */
export async function renderIcon(icon: IconSpec): Promise<Buffer> {
  const svg = iconSvg(icon);
  const color = hexColor(icon.color);
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const png =
    icon.shape === "circle"
      ? encodeIconPng(data, info.width, rgb(color), rgb(glyphColorOn(color)))
      : encodeIconPng(data, info.width, rgb(color));
  return withDensity96(png);
}

/** The SVG drawing of an icon at its pixel size (2 × `size`). */
export function iconSvg(icon: IconSpec): string {
  checkIcon(icon);
  const side = icon.size * 2;
  const color = hexColor(icon.color);
  let content: string;
  if (icon.shape === "circle") {
    const margin = Math.round((side * (1 - CIRCLE_GLYPH_RATIO)) / 2);
    content =
      `<circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}" fill="${color}"/>` +
      glyph(icon, margin, side - 2 * margin, glyphColorOn(color));
  } else {
    const inset = side * PLAIN_INSET_RATIO;
    content = glyph(icon, inset, side - 2 * inset, color);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${content}</svg>`;
}

/** White or near-black, whichever has the higher WCAG contrast ratio with the disc. */
export function glyphColorOn(disc: string): string {
  return contrastRatio(disc, LIGHT_GLYPH_COLOR) >= contrastRatio(disc, DARK_GLYPH_COLOR)
    ? LIGHT_GLYPH_COLOR
    : DARK_GLYPH_COLOR;
}

/** `#rrggbb`, lowercase. */
function hexColor(color: string): string {
  return `#${color.replace(/^#/, "").toLowerCase()}`;
}

function rgb(hex: string): Rgb {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

/** The glyph scaled into the square at (`offset`, `offset`) of side `extent`. */
function glyph(icon: IconSpec, offset: number, extent: number, color: string): string {
  const { viewBox, body } = ICON_SOURCES[icon.name];
  return `<svg x="${offset}" y="${offset}" width="${extent}" height="${extent}" viewBox="${viewBox}" overflow="visible">${body.replaceAll("currentColor", color)}</svg>`;
}

/** The values reach SVG markup: refuse anything the URL contract does not allow. */
function checkIcon({ name, shape, color, size }: IconSpec): void {
  const valid =
    (ICON_NAMES as readonly string[]).includes(name) &&
    (ICON_SHAPES as readonly string[]).includes(shape) &&
    /^#?[0-9a-f]{6}$/i.test(color) &&
    (ICON_SIZES as readonly number[]).includes(size);
  if (!valid) throw new RangeError(`invalid icon: ${JSON.stringify({ name, shape, color, size })}`);
}
