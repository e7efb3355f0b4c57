import { describe, expect, it } from "vitest";
import { contrastRatio, hexColorOr, normalizeHexColor, readableTextOn } from "./colors.ts";

describe("colours", () => {
  it("normalises #rgb and upper case to #rrggbb", () => {
    expect(normalizeHexColor("#ABC")).toBe("#aabbcc");
    expect(normalizeHexColor("#1D4ED8")).toBe("#1d4ed8");
    expect(normalizeHexColor("red")).toBe("red");
  });

  it("falls back for anything that is not a hex colour", () => {
    expect(hexColorOr(" #FFF ", "#000000")).toBe("#ffffff");
    expect(hexColorOr("red;background:url(x)", "#000000")).toBe("#000000");
    expect(hexColorOr(42, "#000000")).toBe("#000000");
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });

  it("puts white text on dark accents and dark text on light ones", () => {
    expect(readableTextOn("#1d4ed8")).toBe("#ffffff");
    expect(readableTextOn("#0f766e")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe("#111827");
    expect(readableTextOn("#ffffff")).toBe("#111827");
  });
});
