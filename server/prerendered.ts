import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { Config } from "../app/.server/env.ts";
import type { Logger } from "../app/.server/log.ts";
import { renderFingerprint } from "../app/.server/render-fingerprint.ts";
import { preferredLocale } from "../app/i18n/detect.ts";
import {
  PRERENDER_HOST,
  prerenderedPagePaths,
  prerenderedResourcePaths,
  RENDER_FINGERPRINT_META,
  withOwnOrigin,
} from "../app/seo/prerender.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

// Serves what `react-router build` prerendered (app/seo/prerender.ts): each page's
// <path>/index.html, the <path>.data file client navigations fetch, and the sitemaps and
// robots.txt. No loader runs and no database is touched for these requests.

type Output = {
  /** the document path the output belongs to ("/" for the home page) */
  page: string;
  kind: "document" | "data" | "resource";
  file: string;
};

type Loaded = { body: Buffer; contentType: string; csp: string | null };

const CONTENT_TYPES: Record<string, string> = {
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** React Router's data URL of a document path: `/_.data` for `/`, `/blog.data` for `/blog`. */
export function dataPathOf(page: string): string {
  return page === "/" ? "/_.data" : `${page}.data`;
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * SHA-256 (base64) of every inline script a browser would run: React Router's hydration
 * context and route modules, React's streaming helpers. JSON-LD and other data blocks are
 * not executed, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

/** The configuration fingerprint a prerendered document was rendered with. */
export function renderedWith(html: string): string | null {
  const pattern = new RegExp(`<meta name="${RENDER_FINGERPRINT_META}" content="([^"]+)"`);
  return pattern.exec(html)?.[1] ?? null;
}

const PLACEHOLDER_ORIGIN = new RegExp(
  `https?://${PRERENDER_HOST.replaceAll(".", "\\.")}(?::\\d+)?`,
);

/** The placeholder origin a prerendered file was written with (app/seo/prerender.ts), if any. */
export function placeholderOriginIn(text: string): string | null {
  return PLACEHOLDER_ORIGIN.exec(text)?.[0] ?? null;
}

/** The home page's locale rule (docs/product.md#locale, routes/home.tsx): / goes to /fr for French visitors. */
function redirectsToFrench(req: Request): boolean {
  if (isbot(req.get("user-agent") ?? "")) return false;
  const headers = new Headers();
  const cookie = req.get("cookie");
  const language = req.get("accept-language");
  if (cookie) headers.set("cookie", cookie);
  if (language) headers.set("accept-language", language);
  return preferredLocale(new Request("http://localhost/", { headers })) === "fr";
}

export function prerenderedFiles(options: { clientDir: string; config: Config; log: Logger }) {
  const { clientDir, config, log } = options;
  const { publicUrl } = config;
  const scheme = new URL(publicUrl).protocol;
  const fingerprint = renderFingerprint(config);
  const outputs = new Map<string, Output>();
  const fileOf = (urlPath: string) => path.join(clientDir, ...urlPath.split("/"));
  for (const page of prerenderedPagePaths()) {
    outputs.set(page, { page, kind: "document", file: fileOf(`${page}/index.html`) });
    outputs.set(dataPathOf(page), { page, kind: "data", file: fileOf(dataPathOf(page)) });
  }
  for (const resource of prerenderedResourcePaths()) {
    outputs.set(resource, { page: resource, kind: "resource", file: fileOf(resource) });
  }

  // Outputs never change while the server runs: each file is read, checked and hashed once.
  const cache = new Map<string, Loaded | null>();
  let warned = false;
  function read(file: string): Buffer | null {
    try {
      return readFileSync(file);
    } catch {
      return null;
    }
  }
  function load(output: Output): Loaded | null {
    const cached = cache.get(output.file);
    if (cached !== undefined) return cached;
    const loaded = output.kind === "data" ? loadData(output) : loadChecked(output);
    cache.set(output.file, loaded);
    return loaded;
  }
  /**
   * A file's text with this server's origin in place of the placeholder it was written with,
   * or null when it was not written for this server's scheme.
   */
  function ownOrigin(text: string): string | null {
    const placeholder = placeholderOriginIn(text);
    if (!placeholder) return text;
    if (new URL(placeholder).protocol !== scheme) return null;
    return withOwnOrigin(text, placeholder, publicUrl);
  }
  /**
   * A document or resource, if it exists and was rendered with this server's configuration
   * (documents: the fingerprint; sitemaps and robots.txt: the scheme of their URLs), with this
   * server's origin in it.
   */
  function loadChecked(output: Output): Loaded | null {
    const file = read(output.file);
    if (!file) return null;
    const text = ownOrigin(file.toString("utf8"));
    const matches =
      text !== null && (output.kind === "resource" || renderedWith(text) === fingerprint);
    if (!matches) {
      if (!warned) {
        warned = true;
        log.warn("prerendered file not built with this configuration: rendering it per request", {
          file: path.relative(clientDir, output.file),
          hint: "build with the same PUBLIC_URL scheme (http/https), APP_NAME, CONTACT_EMAIL and OPERATOR_* as the server",
        });
      }
      return null;
    }
    const body = Buffer.from(text, "utf8");
    if (output.kind === "resource") {
      const type = CONTENT_TYPES[path.extname(output.file)] ?? "application/octet-stream";
      return { body, contentType: type, csp: null };
    }
    const csp = contentSecurityPolicy(publicUrl, { hashes: inlineScriptHashes(text) });
    return { body, contentType: "text/html; charset=utf-8", csp };
  }
  /** A data file is valid when its document is: both come from the same render. */
  function loadData(output: Output): Loaded | null {
    const document = outputs.get(output.page);
    if (!document || !load(document)) return null;
    const file = read(output.file);
    const text = file && ownOrigin(file.toString("utf8"));
    return text === null || text === undefined
      ? null
      : { body: Buffer.from(text, "utf8"), contentType: "text/x-script", csp: null };
  }

  /** GET or HEAD of a prerendered path: the static file, with a CSP built from its hashes. */
  const serve: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const output = outputs.get(req.path);
    if (!output) return next();
    const home = output.page === "/";
    // The French visitor's redirect is the home loader's job: let the request reach it.
    if (home && output.kind !== "resource" && redirectsToFrench(req)) return next();
    const loaded = load(output);
    if (!loaded) return next();
    res.setHeader("X-Paraph-Prerendered", "1");
    res.setHeader("Content-Type", loaded.contentType);
    if (loaded.csp) res.setHeader("Content-Security-Policy", loaded.csp);
    if (output.kind === "data") res.setHeader("X-Remix-Response", "yes");
    if (home) res.vary("Cookie").vary("Accept-Language");
    // Documents and data revalidate every time (ETag → 304); they change with each deploy.
    res.setHeader(
      "Cache-Control",
      output.kind === "resource" ? "public, max-age=3600" : "public, no-cache",
    );
    res.send(loaded.body);
  };

  /**
   * Wraps the static file handler so it never answers for a prerendered output itself (say a
   * stale .data file of a build made for another PUBLIC_URL): those go through `serve`, then,
   * when it declines, to the request handler.
   */
  const exceptOutputs =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      outputs.has(req.path) || req.path.endsWith("/index.html") ? next() : handler(req, res, next);

  return { serve, exceptOutputs };
}
