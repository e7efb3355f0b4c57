import { describe, expect, it } from "vitest";
import {
  BANNER_MAX,
  bannerVariantPath,
  fitWithin,
  IMAGE_TONES,
  LOGO_MAX,
  logoVariantPath,
  parseBannerUrl,
  parseImageVariantPath,
  parseLogoUrl,
  parsePhotoUrl,
  parsePhotoVariantPath,
  photoIdOfUrl,
  photoVariantPath,
} from "./photo-url.ts";

const ID = "0123456789abcdef01234567";
const ORIGIN = "https://paraph.example";

describe("fitWithin", () => {
  it.each([
    ["a wide logo shrinks to the width", 800, 200, LOGO_MAX, { width: 200, height: 50 }],
    ["a tall logo shrinks to the height", 300, 300, LOGO_MAX, { width: 64, height: 64 }],
    ["a small image keeps its size", 120, 40, LOGO_MAX, { width: 120, height: 40 }],
    ["the exact box", 200, 64, LOGO_MAX, { width: 200, height: 64 }],
    ["a 3:1 banner at 2×", 1200, 400, BANNER_MAX, { width: 600, height: 200 }],
    ["a 16:9 banner", 1200, 675, BANNER_MAX, { width: 356, height: 200 }],
    ["rounding to whole pixels", 1000, 333, LOGO_MAX, { width: 192, height: 64 }],
    ["a very thin line keeps 8 px", 1200, 4, LOGO_MAX, { width: 200, height: 8 }],
    ["a tiny image is raised to 8 px", 3, 5, LOGO_MAX, { width: 8, height: 8 }],
  ])("%s", (_name, width, height, max, expected) => {
    const size = fitWithin(width, height, max);
    expect(size).toEqual(expected);
    expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
  });

  it("keeps the ratio within a pixel", () => {
    for (const [width, height] of [
      [1200, 500],
      [640, 480],
      [517, 113],
      [90, 1200],
    ] as const) {
      const size = fitWithin(width, height, BANNER_MAX);
      expect(size.width).toBeLessThanOrEqual(BANNER_MAX.width);
      expect(size.height).toBeLessThanOrEqual(BANNER_MAX.height);
      expect(Math.abs(size.width - (size.height * width) / height)).toBeLessThan(1.5);
    }
  });

  it("refuses sizes that are not positive numbers", () => {
    for (const [width, height] of [
      [0, 10],
      [10, -1],
      [Number.NaN, 10],
      [10, Number.POSITIVE_INFINITY],
    ]) {
      expect(() => fitWithin(width!, height!, LOGO_MAX)).toThrow(RangeError);
    }
  });
});

describe("logo and banner paths", () => {
  it("writes each tone as one letter, the halo as a suffix", () => {
    expect(logoVariantPath(ID, { width: 200, height: 64, tone: "dark", halo: false })).toBe(
      `/photos/${ID}/logo-200x64-d.png`,
    );
    expect(logoVariantPath(ID, { width: 120, height: 40, tone: "light", halo: true })).toBe(
      `/photos/${ID}/logo-120x40-l-halo.png`,
    );
    expect(logoVariantPath(ID, { width: 8, height: 8, tone: "solid", halo: false })).toBe(
      `/photos/${ID}/logo-8x8-s.png`,
    );
    expect(bannerVariantPath(ID, { width: 600, height: 200 })).toBe(
      `/photos/${ID}/banner-600x200.png`,
    );
  });

  it("parses what it writes, for every tone, with and without halo", () => {
    for (const tone of IMAGE_TONES) {
      for (const halo of [false, true]) {
        const variant = { width: 150, height: 48, tone, halo };
        expect(parseImageVariantPath(logoVariantPath(ID, variant))).toEqual({
          kind: "logo",
          id: ID,
          variant,
        });
      }
    }
    const banner = { width: 600, height: 150 };
    expect(parseImageVariantPath(bannerVariantPath(ID, banner))).toEqual({
      kind: "banner",
      id: ID,
      variant: banner,
    });
  });

  it("still parses photo variants, now tagged as such", () => {
    const variant = {
      shape: "circle",
      border: "solid",
      color: "d1d5db",
      width: 1,
      size: 96,
    } as const;
    const path = photoVariantPath(ID, variant);
    expect(parsePhotoVariantPath(path)).toEqual({ id: ID, variant });
    expect(parseImageVariantPath(path)).toEqual({ kind: "photo", id: ID, variant });
  });

  it.each([
    ["logo wider than its box", `/photos/${ID}/logo-201x64-d.png`],
    ["logo taller than its box", `/photos/${ID}/logo-200x65-d.png`],
    ["logo under 8 px", `/photos/${ID}/logo-7x40-d.png`],
    ["logo of zero width", `/photos/${ID}/logo-0x40-d.png`],
    ["leading zero", `/photos/${ID}/logo-064x40-d.png`],
    ["unknown tone", `/photos/${ID}/logo-100x40-x.png`],
    ["tone spelt out", `/photos/${ID}/logo-100x40-dark.png`],
    ["no tone", `/photos/${ID}/logo-100x40.png`],
    ["other suffix", `/photos/${ID}/logo-100x40-d-glow.png`],
    ["uppercase X", `/photos/${ID}/logo-100X40-d.png`],
    ["short id", "/photos/0123456789abcdef/logo-100x40-d.png"],
    ["uppercase id", `/photos/${ID.toUpperCase()}/logo-100x40-d.png`],
    ["banner wider than its box", `/photos/${ID}/banner-601x200.png`],
    ["banner taller than its box", `/photos/${ID}/banner-600x201.png`],
    ["banner under 8 px", `/photos/${ID}/banner-600x7.png`],
    ["banner with a tone", `/photos/${ID}/banner-600x200-d.png`],
    ["four digits", `/photos/${ID}/banner-1200x200.png`],
    ["other extension", `/photos/${ID}/banner-600x200.jpg`],
    ["a query", `/photos/${ID}/banner-600x200.png?x=1`],
  ])("refuses a path with %s", (_name, path) => {
    expect(parseImageVariantPath(path)).toBeNull();
  });
});

