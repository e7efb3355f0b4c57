// Contrast of signature colours against the backgrounds they are read on: the white of a
// light-mode message and the near-black that dark-mode email clients paint behind it.
import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  isHexColor,
  normalizeHexColor,
  relativeLuminance,
} from "./colors.ts";

export { contrastRatio, relativeLuminance };

export const LIGHT_BACKGROUND = "#ffffff";
/** The near-black dark-mode clients use rather than pure black. */
export const DARK_BACKGROUND = "#121212";
/** WCAG's minimum for large text and graphics; what we ask of accents on both backgrounds. */
export const MIN_CONTRAST = 3;

/** Whether the colour reaches MIN_CONTRAST on both the light and the dark background. */
export function readableOnBoth(hex: string): boolean {
  return meetsContrast(normalizeHexColor(hex), [LIGHT_BACKGROUND, DARK_BACKGROUND], MIN_CONTRAST);
}

/** Lightness is searched in thousandths: finer than one step of an 8-bit channel. */
const LIGHTNESS_STEPS = 1000;

/**
 * The colour closest to `hex` that reaches `min` on every background: same hue and saturation
 * in HSL, lightness moved as little as possible (when a lighter and a darker colour are equally
 * near, the one with the better worst contrast). The colour itself when it already passes; null
 * when no lightness passes (or `hex` is not a hex colour). Lowercase `#rrggbb`.
 */
export function nearestReadableColor(
  hex: string,
  backgrounds: string[],
  min = MIN_CONTRAST,
): string | null {
  if (!isHexColor(hex)) return null;
  const color = normalizeHexColor(hex);
  if (meetsContrast(color, backgrounds, min)) return color;
  const { h, s, l } = hexToHsl(color);
  for (let step = 1; step <= LIGHTNESS_STEPS; step++) {
    const change = step / LIGHTNESS_STEPS;
    // hslToHex clamps lightness, so past 0 or 1 a direction just repeats black or white
    const passing = [l - change, l + change]
      .map((lightness) => hslToHex({ h, s, l: lightness }))
      .filter((candidate) => meetsContrast(candidate, backgrounds, min));
    if (passing.length > 0) {
      return passing.reduce((best, candidate) =>
        worstContrast(candidate, backgrounds) > worstContrast(best, backgrounds) ? candidate : best,
      );
    }
  }
  return null;
}

function meetsContrast(color: string, backgrounds: string[], min: number): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= min);
}

function worstContrast(color: string, backgrounds: string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}
