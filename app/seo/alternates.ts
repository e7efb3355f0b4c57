import { LOCALES, type Locale } from "../i18n/locales.ts";
import { allLocalizedPages } from "../route-table.ts";

export type LocalizedPage = ReturnType<typeof allLocalizedPages>[number];

/** Open Graph locale of each of our locales. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: "en_US", fr: "fr_FR" };

/** The Open Graph image of a locale: 1200×630 PNG made by scripts/og-image.ts. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export function ogImagePath(locale: Locale): string {
  return `/og/paraph-${locale}.png`;
}

/** The organisation's logo (512×512 PNG, also made by scripts/og-image.ts). */
export const LOGO_PATH = "/og/logo.png";

/** `/blog/` and `/blog` are the same page; `/` stays `/`. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** `https://example.com` + `/fr/blog` (PUBLIC_URL carries no trailing slash). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

/** The route table's entry for a page or article path in `locale`, if there is one. */
export function findLocalizedPage(pathname: string, locale: Locale): LocalizedPage | undefined {
  const path = normalizePath(pathname);
  return allLocalizedPages().find((page) => page.paths[locale] === path);
}

export type Alternate = { hreflang: Locale | "x-default"; href: string };

/** hreflang links of a page: one per locale, and x-default → the English page. */
export function hreflangAlternates(page: LocalizedPage, publicUrl: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: absoluteUrl(publicUrl, page.paths[locale]),
    })),
    { hreflang: "x-default", href: absoluteUrl(publicUrl, page.paths.en) },
  ];
}
