import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { normalizePhoto } from "./normalize.ts";
import { jpegWithExif, portraitPhoto, transparentLogo } from "./test-images.ts";
import { imageTone, toneOfPixels } from "./tone.ts";

/** `count` RGBA pixels of one colour. */
const fill = (count: number, rgba: [number, number, number, number]) =>
  Uint8Array.from({ length: count * 4 }, (_, index) => rgba[index % 4]!);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe("toneOfPixels", () => {
  it("calls a transparent image with dark opaque pixels dark, light ones light", () => {
    const clear = fill(50, [0, 0, 0, 0]);
    expect(toneOfPixels(concat(clear, fill(50, [20, 20, 30, 255])))).toBe("dark");
    expect(toneOfPixels(concat(clear, fill(50, [250, 250, 245, 255])))).toBe("light");
    // mid-grey 50 % is 0.21 of the luminance (sRGB is not linear): dark
    expect(toneOfPixels(concat(clear, fill(50, [128, 128, 128, 255])))).toBe("dark");
    // a saturated colour in between is neither
    expect(toneOfPixels(concat(clear, fill(50, [40, 200, 80, 255])))).toBe("solid");
  });

  it("calls an opaque image solid, however dark", () => {
    expect(toneOfPixels(fill(100, [0, 0, 0, 255]))).toBe("solid");
    expect(toneOfPixels(fill(100, [255, 255, 255, 255]))).toBe("solid");
  });

  it("needs 10 % of the pixels under alpha 128 to count as transparent", () => {
    const black = fill(91, [0, 0, 0, 255]);
    expect(toneOfPixels(concat(black, fill(9, [0, 0, 0, 0])))).toBe("solid");
    expect(toneOfPixels(concat(fill(90, [0, 0, 0, 255]), fill(10, [0, 0, 0, 127])))).toBe("dark");
  });

  it("weighs each pixel by its alpha, and calls a fully transparent image solid", () => {
    // faint white haze (alpha 10) over a few black pixels: still a dark logo
    const haze = fill(80, [255, 255, 255, 10]);
    expect(toneOfPixels(concat(haze, fill(20, [0, 0, 0, 255])))).toBe("dark");
    expect(toneOfPixels(fill(100, [0, 0, 0, 0]))).toBe("solid");
    expect(toneOfPixels(new Uint8Array())).toBe("solid");
  });
});

describe("imageTone and normalizePhoto", () => {
  it("finds a black logo on transparency dark", async () => {
    const photo = await normalizePhoto(await transparentLogo(400, 128, "#000000"));
    expect(photo.tone).toBe("dark");
    expect([photo.width, photo.height]).toEqual([400, 128]);
  });

  it("finds a white logo on transparency light", async () => {
    expect((await normalizePhoto(await transparentLogo(400, 128, "#ffffff"))).tone).toBe("light");
  });

  it("finds a thin-stroked dark logo dark after downscaling a large original", async () => {
    expect((await normalizePhoto(await transparentLogo(1800, 120, "#1e1b4b"))).tone).toBe("dark");
  });

  it("finds a photo solid, without decoding it again when it has no alpha", async () => {
    expect((await normalizePhoto(await portraitPhoto(512))).tone).toBe("solid");
    expect((await normalizePhoto(await jpegWithExif())).tone).toBe("solid");
    const photo = (await normalizePhoto(await portraitPhoto(256))).png;
    expect(await imageTone(Buffer.from("not even a PNG"), { hasAlpha: false })).toBe("solid");
    expect(await imageTone(photo, { hasAlpha: false })).toBe("solid");
  });

  it("finds a logo on an opaque white background solid, as well as a grey+alpha one", async () => {
    const flattened = await sharp(await transparentLogo(400, 128)).flatten({ background: "#fff" });
    expect((await normalizePhoto(await flattened.png().toBuffer())).tone).toBe("solid");
    const greyAlpha = await sharp(await transparentLogo(400, 128, "#000000"))
      .toColourspace("b-w")
      .png()
      .toBuffer();
    expect((await sharp(greyAlpha).metadata()).channels).toBe(2);
    expect((await normalizePhoto(greyAlpha)).tone).toBe("dark");
  });
});
