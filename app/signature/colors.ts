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

function relativeLuminance(hex: string): number {
  return (
    0.2126 * linearChannel(hex, 1) + 0.7152 * linearChannel(hex, 3) + 0.0722 * linearChannel(hex, 5)
  );
}

/** WCAG contrast ratio between two `#rrggbb` colours (1 to 21). */
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
