// The drawings of Paraph's Open Graph images, as SVG for sharp to rasterise: the site's
// (scripts/og-image.ts) and each blog article's (tools/article-images.ts). Text is set in the
// DejaVu fonts that come with the project (tools/drawing-fonts.ts).

export const BRAND = "#3730a3";
export const BRAND_DARK = "#312e81";
export const BRAND_LIGHT = "#eef2ff";
export const BRAND_MID = "#e0e7ff";
export const INK = "#111827";
export const SERIF = "'DejaVu Serif', serif";
export const SANS = "'DejaVu Sans', sans-serif";

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Greedy word wrap to at most `width` characters a line. Only ordinary spaces break: a
 * no-break space keeps French punctuation on its word's line.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\r\n]+/)) {
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
export function mark(x: number, y: number, size: number): string {
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND}"/>
  <text x="${x + size / 2}" y="${y + size * 0.73}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${size * 0.66}" fill="#ffffff">P</text>`;
}

/** A small drawing of a signature: photo, name, role, accent rule, contact lines. */
export function signatureCard(x: number, y: number): string {
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

const PHOTO_GRADIENT = `<linearGradient id="photo" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#818cf8"/>
    </linearGradient>`;

/** Lines of bold sans-serif text, one below the other, from the left margin. */
function boldLines(
  lines: string[],
  { top, lineHeight, size, fill }: { top: number; lineHeight: number; size: number; fill: string },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="80" y="${top + index * lineHeight}" font-family="${SANS}" font-weight="bold" font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join("\n  ");
}

/** A 1200×630 image on the brand's light ground; `body` its elements, each line indented. */
function wideSvg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    ${PHOTO_GRADIENT}
  </defs>
  <rect width="1200" height="630" fill="${BRAND_LIGHT}"/>
${body}
</svg>`;
}

/** The site's image (1200×630): the logo, the tagline and a signature. */
export function openGraphSvg(tagline: string): string {
  const lines = wrap(tagline, 21);
  const tagY = 330;
  const tagText = boldLines(lines, { top: tagY, lineHeight: 62, size: 50, fill: BRAND_DARK });
  return wideSvg(`  <circle cx="1080" cy="70" r="260" fill="${BRAND_MID}"/>
  <circle cx="1130" cy="640" r="170" fill="${BRAND_MID}"/>
  <rect x="0" y="0" width="1200" height="14" fill="${BRAND}"/>
  ${mark(80, 110, 104)}
  <text x="210" y="194" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="92" fill="${INK}">Paraph</text>
  ${tagText}
  <text x="80" y="560" font-family="${SANS}" font-size="28" fill="${BRAND}">Gmail · Outlook · Apple Mail</text>
  ${signatureCard(740, 210)}`);
}

/** The organisation's logo (512×512). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  ${mark(0, 0, 512)}
</svg>`;
}

/**
 * A blog article's image (1200×630): the logo and the section's name above the article's
 * title, set as large as three or four lines allow, and the top of a signature below.
 */
export function articleSvg({ title, section }: { title: string; section: string }): string {
  const large = wrap(title, 26);
  const [size, lines] = large.length <= 4 ? [60, large] : [48, wrap(title, 33)];
  const lineHeight = Math.round(size * 1.22);
  const top = 250 + Math.round(((4 - lines.length) * lineHeight) / 2);
  const titleText = boldLines(lines, { top, lineHeight, size, fill: INK });
  return wideSvg(`  <circle cx="1120" cy="40" r="210" fill="${BRAND_MID}"/>
  <circle cx="1160" cy="650" r="150" fill="${BRAND_MID}"/>
  ${signatureCard(770, 506)}
  <rect x="0" y="0" width="1200" height="14" fill="${BRAND}"/>
  ${mark(80, 74, 76)}
  <text x="176" y="134" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="64" fill="${INK}">Paraph</text>
  <text x="80" y="214" font-family="${SANS}" font-weight="bold" font-size="26" letter-spacing="3" fill="${BRAND}">${escapeXml(section.toUpperCase())}</text>
  <rect x="80" y="${top + (lines.length - 1) * lineHeight + 44}" width="120" height="8" rx="4" fill="${BRAND}"/>
  ${titleText}`);
}
