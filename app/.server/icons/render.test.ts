import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOR_PRESETS } from "../../signature/color-presets.ts";
import {
  ICON_NAMES,
  ICON_SHAPES,
  ICON_SIZES,
  type IconShape,
  type IconSize,
} from "../../signature/icon-url.ts";
import {
  DARK_GLYPH_COLOR,
  glyphColorOn,
  iconSvg,
  LIGHT_GLYPH_COLOR,
  renderIcon,
} from "./render.ts";
import { ICON_SOURCES } from "./sources.generated.ts";

/** The editor's preset colours (all dark enough for white text) and some others. */
const PRESETS = COLOR_PRESETS.map((preset) => preset.color.slice(1));
const COLORS = [
  ...new Set([
    ...PRESETS,
    "1d4ed8",
    "111827",
    "ffffff",
    "e11d48",
    "059669",
    "f59e0b",
    "000000",
    "7c3aed",
  ]),
];
/** The glyph each disc colour gets: whichever of the two has the higher contrast ratio. */
const GLYPH_ON: Record<string, string> = {
  ...Object.fromEntries(PRESETS.map((color) => [color, LIGHT_GLYPH_COLOR])),
  "1d4ed8": LIGHT_GLYPH_COLOR,
  "111827": LIGHT_GLYPH_COLOR,
  e11d48: LIGHT_GLYPH_COLOR,
  "000000": LIGHT_GLYPH_COLOR,
  "7c3aed": LIGHT_GLYPH_COLOR,
  ffffff: DARK_GLYPH_COLOR,
  f59e0b: DARK_GLYPH_COLOR,
  // mid green: 4.7:1 with near-black against 3.8:1 with white
  "059669": DARK_GLYPH_COLOR,
};

type Chunk = { type: string; data: Buffer };

function pngChunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

function rgb(hex: string): [number, number, number] {
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

type Pixels = { data: Buffer; side: number };

/** Every pixel as RGBA, whatever the PNG's palette and bit depth. */
async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  return { data, side: info.width };
}

function pixelAt({ data, side }: Pixels, x: number, y: number): number[] {
  const start = (y * side + x) * 4;
  return [...data.subarray(start, start + 4)];
}

/** The pixels that are fully opaque, as `rrggbb` → count. */
function opaqueColours({ data }: Pixels): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] !== 255) continue;
    const hex = [data[i]!, data[i + 1]!, data[i + 2]!]
      .map((channel) => channel.toString(16).padStart(2, "0"))
      .join("");
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return counts;
}

/** Whether any pixel of the outermost ring is not fully transparent. */
function touchesEdge(image: Pixels): boolean {
  const last = image.side - 1;
  for (let i = 0; i <= last; i++) {
    for (const [x, y] of [
      [i, 0],
      [i, last],
      [0, i],
      [last, i],
    ] as const) {
      if (pixelAt(image, x, y)[3] !== 0) return true;
    }
  }
  return false;
}

async function checkPng(png: Buffer, size: IconSize): Promise<void> {
  const chunks = pngChunks(png);
  expect(chunks[0]?.type).toBe("IHDR");
  expect(chunks.at(-1)?.type).toBe("IEND");
  const header = chunks[0]!.data;
  expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([size * 2, size * 2]);
  const phys = chunks.filter((chunk) => chunk.type === "pHYs");
  expect(phys).toHaveLength(1);
  // 96 DPI: 3,780 pixels per metre both ways, unit 1 (metre)
  expect([phys[0]!.data.readUInt32BE(0), phys[0]!.data.readUInt32BE(4), phys[0]!.data[8]]).toEqual([
    3780, 3780, 1,
  ]);
  expect(chunks.some((chunk) => chunk.type === "eXIf" || chunk.type === "iCCP")).toBe(false);
  const metadata = await sharp(png).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", size * 2, size * 2]);
  expect(png.length).toBeLessThan(2048);
}

