import { crc32, deflateSync } from "node:zlib";

// A PNG encoder for icons: each pixel of an icon is one colour (the disc, or the glyph of a
// plain icon) with some opacity, or a mix of two opaque colours (the glyph's anti-aliased edge
// on its disc). A 16-entry palette built from exactly those colours keeps them exact, where a
// general quantiser (sharp's libimagequant) shifts them a unit or two and loses full opacity
// on thin glyphs; 4 bits a pixel keep a 48-pixel icon to a few hundred bytes.

export type Rgb = readonly [number, number, number];

/** Opacity steps of the base colour between transparent and opaque (edges of shapes). */
const ALPHA_STEPS_WITH_MIX = 5;
/** Steps from the base to the mixed colour, both included (edges of the glyph on a disc). */
const MIX_STEPS = 10;

/**
 * Encodes `side` × `side` RGBA pixels (not premultiplied) as a 4-bit palette PNG. Pixels are
 * read as `base` at their opacity or, when opaque and `mix` is given, as the nearest blend of
 * `base` and `mix`. The PNG has IHDR, PLTE, tRNS, IDAT and IEND only.
 */
export function encodeIconPng(rgba: Uint8Array, side: number, base: Rgb, mix?: Rgb): Buffer {
  if (rgba.length !== side * side * 4) throw new RangeError("pixel data does not match the side");
  const palette = mix ? mixPalette(base, mix) : alphaPalette(base);
  const indexOf = mix ? mixIndex(base, mix) : alphaIndex;
  const rowBytes = Math.ceil(side / 2);
  const scanlines = Buffer.alloc((rowBytes + 1) * side); // each row: filter 0 (none), pixels
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const at = (y * side + x) * 4;
      const index = indexOf(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!, rgba[at + 3]!);
      const byte = y * (rowBytes + 1) + 1 + (x >> 1);
      scanlines[byte] = x % 2 === 0 ? index << 4 : (scanlines[byte] ?? 0) | index;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 4; // bit depth
  header[9] = 3; // colour type: palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flatMap((entry) => entry.slice(0, 3)))),
    chunk("tRNS", trailingOpaqueTrimmed(palette.map(([, , , a]) => a))),
    chunk("IDAT", deflateSync(scanlines, { level: 9, memLevel: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Entry = readonly [number, number, number, number];

/** One colour: transparent, then 15 opacities up to opaque (index = alpha / 17). */
function alphaPalette([r, g, b]: Rgb): Entry[] {
  return Array.from({ length: 16 }, (_, index) => [r, g, b, index * 17] as const);
}

function alphaIndex(_r: number, _g: number, _b: number, a: number): number {
  return Math.round(a / 17);
}

/** Transparent, the base at a few opacities, then the base mixed towards the other colour. */
function mixPalette(base: Rgb, mix: Rgb): Entry[] {
  const entries: Entry[] = [[...base, 0]];
  for (let step = 1; step <= ALPHA_STEPS_WITH_MIX; step++) {
    entries.push([...base, Math.round((step * 255) / (ALPHA_STEPS_WITH_MIX + 1))]);
  }
  for (let step = 0; step < MIX_STEPS; step++) {
    const t = step / (MIX_STEPS - 1);
    const channel = (i: 0 | 1 | 2) => Math.round(base[i] + (mix[i] - base[i]) * t);
    entries.push([channel(0), channel(1), channel(2), 255]);
  }
  return entries;
}

function mixIndex(base: Rgb, mix: Rgb) {
  const delta = [mix[0] - base[0], mix[1] - base[1], mix[2] - base[2]] as const;
  const length = delta[0] ** 2 + delta[1] ** 2 + delta[2] ** 2 || 1;
  const opaqueFrom = 1 + ALPHA_STEPS_WITH_MIX;
  return (r: number, g: number, b: number, a: number): number => {
    const alphaStep = Math.round((a * opaqueFrom) / 255);
    if (alphaStep < opaqueFrom) return alphaStep;
    const t =
      ((r - base[0]) * delta[0] + (g - base[1]) * delta[1] + (b - base[2]) * delta[2]) / length;
    return opaqueFrom + Math.round(Math.min(1, Math.max(0, t)) * (MIX_STEPS - 1));
  };
}

/** tRNS may stop at the last entry that is not opaque. */
function trailingOpaqueTrimmed(alphas: number[]): Buffer {
  let end = alphas.length;
  while (end > 0 && alphas[end - 1] === 255) end--;
  return Buffer.from(alphas.slice(0, end));
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), out.length - 4);
  return out;
}
