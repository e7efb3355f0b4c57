// Draws the Open Graph images (1200×630, one per locale, with the localized tagline) and the
// organisation logo used by JSON-LD (512×512) from SVG with sharp, into public/og/. Run once
// after changing the brand or the tagline, and commit the PNGs:
//   node scripts/og-image.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import enCommon from "../app/i18n/messages/en/common.ts";
import frCommon from "../app/i18n/messages/fr/common.ts";

const BRAND = "#3730a3";
const BRAND_DARK = "#312e81";
const BRAND_LIGHT = "#eef2ff";
const BRAND_MID = "#e0e7ff";
const INK = "#111827";
const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const outDir = path.resolve(import.meta.dirname, "../public/og");

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Greedy word wrap to at most `width` characters a line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The "P" mark of the header logo: white serif letter on a rounded brand square. */
function mark(x: number, y: number, size: number): string {
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND}"/>
  <text x="${x + size / 2}" y="${y + size * 0.73}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${size * 0.66}" fill="#ffffff">P</text>`;
}

/** A small drawing of a signature: photo, name, role, accent rule, contact lines. */
function signatureCard(x: number, y: number): string {
  const bar = (dx: number, dy: number, w: number, h: number, fill: string) =>
    `<rect x="${x + dx}" y="${y + dy}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
  return `<g>
    <rect x="${x + 10}" y="${y + 14}" width="380" height="250" rx="22" fill="${BRAND}" opacity="0.08"/>
    <rect x="${x}" y="${y}" width="380" height="250" rx="22" fill="#ffffff" stroke="#c7d2fe" stroke-width="2"/>
    <circle cx="${x + 78}" cy="${y + 92}" r="46" fill="url(#photo)" stroke="#d1d5db" stroke-width="3"/>
    <circle cx="${x + 78}" cy="${y + 80}" r="17" fill="#f0bf9f"/>
    <path d="M${x + 46} ${y + 128} q32 -36 64 0 z" fill="${BRAND_DARK}"/>
    ${bar(146, 60, 190, 18, INK)}
    ${bar(146, 92, 140, 12, "#64748b")}
    <rect x="${x + 146}" y="${y + 120}" width="200" height="4" fill="${BRAND}"/>
    ${bar(34, 170, 150, 11, "#94a3b8")}
    ${bar(34, 194, 210, 11, "#94a3b8")}
    ${bar(34, 218, 120, 11, "#94a3b8")}
    <rect x="${x + 250}" y="${y + 186}" width="100" height="34" rx="8" fill="${BRAND}"/>
  </g>`;
}

function openGraphSvg(tagline: string): string {
  const lines = wrap(tagline, 21);
  const tagY = 330;
  const tagText = lines
    .map(
      (line, index) =>
        `<text x="80" y="${tagY + index * 62}" font-family="${SANS}" font-weight="bold" font-size="50" fill="${BRAND_DARK}">${escapeXml(line)}</text>`,
    )
    .join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="photo" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#818cf8"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="${BRAND_LIGHT}"/>
  <circle cx="1080" cy="70" r="260" fill="${BRAND_MID}"/>
  <circle cx="1130" cy="640" r="170" fill="${BRAND_MID}"/>
  <rect x="0" y="0" width="1200" height="14" fill="${BRAND}"/>
  ${mark(80, 110, 104)}
  <text x="210" y="194" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="92" fill="${INK}">Paraph</text>
  ${tagText}
  <text x="80" y="560" font-family="${SANS}" font-size="28" fill="${BRAND}">Gmail · Outlook · Apple Mail</text>
  ${signatureCard(740, 210)}
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  ${mark(0, 0, 512)}
</svg>`;
}

async function writePng(name: string, svg: string, width: number, height: number) {
  const png = await sharp(Buffer.from(svg))
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  writeFileSync(path.join(outDir, name), png);
  process.stdout.write(`public/og/${name} ${width}×${height} ${png.length} bytes\n`);
}

mkdirSync(outDir, { recursive: true });
await writePng("paraph-en.png", openGraphSvg(enCommon.appTagline), 1200, 630);
await writePng("paraph-fr.png", openGraphSvg(frCommon.appTagline), 1200, 630);
await writePng("logo.png", logoSvg(), 512, 512);
