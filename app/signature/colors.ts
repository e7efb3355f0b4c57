// Hex colours as the signature stores them: `#rrggbb`, lowercase.

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** `#ABC` → `#aabbcc`, `#A1B2C3` → `#a1b2c3`; anything else is returned unchanged. */
export function normalizeHexColor(value: string): string {
  if (!HEX_COLOR.test(value)) return value;
  const digits = value.slice(1).toLowerCase();
  return digits.length === 3
    ? `#${[...digits].map((digit) => digit + digit).join("")}`
    : `#${digits}`;
}

/** A `#rrggbb` colour, or the fallback when the value is not a hex colour. */
export function hexColorOr(value: unknown, fallback: string): string {
  return typeof value === "string" && isHexColor(value.trim())
    ? normalizeHexColor(value.trim())
    : fallback;
}

/** One channel (two hex digits from `start`), linearised. */
function linearChannel(hex: string, start: number): number {
  const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a `#rgb` or `#rrggbb` colour: 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const hex = color.length === 4 ? normalizeHexColor(color) : color;
  return (
    0.2126 * linearChannel(hex, 1) + 0.7152 * linearChannel(hex, 3) + 0.0722 * linearChannel(hex, 5)
  );
}

/** WCAG contrast ratio between two `#rgb` or `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return luminanceRatio(relativeLuminance(a), relativeLuminance(b));
}

function luminanceRatio(one: number, other: number): number {
  return one >= other ? (one + 0.05) / (other + 0.05) : (other + 0.05) / (one + 0.05);
}

const WHITE = "#ffffff";
const WHITE_LUMINANCE = relativeLuminance(WHITE);

/** White text on the background when it reads well (≥ 4.5:1), else the dark colour. */
export function readableTextOn(background: string, dark = "#111827"): string {
  const luminance = relativeLuminance(background);
  const onWhite = luminanceRatio(luminance, WHITE_LUMINANCE);
  return onWhite >= 4.5 || onWhite >= luminanceRatio(luminance, relativeLuminance(dark))
    ? WHITE
    : dark;
}

/** A colour in HSL: hue in degrees (0 to 360), saturation and lightness from 0 to 1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** `#rgb` or `#rrggbb` → HSL (greys have hue and saturation 0). */
export function hexToHsl(color: string): Hsl {
  const hex = normalizeHexColor(color);
  const [r, g, b] = [1, 3, 5].map(
    (start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255,
  );
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l };
  const s = Math.min(1, chroma / (1 - Math.abs(2 * l - 1)));
  const sector =
    max === r
      ? ((g! - b!) / chroma + 6) % 6
      : max === g
        ? (b! - r!) / chroma + 2
        : (r! - g!) / chroma + 4;
  return { h: sector * 60, s, l };
}

/** HSL → `#rrggbb` (saturation and lightness are clamped to 0..1). */
export function hslToHex({ h, s, l }: Hsl): string {
  const lightness = Math.min(1, Math.max(0, l));
  const amount = Math.min(1, Math.max(0, s)) * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (((n + h / 30) % 12) + 12) % 12;
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * `color` mixed with white: `amount` 0 keeps it, 1 gives white. `tint("#1d4ed8", 0.92)` is
 * the pale wash of the accent behind a Card signature. `#rgb` or `#rrggbb` in, `#rrggbb` out.
 */
export function tint(color: string, amount: number): string {
  const hex = normalizeHexColor(color);
  const white = Math.min(1, Math.max(0, amount));
  let result = "#";
  for (const start of [1, 3, 5]) {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16);
    result += Math.round(channel + (255 - channel) * white)
      .toString(16)
      .padStart(2, "0");
  }
  return result;
}
