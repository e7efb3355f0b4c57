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

describe("readable text colour", () => {
  // The first implementation: the rule the faster one keeps, for every grey and 5,000 colours.
  function luminance(hex: string) {
    const channels = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  }
  function reference(background: string, dark = "#111827") {
    const ratio = (a: string, b: string) => {
      const [light, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (darker! + 0.05);
    };
    return ratio(background, "#ffffff") >= 4.5 ||
      ratio(background, "#ffffff") >= ratio(background, dark)
      ? "#ffffff"
      : dark;
  }

  it("is the same as the reference rule", () => {
    const colours: string[] = [];
    for (let grey = 0; grey < 256; grey++)
      colours.push(`#${grey.toString(16).padStart(2, "0").repeat(3)}`);
    for (let index = 0; index < 5_000; index++) {
      colours.push(`#${((index * 2_654_435_761) >>> 8).toString(16).padStart(6, "0").slice(-6)}`);
    }
    for (const colour of colours) {
      expect(readableTextOn(colour), colour).toBe(reference(colour));
      expect(readableTextOn(colour, "#334155"), colour).toBe(reference(colour, "#334155"));
      expect(contrastRatio(colour, "#111827")).toBe(
        (() => {
          const [a, b] = [luminance(colour), luminance("#111827")].sort((x, y) => y - x);
          return (a! + 0.05) / (b! + 0.05);
        })(),
      );
    }
  });
});
