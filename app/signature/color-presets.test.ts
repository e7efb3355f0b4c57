import { describe, expect, it } from "vitest";
import { COLOR_PRESETS, MIN_TEXT_CONTRAST } from "./color-presets.ts";
import { contrastRatio, isHexColor, readableTextOn } from "./colors.ts";
import { SIGNATURE_DEFAULTS } from "./schema.ts";

describe("colour presets", () => {
  it.each(COLOR_PRESETS)("$id ($color) reads as text on white (WCAG AA)", ({ color }) => {
    expect(isHexColor(color)).toBe(true);
    expect(color).toBe(color.toLowerCase());
    expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(COLOR_PRESETS)("$id carries white text as a button or band", ({ color }) => {
    expect(readableTextOn(color)).toBe("#ffffff");
  });

  it("are distinct and include the default text and accent colours", () => {
    const colors = COLOR_PRESETS.map((preset) => preset.color);
    expect(new Set(colors).size).toBe(colors.length);
    expect(new Set(COLOR_PRESETS.map((preset) => preset.id)).size).toBe(colors.length);
    expect(colors).toContain(SIGNATURE_DEFAULTS.textColor);
    expect(colors).toContain(SIGNATURE_DEFAULTS.accentColor);
  });
});
