import type { Locale } from "../i18n/locales.ts";
import { absoluteUrl, hreflangAlternates, type LocalizedPage } from "./alternates.ts";

export type SitemapEntry = {
  page: LocalizedPage;
  /** YYYY-MM-DD: when this page last changed in this locale */
  lastmod: string;
};

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * One locale's sitemap (sitemaps.org 0.9): each page's URL in that locale with its lastmod,
 * and the hreflang alternates of every locale plus x-default (Google's xhtml:link form).
 */
export function buildSitemap(
  locale: Locale,
  publicUrl: string,
  entries: readonly SitemapEntry[],
): string {
  const urls = entries.map(({ page, lastmod }) => {
    const links = hreflangAlternates(page, publicUrl).map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xml(alternate.href)}"/>`,
    );
    return [
      "  <url>",
      `    <loc>${xml(absoluteUrl(publicUrl, page.paths[locale]))}</loc>`,
      `    <lastmod>${lastmod}</lastmod>`,
      ...links,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled but the API and the private export page. */
export function buildRobotsTxt(publicUrl: string, sitemapPaths: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    // `$` ends the match (RFC 9309), so /my-signatures stays crawlable.
    "Disallow: /my-signature$",
    "Disallow: /my-signature?",
    "Disallow: /fr/my-signature$",
    "Disallow: /fr/my-signature?",
    "",
    ...sitemapPaths.map((path) => `Sitemap: ${absoluteUrl(publicUrl, path)}`),
    "",
  ].join("\n");
}

/** Where each locale's sitemap is served (registered in routes.ts). */
export const SITEMAP_PATHS = {
  en: "/sitemap.xml",
  fr: "/fr/sitemap.xml",
} as const satisfies Record<Locale, string>;

export const ROBOTS_PATH = "/robots.txt";
