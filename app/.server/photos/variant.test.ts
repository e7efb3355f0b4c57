import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  PHOTO_BORDERS,
  PHOTO_SHAPES,
  PHOTO_SIZES,
  type PhotoVariant,
} from "../../signature/photo-url.ts";
import { samplePortrait } from "./sample.ts";
import { pngImage } from "./test-images.ts";
import { renderVariant, variantName, withDensity96 } from "./variant.ts";

let original: Buffer;
beforeAll(async () => {
  original = await pngImage(400, 300); // blue left half, green right half: no red anywhere
});

type Pixels = { at(x: number, y: number): number[]; width: number; height: number };

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const offset = (Math.round(y) * info.width + Math.round(x)) * 4;
      return [...data.subarray(offset, offset + 4)];
    },
  };
}

const isBorderRed = ([r = 0, g = 0, b = 0, a = 0]: number[]) =>
  r > 200 && g < 70 && b < 70 && a > 200;

/** Points on the middle line of the border ring, all round the shape. */
function ringPoints(variant: PhotoVariant, side: number, stroke: number): [number, number][] {
  const points: [number, number][] = [];
  const middle = stroke / 2;
  if (variant.shape === "circle") {
    const radius = side / 2 - middle;
    for (let step = 0; step < 360; step++) {
      const angle = (step * Math.PI) / 180;
      points.push([side / 2 + radius * Math.cos(angle), side / 2 + radius * Math.sin(angle)]);
    }
  } else {
    for (let x = side * 0.25; x < side * 0.75; x++)
      points.push([x, middle], [x, side - 1 - middle]);
  }
  return points;
}

describe("renderVariant", () => {
  for (const shape of PHOTO_SHAPES) {
    for (const border of PHOTO_BORDERS) {
      it(`${shape} × ${border}: 2× pixels, shape and border baked in`, async () => {
        const variant: PhotoVariant = { shape, border, color: "ff0000", width: 3, size: 64 };
        const png = await renderVariant(original, variant);
        const metadata = await sharp(png).metadata();
        expect(metadata).toMatchObject({ format: "png", width: 128, height: 128, density: 96 });
        expect(metadata.exif).toBeUndefined();

        const image = await pixels(png);
        const corner = image.at(0, 0);
        const centre = image.at(64, 64);
        expect(centre[3]).toBe(255);
        expect(isBorderRed(centre)).toBe(false);
        if (shape === "square") {
          expect(corner[3]).toBe(255);
        } else {
          expect(corner[3]).toBe(0);
          expect(image.at(127, 127)[3]).toBe(0);
          expect(image.at(2, 2)[3]).toBe(0);
        }
        if (shape === "circle") expect(image.at(13, 13)[3]).toBe(0);

        const ring = ringPoints(variant, 128, 6).map(([x, y]) => isBorderRed(image.at(x, y)));
        const redShare = ring.filter(Boolean).length / ring.length;
        if (border === "none") expect(redShare).toBe(0);
        if (border === "solid") expect(redShare).toBeGreaterThan(0.97);
        if (border === "dashed") {
          expect(redShare).toBeGreaterThan(0.3);
          expect(redShare).toBeLessThan(0.85);
        }
        // Just inside the ring, the photo again.
        expect(isBorderRed(image.at(64, 10))).toBe(false);
      });
    }
  }

  it.each(PHOTO_SIZES)("renders size %i at twice its pixels", async (size) => {
    const png = await renderVariant(original, {
      shape: "circle",
      border: "solid",
      color: "d1d5db",
      width: 1,
      size,
    });
    expect(await sharp(png).metadata()).toMatchObject({ width: size * 2, height: size * 2 });
  });

  it("draws no border when the width is 0", async () => {
    const png = await renderVariant(original, {
      shape: "square",
      border: "solid",
      color: "ff0000",
      width: 0,
      size: 48,
    });
    const image = await pixels(png);
    expect(isBorderRed(image.at(0, 0))).toBe(false);
    expect(isBorderRed(image.at(48, 0))).toBe(false);
  });

  it("uses the colour given, ring as wide as 2 × width", async () => {
    const png = await renderVariant(original, {
      shape: "square",
      border: "solid",
      color: "ffcc00",
      width: 2,
      size: 48,
    });
    const image = await pixels(png);
    const [r = 0, g = 0, b = 0] = image.at(48, 1);
    expect(r).toBeGreaterThan(230);
    expect(Math.abs(g - 0xcc)).toBeLessThan(24);
    expect(b).toBeLessThan(40);
    expect(isBorderRed(image.at(48, 2))).toBe(false); // ring rows 0..3 are yellow
    expect(image.at(48, 6)[0]).toBeLessThan(100); // row 6 is the photo (blue/green)
  });

  it("outputs a palette PNG much smaller than truecolour", async () => {
    const png = await renderVariant(original, {
      shape: "circle",
      border: "none",
      color: "000000",
      width: 0,
      size: 128,
    });
    const metadata = await sharp(png).metadata();
    expect(metadata.isPalette).toBe(true);
  });

  it("marks the PNG 96 DPI with one pHYs chunk before the image data, replacing any", async () => {
    const chunks = (png: Buffer) => {
      const types: string[] = [];
      for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset))
        types.push(png.toString("ascii", offset + 4, offset + 8));
      return types;
    };
    const png = await renderVariant(original, {
      shape: "circle",
      border: "solid",
      color: "ff0000",
      width: 1,
      size: 48,
    });
    const types = chunks(png);
    expect(types.filter((type) => type === "pHYs")).toHaveLength(1);
    expect(types.indexOf("pHYs")).toBeLessThan(types.indexOf("IDAT"));
    const at72 = samplePortrait().png; // sharp wrote a 72-DPI pHYs into it
    expect((await sharp(at72).metadata()).density).toBe(72);
    const at96 = withDensity96(at72);
    expect(chunks(at96).filter((type) => type === "pHYs")).toHaveLength(1);
    expect((await sharp(at96).metadata()).density).toBe(96);
    // Still a valid PNG: every chunk's CRC checks out when decoded.
    expect((await sharp(at96).raw().toBuffer()).length).toBeGreaterThan(0);
  });

  it("refuses values outside the URL contract (they would reach SVG markup)", async () => {
    await expect(
      renderVariant(original, {
        shape: "circle",
        border: "solid",
        color: '"/><script>',
        width: 1,
        size: 64,
      }),
    ).rejects.toThrow(RangeError);
    await expect(
      renderVariant(original, {
        shape: "circle",
        border: "solid",
        color: "ff0000",
        width: 1,
        size: 50 as 48,
      }),
    ).rejects.toThrow(RangeError);
  });

  it("names variants like the last segment of their URL", () => {
    expect(
      variantName({ shape: "rounded", border: "dashed", color: "d1d5db", width: 2, size: 96 }),
    ).toBe("rounded-dashed-d1d5db-2-96");
  });
});
