import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { normalizePhoto } from "./normalize.ts";
import { PORTRAIT_SVG, samplePortrait } from "./sample.ts";

async function rgba(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe("samplePortrait", () => {
  it("ships the SVG as normalizing its drawing gives it (else: node scripts/sample-photo.ts)", async () => {
    const shipped = samplePortrait();
    const drawn = await normalizePhoto(await sharp(Buffer.from(PORTRAIT_SVG)).png().toBuffer());
    expect(shipped.id).toMatch(/^[a-f0-9]{24}$/);
    const [a, b] = await Promise.all([rgba(shipped.png), rgba(drawn.png)]);
    expect(a.info).toMatchObject({ width: drawn.width, height: drawn.height });
    // The same picture, whatever sharp's version (its encoder may change the bytes).
    let worst = 0;
    for (let i = 0; i < a.data.length; i++)
      worst = Math.max(worst, Math.abs(a.data[i]! - b.data[i]!));
    expect(worst).toBeLessThanOrEqual(8);
  });

  it("is stored as an upload of it would be: its id is the hash of its bytes", async () => {
    const shipped = samplePortrait();
    const metadata = await sharp(shipped.png).metadata();
    expect(metadata).toMatchObject({ format: "png", space: "srgb", width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect((await normalizePhoto(shipped.png)).id).toBe(shipped.id);
  });
});
