// Test helpers: real images made by sharp (no fixtures), a temporary store, upload requests.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { createLocalPhotoStore, type PhotoStore } from "./store.ts";

type Rgb = { r: number; g: number; b: number };

/** A two-tone picture (left half `left`, right half `right`) so crops and resizes show. */
export function twoTone(
  width: number,
  height: number,
  left: Rgb = { r: 30, g: 90, b: 200 },
  right: Rgb = { r: 40, g: 160, b: 80 },
): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b } = x < width / 2 ? left : right;
      raw.set([r, g, b], (y * width + x) * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/**
 * A camera-like portrait: the sample portrait's drawing at 1024 × 1024 with sensor noise and a
 * slight blur, saved as a JPEG (quality 85) as phones do. Smooth gradients, noise and JPEG
 * artefacts compress like a photo, unlike the flat two-tone pictures.
 */
export async function portraitPhoto(side = 1024): Promise<Buffer> {
  const { PORTRAIT_SVG } = await import("./sample.ts");
  const drawn = await sharp(Buffer.from(PORTRAIT_SVG))
    .resize(side, side)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Deterministic noise (a linear congruential generator), ±12 per channel, roughly Gaussian.
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pixels = drawn.data;
  for (let i = 0; i < pixels.length; i++) {
    const noise = (random() + random() + random() - 1.5) * 16;
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + noise));
  }
  return sharp(pixels, { raw: drawn.info }).blur(0.6).jpeg({ quality: 85 }).toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like comment, orientation 6 = rotate 90° clockwise). */
export async function jpegWithExif(width = 300, height = 200): Promise<Buffer> {
  return twoTone(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhotoCorp", Model: "Secret Camera", Artist: "Jane Doe" },
      IFD2: { UserComment: "48.8584 N, 2.2945 E" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function pngImage(width = 240, height = 240): Promise<Buffer> {
  return twoTone(width, height).png().toBuffer();
}

export async function webpImage(width = 240, height = 180): Promise<Buffer> {
  return twoTone(width, height).webp({ quality: 90 }).toBuffer();
}

export async function avifImage(width = 64, height = 64): Promise<Buffer> {
  return twoTone(width, height).avif({ quality: 60, effort: 0 }).toBuffer();
}

/** Two 40×40 frames: red, then green. */
export async function animatedGif(): Promise<Buffer> {
  const frame = 40;
  const raw = Buffer.alloc(frame * frame * 2 * 4);
  for (let i = 0; i < frame * frame * 2; i++) {
    raw.set(i < frame * frame ? [255, 0, 0, 255] : [0, 255, 0, 255], i * 4);
  }
  return sharp(raw, { raw: { width: frame, height: frame * 2, channels: 4, pageHeight: frame } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/**
 * A valid PNG header declaring 20,000 × 20,000 RGB pixels (1.2 GB decoded) with a tiny IDAT:
 * under a kilobyte on disk, refused from its header.
 */
export function pngDecompressionBomb(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((width * 3 + 1) * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first `share` of a file, as an interrupted download leaves it. */
export function truncated(file: Buffer, share = 0.6): Buffer {
  return file.subarray(0, Math.floor(file.length * share));
}

export type UploadOptions = {
  field?: string;
  filename?: string;
  type?: string;
  locale?: string;
  ip?: string;
};

/** A real multipart POST, as a browser's FormData sends it. */
export function uploadRequest(files: Buffer | Buffer[], options: UploadOptions = {}): Request {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) {
    form.append(
      options.field ?? "photo",
      new File([new Uint8Array(file)], options.filename ?? "photo.jpg", {
        type: options.type ?? "image/jpeg",
      }),
    );
  }
  return new Request("http://localhost/api/v1/photos", {
    method: "POST",
    body: form,
    headers: requestHeaders(options),
  });
}

export function requestHeaders(options: { locale?: string; ip?: string } = {}): Headers {
  const headers = new Headers();
  if (options.locale) headers.set("accept-language", options.locale);
  if (options.ip) headers.set("x-paraph-client-ip", options.ip);
  return headers;
}

export type TempStore = {
  dir: string;
  store: PhotoStore;
  /** Relative paths of every file under the store, sorted. */
  files(): Promise<string[]>;
  cleanup(): Promise<void>;
};

export async function createTempStore(): Promise<TempStore> {
  const dir = await mkdtemp(path.join(tmpdir(), "paraph-photos-"));
  return {
    dir,
    store: createLocalPhotoStore(dir),
    files: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort(),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A logo-like PNG on transparency: three bars and a ring in `color`, anti-aliased, covering
 * about a third of the picture (the rest has alpha 0).
 */
export async function transparentLogo(
  width = 400,
  height = 128,
  color = "#000000",
): Promise<Buffer> {
  const bar = Math.round(height * 0.18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g fill="${color}">
      <rect x="${width * 0.05}" y="${height * 0.1}" width="${bar}" height="${height * 0.8}"/>
      <rect x="${width * 0.15}" y="${height * 0.1}" width="${bar}" height="${height * 0.8}"/>
      <rect x="${width * 0.25}" y="${height * 0.4}" width="${width * 0.3}" height="${bar}"/>
    </g>
    <circle cx="${width * 0.75}" cy="${height / 2}" r="${height * 0.32}" fill="none"
      stroke="${color}" stroke-width="${bar}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset))
    types.push(png.toString("ascii", offset + 4, offset + 8));
  return types;
}

/** The pHYs chunks of a PNG: pixels per unit along x and y, and the unit (1 = metre). */
export function pngPhysicalSizes(png: Buffer): Array<{ x: number; y: number; unit: number }> {
  const found: Array<{ x: number; y: number; unit: number }> = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset)) {
    if (png.toString("ascii", offset + 4, offset + 8) !== "pHYs") continue;
    const data = offset + 8;
    found.push({ x: png.readUInt32BE(data), y: png.readUInt32BE(data + 4), unit: png[data + 8]! });
  }
  return found;
}

/** RGBA of one pixel of a PNG. */
export async function pixelAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...data.subarray(offset, offset + 4)];
}
