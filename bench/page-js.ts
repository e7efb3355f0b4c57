// JavaScript a page makes the browser load before it is interactive, gzip -9: every script in
// the HTML (external `src`, `modulepreload` links, the modules an inline module imports) and
// everything those import statically, each file once, plus the bodies of the inline scripts
// (React Router's context and hydration data, React's streaming helpers). Dynamic imports
// (code loaded later, on use) and JSON-LD are not counted.
import { gzipSync } from "node:zlib";

export type PageJavaScript = {
  path: string;
  files: number;
  externalGzipKb: number;
  inlineScripts: number;
  inlineGzipKb: number;
  totalGzipKb: number;
  totalRawKb: number;
};

const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;

/** Static imports of a module (minified or not): `import … from "x"`, `import "x"`, `export … from "x"`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    found.push(match[1]!);
  }
  return found;
}

export async function pageJavaScript(baseUrl: string, path: string): Promise<PageJavaScript> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.text();
  const pending: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    const body = match[2]!;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== "module" && !/javascript/i.test(type)) continue; // JSON-LD, data
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) pending.push(src);
    if (body.trim()) {
      inline.push(body);
      pending.push(...staticImports(body));
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(match[0])?.[1];
    if (href) pending.push(href);
  }
  const seen = new Map<string, Buffer>();
  while (pending.length) {
    const url = new URL(pending.pop()!, `${baseUrl}${path}`);
    if (url.origin !== new URL(baseUrl).origin || seen.has(url.pathname)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    seen.set(url.pathname, body);
    for (const specifier of staticImports(body.toString("utf8"))) {
      pending.push(new URL(specifier, url).href);
    }
  }
  let externalGzipKb = 0;
  let rawBytes = 0;
  for (const body of seen.values()) {
    externalGzipKb += gzipKb(body);
    rawBytes += body.length;
  }
  // The inline scripts travel in the HTML document: compressed together, as the page is.
  const inlineText = inline.join("\n");
  const inlineGzipKb = inline.length ? gzipKb(inlineText) : 0;
  return {
    path,
    files: seen.size,
    externalGzipKb,
    inlineScripts: inline.length,
    inlineGzipKb,
    totalGzipKb: externalGzipKb + inlineGzipKb,
    totalRawKb: (rawBytes + Buffer.byteLength(inlineText)) / 1024,
  };
}

export function formatPageJavaScript(rows: PageJavaScript[]): string {
  const lines = [`${"page".padEnd(48)} files  external  inline (n)  total gzip   raw`];
  for (const row of rows) {
    lines.push(
      [
        row.path.padEnd(48),
        String(row.files).padStart(5),
        `${row.externalGzipKb.toFixed(1)} KB`.padStart(9),
        `${row.inlineGzipKb.toFixed(1)} KB (${row.inlineScripts})`.padStart(11),
        `${row.totalGzipKb.toFixed(1)} KB`.padStart(11),
        `${row.totalRawKb.toFixed(0)} KB`.padStart(7),
      ].join(" "),
    );
  }
  return lines.join("\n");
}
