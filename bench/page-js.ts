// JavaScript a page makes the browser load when it opens, gzip -9: measured in Chromium, every
// script the page requests until it is interactive (its behaviour live: `data-hydrated`) and
// the network is idle — modulepreloads, what they import, modules a script imports at start
// such as the locale's catalogue — plus the bodies of the inline scripts (React Router's
// context and hydration data). Code loaded later, on use (the home page's preview renderer on
// the first keystroke), and JSON-LD are not counted.
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { AFTER_PAINT_MODULE_TYPE } from "../app/.server/http/hydrate-after-paint.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import type { LoadedScript } from "./page-modules.ts";

export type PageJavaScript = {
  path: string;
  files: number;
  externalGzipKb: number;
  inlineScripts: number;
  inlineGzipKb: number;
  totalGzipKb: number;
  totalRawKb: number;
  /** every external script, as requested */
  scripts: LoadedScript[];
};

const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;

export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export async function pageJavaScript(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookies: Array<{ name: string; value: string }> = [],
): Promise<PageJavaScript> {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
  const page = await context.newPage();
  try {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = new URL(response.url());
      // a body still arriving when the page is closed (after a failed load) is not counted
      if (!scripts.has(url.pathname))
        scripts.set(
          url.pathname,
          response.body().catch(() => Buffer.alloc(0)),
        );
    });
    const response = await page.goto(`${baseUrl}${path}`);
    if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    const html = await response.text();
    const inline: string[] = [];
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1]!;
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
      // JSON-LD and data are not code; the module script that runs after the first paint is
      if (
        type &&
        type !== "module" &&
        type !== AFTER_PAINT_MODULE_TYPE &&
        !/javascript/i.test(type)
      )
        continue;
      if (!/\bsrc=/i.test(attributes) && match[2]!.trim()) inline.push(match[2]!);
    }
    let externalGzipKb = 0;
    let rawBytes = 0;
    const loaded: LoadedScript[] = [];
    for (const [scriptPath, body] of scripts) {
      const bytes = await body;
      const size = gzipKb(bytes);
      loaded.push({ path: scriptPath, gzipKb: size });
      externalGzipKb += size;
      rawBytes += bytes.length;
    }
    // The inline scripts travel in the HTML document: compressed together, as the page is.
    const inlineText = inline.join("\n");
    const inlineGzipKb = inline.length ? gzipKb(inlineText) : 0;
    return {
      path,
      files: scripts.size,
      externalGzipKb,
      inlineScripts: inline.length,
      inlineGzipKb,
      totalGzipKb: externalGzipKb + inlineGzipKb,
      totalRawKb: (rawBytes + Buffer.byteLength(inlineText)) / 1024,
      scripts: loaded,
    };
  } finally {
    await context.close();
  }
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