describe("stored logo and banner URLs", () => {
  it("reads a logo URL with or without its origin", () => {
    expect(parseLogoUrl(`${ORIGIN}/photos/${ID}/logo-180x48-d.png`)).toEqual({
      origin: ORIGIN,
      id: ID,
      width: 180,
      height: 48,
      tone: "dark",
    });
    expect(parseLogoUrl(`/photos/${ID}/logo-64x64-l.png`)).toEqual({
      origin: null,
      id: ID,
      width: 64,
      height: 64,
      tone: "light",
    });
    expect(parseLogoUrl(`http://localhost:3000/photos/${ID}/logo-8x8-s.png`)?.origin).toBe(
      "http://localhost:3000",
    );
  });

  it("reads a banner URL with or without its origin", () => {
    expect(parseBannerUrl(`${ORIGIN}/photos/${ID}/banner-600x200.png`)).toEqual({
      origin: ORIGIN,
      id: ID,
      width: 600,
      height: 200,
    });
    expect(parseBannerUrl(`/photos/${ID}/banner-356x200.png`)).toEqual({
      origin: null,
      id: ID,
      width: 356,
      height: 200,
    });
  });

  it.each([
    ["a halo (chosen when rendering, not stored)", `${ORIGIN}/photos/${ID}/logo-100x40-d-halo.png`],
    ["a logo too wide", `${ORIGIN}/photos/${ID}/logo-300x40-d.png`],
    ["a logo too small", `${ORIGIN}/photos/${ID}/logo-100x4-d.png`],
    ["an unknown tone", `${ORIGIN}/photos/${ID}/logo-100x40-q.png`],
    ["a banner URL", `${ORIGIN}/photos/${ID}/banner-600x200.png`],
    ["a photo URL", `${ORIGIN}/photos/${ID}.png`],
    ["another scheme", `ftp://paraph.example/photos/${ID}/logo-100x40-d.png`],
    ["a path before /photos", `${ORIGIN}/x/photos/${ID}/logo-100x40-d.png`],
    ["a tampered id", `${ORIGIN}/photos/${ID}0/logo-100x40-d.png`],
    ["trailing text", `${ORIGIN}/photos/${ID}/logo-100x40-d.png#x`],
  ])("refuses as a logo %s", (_name, url) => {
    expect(parseLogoUrl(url)).toBeNull();
  });

  it.each([
    ["a banner too wide", `${ORIGIN}/photos/${ID}/banner-700x200.png`],
    ["a banner too tall", `${ORIGIN}/photos/${ID}/banner-600x300.png`],
    ["a logo URL", `${ORIGIN}/photos/${ID}/logo-100x40-d.png`],
    ["a photo URL", `${ORIGIN}/photos/${ID}.png`],
  ])("refuses as a banner %s", (_name, url) => {
    expect(parseBannerUrl(url)).toBeNull();
  });

  it("finds the photo behind any stored URL", () => {
    expect(photoIdOfUrl(`${ORIGIN}/photos/${ID}.png`)).toBe(ID);
    expect(photoIdOfUrl(`${ORIGIN}/photos/${ID}/logo-100x40-s.png`)).toBe(ID);
    expect(photoIdOfUrl(`/photos/${ID}/banner-600x200.png`)).toBe(ID);
    expect(photoIdOfUrl(`${ORIGIN}/photos/${ID}/circle-solid-d1d5db-1-96.png`)).toBeNull();
    expect(photoIdOfUrl("")).toBeNull();
    expect(parsePhotoUrl(`${ORIGIN}/photos/${ID}/logo-100x40-s.png`)).toBeNull();
  });
});
