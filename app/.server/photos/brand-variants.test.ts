import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { BANNER_MAX, LOGO_MAX, type LogoVariant } from "../../signature/photo-url.ts";
import {
  BANNER_TARGET_BYTES,
  HALO_OPACITY,
  renderBannerVariant,
  renderLogoVariant,
} from "./brand-variants.ts";
import { PHOTO_MAX_DIMENSION } from "./limits.ts";
import { normalizePhoto } from "./normalize.ts";
import { pngPhysicalSizes, portraitPhoto, twoTone } from "./test-images.ts";
import { renderVariant } from "./variant.ts";

type Raw = { data: Buffer; width: number; height: number };

async function raw(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
const at = ({ data, width }: Raw, x: number, y: number) => [
  ...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
];
const isDarkInk = ([r = 0, g = 0, b = 0, a = 0]: number[]) => a > 200 && r + g + b < 120;
const isLightHalo = ([r = 0, g = 0, b = 0, a = 0]: number[]) =>
  a > 200 && r > 200 && g > 200 && b > 200;

/** 400 × 128, transparent but for a black 64 × 64 square in the middle. */
function squareLogo(): Promise<Buffer> {
  const [width, height] = [400, 128];
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 32; y < 96; y++)
    for (let x = 168; x < 232; x++) pixels.writeUInt32BE(0x000000ff, (y * width + x) * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

let logo: Buffer;
let banner: Buffer; // a camera-like photograph, as normalized
beforeAll(async () => {
  logo = await squareLogo();
  banner = (await normalizePhoto(await portraitPhoto(PHOTO_MAX_DIMENSION))).png;
});

const logoVariant = (variant: Partial<LogoVariant> = {}): LogoVariant => ({
  width: 200,
  height: 64,
  tone: "dark",
  halo: false,
  ...variant,
});

describe("renderLogoVariant", () => {
  it.each([
    [200, 64],
    [120, 40],
    [64, 64],
    [8, 8],
  ])("renders %i × %i at exactly twice the pixels, PNG at 96 DPI", async (width, height) => {
    for (const halo of [false, true]) {
      const png = await renderLogoVariant(logo, logoVariant({ width, height, halo }));
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: "png", width: width * 2, height: height * 2 });
      expect(metadata.density).toBe(96);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("keeps the ratio: a wide logo in a square box leaves transparent bands", async () => {
    const image = await raw(await renderLogoVariant(logo, logoVariant({ width: 64, height: 64 })));
    expect(at(image, 0, 0)[3]).toBe(0);
    expect(at(image, 64, 10)[3]).toBe(0); // above the 128 × 41 logo band
    expect(at(image, 64, 117)[3]).toBe(0); // below it
    expect(isDarkInk(at(image, 64, 64))).toBe(true); // the square, centred
  });

  it("draws a light halo round the opaque pixels of the -halo variant only", async () => {
    const plain = await raw(await renderLogoVariant(logo, logoVariant()));
    const haloed = await raw(await renderLogoVariant(logo, logoVariant({ halo: true })));
    const y = 64;
    const inkStart = (image: Raw) => {
      for (let x = 0; x < image.width; x++) if (isDarkInk(at(image, x, y))) return x;
      return -1;
    };
    const plainStart = inkStart(plain);
    const haloStart = inkStart(haloed);
    expect(plainStart).toBeGreaterThan(100);
    expect(Math.abs(haloStart - plainStart)).toBeLessThanOrEqual(3); // inset by the halo only
    // Just outside the ink: transparent without halo, white at ~90 % with it.
    expect(at(plain, plainStart - 2, y)[3]).toBeLessThan(40);
    for (const dx of [1, 2]) {
      const pixel = at(haloed, haloStart - dx, y);
      expect(isLightHalo(pixel), `${dx} px left of the ink: ${pixel}`).toBe(true);
      expect(Math.abs(pixel[3]! - 255 * HALO_OPACITY)).toBeLessThan(12);
    }
    // The halo stays thin, the ink stays dark and the corners transparent.
    expect(at(haloed, haloStart - 5, y)[3]).toBe(0);
    expect(isDarkInk(at(haloed, 200, y))).toBe(true);
    expect(at(haloed, 0, 0)[3]).toBe(0);
  });

  it("keeps a dark logo visible on a dark background with its halo", async () => {
    const onDark = async (png: Buffer) =>
      raw(await sharp(png).flatten({ background: "#111111" }).png().toBuffer());
    const haloed = await onDark(await renderLogoVariant(logo, logoVariant({ halo: true })));
    const plain = await onDark(await renderLogoVariant(logo, logoVariant()));
    const light = (image: Raw) => {
      let count = 0;
      for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! > 180) count += 1;
      return count;
    };
    expect(light(plain)).toBe(0);
    expect(light(haloed)).toBeGreaterThan(200); // an outline all round the square
  });

  it("refuses sizes and tones outside the URL contract", async () => {
    for (const variant of [
      logoVariant({ width: LOGO_MAX.width + 1 }),
      logoVariant({ height: LOGO_MAX.height + 1 }),
      logoVariant({ width: 7 }),
      logoVariant({ width: 10.5 }),
      logoVariant({ tone: "grey" as "dark" }),
    ]) {
      await expect(renderLogoVariant(logo, variant)).rejects.toThrow(RangeError);
    }
  });
});

describe("renderBannerVariant", () => {
  it("cover-crops to exactly twice the pixels, PNG at 96 DPI", async () => {
    for (const [width, height] of [
      [600, 200],
      [356, 200],
      [600, 100],
      [8, 8],
    ] as const) {
      const png = await renderBannerVariant(banner, { width, height });
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: "png", width: width * 2, height: height * 2 });
      expect(metadata.density).toBe(96);
      const image = await raw(png);
      expect(at(image, 0, 0)[3]).toBe(255); // covered: no transparent band
      expect(at(image, width * 2 - 1, height * 2 - 1)[3]).toBe(255);
    }
  });

  it(`keeps a 600 × 200 photographic banner under ${BANNER_TARGET_BYTES / 1000} kB`, async () => {
    const png = await renderBannerVariant(banner, BANNER_MAX);
    expect(png.length).toBeLessThanOrEqual(BANNER_TARGET_BYTES);
    expect(png.length).toBeLessThan(150_000);
    expect((await sharp(png).metadata()).isPalette).toBe(true);
  });

  it("keeps flat artwork small with its colours (full quality, the ladder's first step)", async () => {
    const flat = await twoTone(1200, 400).png().toBuffer();
    const png = await renderBannerVariant(flat, BANNER_MAX);
    expect(png.length).toBeLessThan(10_000);
    const image = await raw(png);
    const near = (pixel: number[], rgb: number[]) =>
      rgb.every((value, index) => Math.abs(value - pixel[index]!) <= 2);
    expect(near(at(image, 100, 200), [30, 90, 200])).toBe(true);
    expect(near(at(image, 1100, 200), [40, 160, 80])).toBe(true);
  });

  it("refuses sizes outside the URL contract", async () => {
    for (const size of [
      { width: 601, height: 200 },
      { width: 600, height: 201 },
      { width: 600, height: 0 },
    ]) {
      await expect(renderBannerVariant(banner, size)).rejects.toThrow(RangeError);
    }
  });

  it("has originals large enough for a full-width banner at 2×", () => {
    expect(PHOTO_MAX_DIMENSION).toBeGreaterThanOrEqual(2 * BANNER_MAX.width);
  });
});

describe("96 DPI on every variant", () => {
  it("writes exactly one pHYs chunk of 3780 pixels per metre on photo, logo and banner", async () => {
    const variants = {
      photo: await renderVariant(banner, {
        shape: "circle",
        border: "solid",
        color: "d1d5db",
        width: 1,
        size: 96,
      }),
      logo: await renderLogoVariant(logo, logoVariant()),
      halo: await renderLogoVariant(logo, logoVariant({ halo: true })),
      banner: await renderBannerVariant(banner, BANNER_MAX),
    };
    for (const [kind, png] of Object.entries(variants)) {
      expect(pngPhysicalSizes(png), kind).toEqual([{ x: 3780, y: 3780, unit: 1 }]);
    }
  });
});