describe("renderIcon", () => {
  for (const shape of ICON_SHAPES) {
    it(`draws every ${shape} icon in every colour and size: 2 × size square, 96 DPI, under 2 KB`, async () => {
      const icons = ICON_NAMES.flatMap((name) =>
        COLORS.flatMap((color) => ICON_SIZES.map((size) => ({ name, shape, color, size }))),
      );
      await Promise.all(
        icons.map(async (icon) => {
          const label = `${shape}-${icon.name}-${icon.color}-${icon.size}`;
          const png = await renderIcon(icon);
          await checkPng(png, icon.size);
          const image = await pixels(png);
          const opaque = opaqueColours(image);
          if (shape === "plain") {
            expect([...opaque.keys()], label).toEqual([icon.color]);
            expect(opaque.get(icon.color), label).toBeGreaterThan(image.side);
            expect(touchesEdge(image), `${label} is cut`).toBe(false);
          } else {
            checkCircle(label, image, opaque, icon.color);
          }
        }),
      );
    });
  }

  it("centres the glyph: the middle of its box is within a pixel of the middle", async () => {
    const size = 24;
    for (const name of ICON_NAMES) {
      for (const shape of ["plain", "circle"] as IconShape[]) {
        const image = await pixels(await renderIcon({ name, shape, color: "111827", size }));
        const box = glyphBox(image, shape === "circle" ? "ffffff" : "111827");
        const side = size * 2;
        expect(
          Math.abs(box.left - (side - 1 - box.right)),
          `${name} ${shape} x`,
        ).toBeLessThanOrEqual(2);
        expect(
          Math.abs(box.top - (side - 1 - box.bottom)),
          `${name} ${shape} y`,
        ).toBeLessThanOrEqual(2);
      }
    }
  });

  it("refuses values outside the URL contract before they reach SVG markup", async () => {
    const icon = { name: "github", shape: "plain", color: "111827", size: 16 } as const;
    await expect(renderIcon({ ...icon, color: '"/><script>' })).rejects.toThrow(RangeError);
    await expect(renderIcon({ ...icon, name: "toString" as never })).rejects.toThrow(RangeError);
    await expect(renderIcon({ ...icon, size: 64 as never })).rejects.toThrow(RangeError);
  });
});

function checkCircle(label: string, image: Pixels, opaque: Map<string, number>, color: string) {
  const glyph = GLYPH_ON[color]!.slice(1);
  expect(glyphColorOn(`#${color}`), label).toBe(`#${glyph}`);
  const mid = image.side / 2;
  // the disc: its colour at the top, transparent corners
  expect(pixelAt(image, mid, 1), label).toEqual([...rgb(color), 255]);
  expect(pixelAt(image, 0, 0)[3], label).toBe(0);
  expect(pixelAt(image, image.side - 1, image.side - 1)[3], label).toBe(0);
  // the glyph: a solid area in the contrasting colour
  expect(opaque.get(glyph) ?? 0, label).toBeGreaterThan(image.side / 2);
  expect(opaque.get(color) ?? 0, label).toBeGreaterThan(image.side * 4);
}

/** The bounding box of the pixels of one colour that are at least half opaque. */
function glyphBox(image: Pixels, hex: string) {
  const [r, g, b] = rgb(hex);
  const box = { left: image.side, top: image.side, right: -1, bottom: -1 };
  for (let y = 0; y < image.side; y++) {
    for (let x = 0; x < image.side; x++) {
      const [pr, pg, pb, pa] = pixelAt(image, x, y);
      const near = Math.abs(pr! - r) + Math.abs(pg! - g) + Math.abs(pb! - b) < 96;
      if (!near || pa! < 128) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

describe("iconSvg", () => {
  it("draws in the requested colour only: no currentColor is left", () => {
    for (const name of ICON_NAMES) {
      expect(ICON_SOURCES[name].body).toContain("currentColor");
      const svg = iconSvg({ name, shape: "plain", color: "e11d48", size: 16 });
      expect(svg).not.toContain("currentColor");
      expect(svg).toContain("#e11d48");
    }
  });
});
