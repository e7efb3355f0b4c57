import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hexToHsl } from "./colors.ts";
import { contrastRatio, relativeLuminance } from "./contrast.ts";
import {
  DARK_MODE_MODES,
  darkModeCanvas,
  darkModeColor,
  darkModeTextContrasts,
  simulateDarkMode,
} from "./dark-mode.ts";

function styleOf(html: string, tag: string): string {
  return new RegExp(`<${tag}[^>]*style="([^"]*)"`).exec(html)?.[1] ?? "";
}

function colorIn(style: string, property: string): string {
  return new RegExp(`(?:^|;)${property}:(#[0-9a-f]{3,6})`).exec(style)?.[1] ?? "";
}

describe("dark-mode colours", () => {
  it("paints the canvas each mode uses", () => {
    expect(DARK_MODE_MODES).toEqual(["full", "partial"]);
    expect(darkModeCanvas("full")).toBe("#121212");
    expect(darkModeCanvas("partial")).toBe("#1f1f1f");
  });

  it("turns a white background into the canvas colour", () => {
    expect(darkModeColor("#ffffff", "background", "full")).toBe("#121212");
    expect(darkModeColor("#fff", "background", "partial")).toBe("#1f1f1f");
  });

  it("darkens light tinted backgrounds, keeping their hue", () => {
    for (const mode of DARK_MODE_MODES) {
      const dark = darkModeColor("#eff6ff", "background", mode);
      expect(hexToHsl(dark).l).toBeLessThan(0.25);
      expect(Math.abs(hexToHsl(dark).h - hexToHsl("#eff6ff").h)).toBeLessThan(3);
    }
  });

  it("inverts every background in full mode, only light ones in partial mode", () => {
    expect(darkModeColor("#000000", "background", "full")).toBe("#ffffff");
    expect(darkModeColor("#1d4ed8", "background", "full")).not.toBe("#1d4ed8");
    expect(darkModeColor("#1d4ed8", "background", "partial")).toBe("#1d4ed8");
    expect(darkModeColor("#000000", "background", "partial")).toBe("#000000");
  });

  it("lightens dark text in both modes", () => {
    expect(darkModeColor("#374151", "text", "partial")).not.toBe("#374151");
    for (const mode of DARK_MODE_MODES) {
      const light = darkModeColor("#111827", "text", mode);
      expect(relativeLuminance(light), mode).toBeGreaterThan(0.6);
      expect(contrastRatio(light, darkModeCanvas(mode)), mode).toBeGreaterThan(10);
    }
  });

  it("keeps saturated colours in partial mode and rescues dim ones in full mode", () => {
    for (const accent of ["#1d4ed8", "#b91c1c", "#6b21a8", "#1e3a8a", "#0f766e"]) {
      expect(darkModeColor(accent, "text", "partial")).toBe(accent);
    }
    const blue = darkModeColor("#1d4ed8", "text", "full");
    expect(blue).not.toBe("#1d4ed8");
    expect(hexToHsl(blue).l).toBeGreaterThan(hexToHsl("#1d4ed8").l);
  });

  it("keeps text that already reads on its new background in full mode", () => {
    expect(darkModeColor("#ffffff", "text", "full")).toBe("#ffffff");
    expect(darkModeColor("#d1d5db", "border", "full")).toBe("#d1d5db");
    // dark text stays dark on a background that full inversion made light
    expect(darkModeColor("#111827", "text", "full", "#ffffff")).toBe("#111827");
  });

  it("handles #rgb and leaves non-colours alone", () => {
    expect(darkModeColor("#FFF", "background", "full")).toBe("#121212");
    expect(darkModeColor("red", "text", "full")).toBe("red");
  });
});

