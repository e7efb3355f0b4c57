import { ARTICLE_PAIRS } from "../content/articles.ts";
import { LOCALES } from "../i18n/locales.ts";
import { articlePath, PAGES, type PageKey, pagePathOf } from "../route-table.ts";
import { ROBOTS_PATH, SITEMAP_PATHS } from "./sitemap.ts";

/**
 * Content pages: the same for every visitor, so they are rendered to static HTML at build
 * time (react-router.config.ts) and served without running a loader (server/prerendered.ts).
 * Pages that depend on the visitor or their browser storage (/app, /my-signatures,
 * /my-signature) or handle a form (/contact) are rendered per request.
 */
export const PRERENDERED_PAGES: readonly PageKey[] = [
  "home",
  "create",
  "emailSignature",
  "blog",
  "terms",
  "legal",
  "privacy",
  "legalNotice",
  "api",
];

/** Every prerendered document path, both locales. */
export function prerenderedPagePaths(): string[] {
  return LOCALES.flatMap((locale) => [
    ...PAGES.filter((page) => PRERENDERED_PAGES.includes(page.key)).map((page) =>
      pagePathOf(page, locale),
    ),
    ...ARTICLE_PAIRS.map((pair) => articlePath(pair, locale)),
  ]);
}

/** Prerendered resource routes: their output is the file itself. */
export function prerenderedResourcePaths(): string[] {
  return [...Object.values(SITEMAP_PATHS), ROBOTS_PATH];
}

/**
 * Prerendered files are written for this host, not the build's: the server puts its own
 * origin in their place when it loads them (server/prerendered.ts), so one build serves any
 * PUBLIC_URL of the same scheme. `.invalid` can never be a real host (RFC 6761).
 */
export const PRERENDER_HOST = "prerendered.paraph.invalid";

/** The placeholder origin of a build whose PUBLIC_URL is `publicUrl` (scheme and port kept). */
export function prerenderOrigin(publicUrl: string): string {
  const { protocol, port } = new URL(publicUrl);
  return `${protocol}//${PRERENDER_HOST}${port ? `:${port}` : ""}`;
}

/**
 * Text of a prerendered file as the server at `publicUrl` must send it: the placeholder
 * origin, host (with port) and host name replaced by its own, in that order.
 */
export function withOwnOrigin(text: string, placeholder: string, publicUrl: string): string {
  const from = new URL(placeholder);
  const to = new URL(publicUrl);
  return text
    .replaceAll(from.origin, to.origin)
    .replaceAll(from.host, to.host)
    .replaceAll(from.hostname, to.hostname);
}

/**
 * The <meta> name under which every page states the configuration it was rendered with
 * (app/.server/render-fingerprint.ts): the server serves a prerendered page only when its
 * own configuration gives the same value.
 */
export const RENDER_FINGERPRINT_META = "paraph-rendered-with";

/** What `react-router build` prerenders. */
export function prerenderPaths(): string[] {
  return [...prerenderedPagePaths(), ...prerenderedResourcePaths()];
}
