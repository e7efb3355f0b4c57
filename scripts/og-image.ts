// Draws the Open Graph images (1200×630, one per locale, with the localized tagline) and the
// organisation logo used by JSON-LD (512×512) from SVG with sharp (drawings in tools/og-art.ts),
// into public/og/. The blog articles' images are drawn at build time (tools/article-images.ts).
// Run once after changing the brand or the tagline, and commit the PNGs:
//   node scripts/og-image.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import enCommon from "../app/i18n/messages/en/common.ts";
import frCommon from "../app/i18n/messages/fr/common.ts";
import { pointFontconfigAtBundledFonts } from "../tools/drawing-fonts.ts";
import { logoSvg, openGraphSvg } from "../tools/og-art.ts";

const outDir = path.resolve(import.meta.dirname, "../public/og");

async function writePng(name: string, svg: string, width: number, height: number) {
  const png = await sharp(Buffer.from(svg))
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  writeFileSync(path.join(outDir, name), png);
  process.stdout.write(`public/og/${name} ${width}×${height} ${png.length} bytes\n`);
}

pointFontconfigAtBundledFonts(path.resolve(import.meta.dirname, ".."));
mkdirSync(outDir, { recursive: true });
await writePng("paraph-en.png", openGraphSvg(enCommon.appTagline), 1200, 630);
await writePng("paraph-fr.png", openGraphSvg(frCommon.appTagline), 1200, 630);
await writePng("logo.png", logoSvg(), 512, 512);
