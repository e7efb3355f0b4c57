// Each blog article's image: its Open Graph image (a PNG, what social networks show) and the
// same picture in WebP for the cards of the blog. Drawn at build time from the article's title
// (tools/article-images.ts); the pages only need where they are and their size.
import type { Locale } from "../i18n/locales.ts";

export const ARTICLE_IMAGE = { width: 1200, height: 630 } as const;

/** Widths of the cards' WebP versions (srcset), the first being the `src`. */
export const ARTICLE_CARD_WIDTHS = [600, 1200] as const;

const base = (locale: Locale, slug: string) => `/og/blog/${locale}/${slug}`;

export function articleImagePath(locale: Locale, slug: string): string {
  return `${base(locale, slug)}.png`;
}

export function articleCardImagePath(
  locale: Locale,
  slug: string,
  width: (typeof ARTICLE_CARD_WIDTHS)[number],
): string {
  return `${base(locale, slug)}-${width}.webp`;
}

/** The height of the image at `width`, in the Open Graph image's proportions. */
export function articleImageHeight(width: number): number {
  return Math.round((width * ARTICLE_IMAGE.height) / ARTICLE_IMAGE.width);
}