describe("simulateDarkMode", () => {
  const cell =
    '<table bgcolor="#ffffff" style="background-color:#ffffff"><tr><td style="color:#111827;border-left:2px solid #111827">Marie</td></tr></table>';

  it("darkens backgrounds and lightens dark text in both modes", () => {
    for (const mode of DARK_MODE_MODES) {
      const html = simulateDarkMode(cell, mode);
      expect(html).toContain(`bgcolor="${darkModeCanvas(mode)}"`);
      expect(colorIn(styleOf(html, "table"), "background-color")).toBe(darkModeCanvas(mode));
      const text = colorIn(styleOf(html, "td"), "color");
      expect(relativeLuminance(text)).toBeGreaterThan(0.6);
      expect(styleOf(html, "td")).toMatch(/border-left:2px solid #(?!111827)[0-9a-f]{6}/);
      expect(html).toContain(">Marie</td>");
    }
  });

  it("keeps #1d4ed8 text in partial mode", () => {
    const html = '<span style="color:#1d4ed8;font-weight:bold">Tel.</span>';
    expect(simulateDarkMode(html, "partial")).toBe(html);
  });

  it("handles the #abc short form", () => {
    const html = simulateDarkMode('<span style="color:#333">x</span>', "partial");
    expect(html).toMatch(/^<span style="color:#[0-9a-f]{6}">x<\/span>$/);
    expect(relativeLuminance(colorIn(styleOf(html, "span"), "color"))).toBeGreaterThan(0.5);
  });

  it("changes no link, image address or text, even when it looks like a colour", () => {
    const html =
      '<td style="color:#111827"><a href="https://example.com/#fff" style="color:#111827">#fff and #000000</a>' +
      '<img src="https://paraph.app/photos/circle-solid-000000-1-72.png#fff" alt="#fff" style="display:block;border:0"/>' +
      "<!-- color:#000000 --></td>";
    for (const mode of DARK_MODE_MODES) {
      const dark = simulateDarkMode(html, mode);
      expect(dark).toContain('href="https://example.com/#fff"');
      expect(dark).toContain(">#fff and #000000</a>");
      expect(dark).toContain(
        '<img src="https://paraph.app/photos/circle-solid-000000-1-72.png#fff" alt="#fff" style="display:block;border:0"/>',
      );
      expect(dark).toContain("<!-- color:#000000 -->");
      expect(dark).not.toContain('style="color:#111827"');
    }
  });

  it("judges full-mode text against the background it ends up on", () => {
    // full inversion turns a black cell white: its white text has to turn dark, and the same
    // white text outside it, now on the dark canvas, stays white
    const html =
      '<td bgcolor="#000000" style="color:#ffffff">In</td><td style="color:#ffffff">Out</td>';
    expect(simulateDarkMode(html, "full")).toBe(
      '<td bgcolor="#ffffff" style="color:#000000">In</td><td style="color:#ffffff">Out</td>',
    );
  });

  it("converts every colour of a golden signature to a six-digit hex", () => {
    const golden = readFileSync(new URL("./golden/band.html", import.meta.url), "utf8");
    for (const mode of DARK_MODE_MODES) {
      const dark = simulateDarkMode(golden, mode);
      expect(dark.replace(/#[0-9a-f]{6}/g, "#")).toBe(golden.replace(/#[0-9a-f]{6}/g, "#"));
      expect(dark).not.toBe(golden);
    }
    // partial inversion leaves no light background behind
    for (const [, background] of simulateDarkMode(golden, "partial").matchAll(
      /bgcolor="([^"]*)"/g,
    )) {
      expect(hexToHsl(background!).l).toBeLessThanOrEqual(0.75);
    }
  });
});

describe("darkModeTextContrasts", () => {
  it("lists each text colour once per background with its ratio", () => {
    const html =
      '<table><tr><td style="color:#111827">A<br/>B</td><td style="color:#111827">C</td></tr>' +
      '<tr><td bgcolor="#1d4ed8" style="color:#ffffff">D</td><td style="color:#6b7280"> </td></tr></table>';
    const pairs = darkModeTextContrasts(html, "partial");
    const light = darkModeColor("#111827", "text", "partial");
    expect(pairs).toEqual([
      {
        color: light,
        background: "#1f1f1f",
        ratio: contrastRatio(light, "#1f1f1f"),
      },
      { color: "#ffffff", background: "#1d4ed8", ratio: contrastRatio("#ffffff", "#1d4ed8") },
    ]);
  });

  it("finds the nearest background and inherits colours", () => {
    const html =
      '<div style="color:#111827"><table bgcolor="#fde047"><tr><td><span>Deal</span></td></tr></table>' +
      "<p>Outside</p></div>";
    const pairs = darkModeTextContrasts(html, "partial");
    const light = darkModeColor("#111827", "text", "partial");
    expect(pairs.map(({ color, background }) => [color, background])).toEqual([
      [light, "#fde047"],
      [light, "#1f1f1f"],
    ]);
    // light text on a yellow partial mode keeps: the pair a warning should catch
    expect(pairs[0]!.ratio).toBeLessThan(3);
  });

  it("skips text with no colour", () => {
    expect(darkModeTextContrasts("<p>Plain</p>", "full")).toEqual([]);
  });

  it("reports the golden signature's text in both modes", () => {
    const golden = readFileSync(new URL("./golden/band.html", import.meta.url), "utf8");
    for (const mode of DARK_MODE_MODES) {
      const pairs = darkModeTextContrasts(golden, mode);
      expect(pairs.length).toBeGreaterThan(2);
      for (const pair of pairs) {
        expect(pair.ratio).toBeCloseTo(contrastRatio(pair.color, pair.background), 10);
      }
      expect(new Set(pairs.map((pair) => `${pair.color} ${pair.background}`)).size).toBe(
        pairs.length,
      );
    }
  });
});
