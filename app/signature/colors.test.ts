import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  hexColorOr,
  hexToHsl,
  hslToHex,
  normalizeHexColor,
  readableTextOn,
  relativeLuminance,
  tint,
} from "./colors.ts";

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

describe("HSL", () => {
  it("converts known colours", () => {
    expect(hexToHsl("#ffffff")).toEqual({ h: 0, s: 0, l: 1 });
    expect(hexToHsl("#000")).toEqual({ h: 0, s: 0, l: 0 });
    expect(hexToHsl("#ff0000")).toEqual({ h: 0, s: 1, l: 0.5 });
    const blue = hexToHsl("#1d4ed8");
    expect(blue.h).toBeCloseTo(224.3, 1);
    expect(blue.s).toBeCloseTo(0.763, 3);
    expect(blue.l).toBeCloseTo(0.48, 3);
    expect(hslToHex({ h: 120, s: 1, l: 0.25 })).toBe("#008000");
    expect(hslToHex({ h: -120, s: 1, l: 0.5 })).toBe("#0000ff");
    expect(hslToHex({ h: 0, s: 0.5, l: 1.2 })).toBe("#ffffff");
  });

  it("round-trips every colour", () => {
    for (let index = 0; index < 5_000; index++) {
      const colour = `#${((index * 2_654_435_761) >>> 8).toString(16).padStart(6, "0").slice(-6)}`;
      expect(hslToHex(hexToHsl(colour)), colour).toBe(colour);
    }
  });

  it("gives #rgb the luminance of #rrggbb", () => {
    expect(relativeLuminance("#abc")).toBe(relativeLuminance("#aabbcc"));
    expect(contrastRatio("#abc", "#fff")).toBe(contrastRatio("#aabbcc", "#ffffff"));
  });
});

describe("tint", () => {
  it("mixes a colour with white", () => {
    expect(tint("#1d4ed8", 0)).toBe("#1d4ed8");
    expect(tint("#1d4ed8", 1)).toBe("#ffffff");
    expect(tint("#000000", 0.5)).toBe("#808080");
    // 0x1d + (0xff - 0x1d) × 0.92 = 236.92…, and so on for each channel
    expect(tint("#1d4ed8", 0.92)).toBe("#edf1fc");
    expect(tint("#ABC", 0.5)).toBe(tint("#aabbcc", 0.5));
  });

  it("clamps the amount and stays a lowercase #rrggbb", () => {
    expect(tint("#0f766e", -1)).toBe("#0f766e");
    expect(tint("#0f766e", 2)).toBe("#ffffff");
    for (const colour of ["#fde047", "#111827", "#9d174d"]) {
      expect(tint(colour, 0.92)).toMatch(/^#[0-9a-f]{6}$/);
      // a wash: lighter than the colour, and dark text reads on it
      expect(relativeLuminance(tint(colour, 0.92))).toBeGreaterThan(relativeLuminance(colour));
      expect(contrastRatio(tint(colour, 0.92), "#111827")).toBeGreaterThan(12);
    }
  });
});
