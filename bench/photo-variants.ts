// `node bench/photo-variants.ts`: time and bytes of a photo variant render (renderVariant, the
// whole pipeline: crop, shape, border, encode) under several PNG settings, on a camera-like
// portrait (test-images.ts), the flat two-tone test picture and, when present, a real photo
// (autocannon's test JPEG, a street scene with people, 1169 × 584). Sequential renders at
// sharp's default concurrency, medians; CPU is the process's user + system time per render,
// what bounds throughput on a busy server (wall time also counts waiting for a core).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PngOptions } from "sharp";
import { normalizePhoto } from "../app/.server/photos/normalize.ts";
import { portraitPhoto, twoTone } from "../app/.server/photos/test-images.ts";
import { renderVariant, VARIANT_PNG_OPTIONS } from "../app/.server/photos/variant.ts";
import type { PhotoVariant } from "../app/signature/photo-url.ts";

type PngSetting = { label: string; options: PngOptions };

/** A palette setting, labelled with its level and effort (and `note`). */
function palette(level: number, effort: number, note = "", extra: PngOptions = {}): PngSetting {
  return {
    label: `palette, level ${level}, effort ${effort}${note}`,
    options: { palette: true, compressionLevel: level, effort, ...extra },
  };
}

export const PNG_SETTINGS: PngSetting[] = [
  palette(9, 7, " (before)"),
  palette(9, 4),
  palette(9, 2),
  palette(9, 1),
  palette(6, 7),
  palette(6, 1),
  palette(9, 1, ", no dither", { dither: 0 }),
  palette(9, 1, ", adaptive filter", { adaptiveFiltering: true }),
  { label: "truecolour, level 6", options: { compressionLevel: 6 } },
  {
    label: "truecolour, level 9, adaptive filter",
    options: { compressionLevel: 9, adaptiveFiltering: true },
  },
];

const VARIANTS: PhotoVariant[] = [
  { shape: "circle", border: "solid", color: "d1d5db", width: 2, size: 96 },
  { shape: "rounded", border: "dashed", color: "4f46e5", width: 3, size: 128 },
  { shape: "square", border: "none", color: "000000", width: 0, size: 64 },
];

const REAL_PHOTO = path.resolve(import.meta.dirname, "../node_modules/autocannon/test/j5.jpeg");

async function originals(): Promise<Array<{ name: string; png: Buffer }>> {
  const list = [
    { name: "portrait", png: (await normalizePhoto(await portraitPhoto())).png },
    { name: "two-tone", png: (await normalizePhoto(await twoTone(800, 600).png().toBuffer())).png },
  ];
  if (existsSync(REAL_PHOTO))
    list.push({ name: "street photo", png: (await normalizePhoto(readFileSync(REAL_PHOTO))).png });
  return list;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPhotoVariants(rounds = 15) {
  const photos = await originals();
  // Warm sharp, libvips and every code path once.
  for (const { options } of PNG_SETTINGS)
    await renderVariant(photos[0]!.png, VARIANTS[0]!, options);
  const rows = [];
  for (const photo of photos) {
    for (const { label, options } of PNG_SETTINGS) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let round = 0; round < rounds; round++) {
        for (const variant of VARIANTS) {
          const [startWall, startCpu] = [performance.now(), cpuMs()];
          const png = await renderVariant(photo.png, variant, options);
          wall.push(performance.now() - startWall);
          cpu.push(cpuMs() - startCpu);
          if (round === 0) bytes += png.length;
        }
      }
      rows.push({ photo: photo.name, label, wallMs: median(wall), cpuMs: median(cpu), bytes });
    }
  }
  return rows;
}

if (import.meta.main) {
  const rows = await benchPhotoVariants();
  console.log(`current: ${JSON.stringify(VARIANT_PNG_OPTIONS)}`);
  console.log(
    `${"photo".padEnd(13)} ${"PNG settings".padEnd(48)} ms/render  CPU ms  bytes (3 variants)  vs before`,
  );
  for (const row of rows) {
    const before = rows.find((other) => other.photo === row.photo)!;
    console.log(
      [
        row.photo.padEnd(13),
        row.label.padEnd(48),
        row.wallMs.toFixed(1).padStart(9),
        row.cpuMs.toFixed(1).padStart(7),
        String(row.bytes).padStart(19),
        `${((row.bytes / before.bytes - 1) * 100).toFixed(0).padStart(4)} % bytes, ×${(before.cpuMs / row.cpuMs).toFixed(1)} throughput (CPU), ×${(before.wallMs / row.wallMs).toFixed(1)} latency`,
      ].join(" "),
    );
  }
}
