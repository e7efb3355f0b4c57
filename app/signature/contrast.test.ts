import { describe, expect, it } from "vitest";
import { COLOR_PRESETS } from "./color-presets.ts";
import { hexToHsl, hslToHex } from "./colors.ts";
import {
  contrastRatio,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  MIN_CONTRAST,
  nearestReadableColor,
  readableOnBoth,
  relativeLuminance,
} from "./contrast.ts";

const BOTH = [LIGHT_BACKGROUND, DARK_BACKGROUND];

describe("relative luminance and contrast", () => {
  it("measures the ends of the scale", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000")).toBeCloseTo(21, 10);
  });

  it("matches known pairs", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#1d4ed8", "#ffffff")).toBeCloseTo(6.7, 2);
    expect(contrastRatio("#111827", "#ffffff")).toBeCloseTo(17.74, 2);
    expect(contrastRatio("#ffffff", DARK_BACKGROUND)).toBeCloseTo(18.73, 2);
    expect(contrastRatio("#1d4ed8", DARK_BACKGROUND)).toBeCloseTo(2.8, 2);
  });

  it("is symmetric", () => {
    expect(contrastRatio("#1d4ed8", "#fde047")).toBe(contrastRatio("#fde047", "#1d4ed8"));
  });
});

describe("readable on both backgrounds", () => {
  it("accepts mid-tones and rejects colours that vanish on one side", () => {
    expect(readableOnBoth("#6b7280")).toBe(true); // 4.83 on white, 3.87 on #121212
    expect(readableOnBoth("#1d4ed8")).toBe(false); // 2.80 on #121212
    expect(readableOnBoth("#111827")).toBe(false);
    expect(readableOnBoth("#fff")).toBe(false);
  });
});

describe("nearest readable colour", () => {
  /** Every lightness strictly between the colour and the answer fails: nothing closer passes. */
  function nothingCloserPasses(hex: string, answer: string, backgrounds: string[], min: number) {
    const from = hexToHsl(hex);
    const to = hexToHsl(answer).l;
    const direction = Math.sign(to - from.l);
    for (let l = from.l; direction * (to - l) > 0.002; l += direction * 0.001) {
      const candidate = hslToHex({ ...from, l });
      expect(backgrounds.every((b) => contrastRatio(candidate, b) >= min)).toBe(false);
    }
  }

  it("returns the colour itself, normalised, when it already passes", () => {
    expect(nearestReadableColor("#1D4ED8", [LIGHT_BACKGROUND], 4.5)).toBe("#1d4ed8");
    expect(nearestReadableColor("#666", BOTH)).toBe("#666666");
  });

  it("moves #777777 to #767676 for 4.5:1 on white", () => {
    expect(nearestReadableColor("#777777", [LIGHT_BACKGROUND], 4.5)).toBe("#767676");
  });

  it("lightens a blue just enough for dark mode, keeping its hue", () => {
    const answer = nearestReadableColor("#1d4ed8", BOTH)!;
    expect(answer).toMatch(/^#[0-9a-f]{6}$/);
    for (const background of BOTH) {
      expect(contrastRatio(answer, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    const before = hexToHsl("#1d4ed8");
    const after = hexToHsl(answer);
    expect(after.l).toBeGreaterThan(before.l);
    expect(after.l - before.l).toBeLessThan(0.1);
    expect(Math.abs(after.h - before.h)).toBeLessThan(2);
    expect(Math.abs(after.s - before.s)).toBeLessThan(0.03);
    nothingCloserPasses("#1d4ed8", answer, BOTH, MIN_CONTRAST);
  });

  it("finds a passing, nearest colour for every preset and a few awkward colours", () => {
    for (const hex of [
      ...COLOR_PRESETS.map((preset) => preset.color),
      "#000000",
      "#ffffff",
      "#ff0",
    ]) {
      const answer = nearestReadableColor(hex, BOTH);
      expect(answer, hex).not.toBeNull();
      for (const background of BOTH) {
        expect(contrastRatio(answer!, background), hex).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      nothingCloserPasses(hex, answer!, BOTH, MIN_CONTRAST);
    }
  });

  it("returns null when no lightness can pass every background", () => {
    // ≥ 4.5 on white needs luminance ≤ 0.183, on #121212 ≥ 0.202
    expect(nearestReadableColor("#1d4ed8", BOTH, 4.5)).toBeNull();
    expect(nearestReadableColor("#777777", ["#ffffff", "#000000"], 5)).toBeNull();
  });

  it("returns null for something that is not a hex colour", () => {
    expect(nearestReadableColor("blue", BOTH)).toBeNull();
  });
});
