import type { Locale } from "../../i18n/locales.ts";
import { allLocalizedPages } from "../../route-table.ts";
import type { SitemapEntry } from "../../seo/sitemap.ts";
import { type ContentConfig, listArticles } from "./articles.ts";
import { getGuide } from "./guide.ts";

/**
 * The indexable pages of the route table with their lastmod in `locale`:
 * - an article: its `updated` date;
 * - the blog index: the newest `updated` of its articles;
 * - the guide: its own `updated` date;
 * - any other page: `buildDate`, the day the site was built (the sitemaps are prerendered).
 */
export function sitemapEntries(
  locale: Locale,
  config: ContentConfig,
  buildDate: string,
): SitemapEntry[] {
  const articles = listArticles(locale, config);
  const byKey = new Map(articles.map((article) => [`article.${article.key}`, article.updated]));
  const newest =
    articles
      .map((article) => article.updated)
      .sort()
      .at(-1) ?? buildDate;
  const lastmodOf = (id: string): string => {
    if (byKey.has(id)) return byKey.get(id)!;
    if (id === "blog") return newest;
    if (id === "emailSignature") return getGuide(locale, config).updated;
    return buildDate;
  };
  return allLocalizedPages()
    .filter((page) => page.indexable)
    .map((page) => ({ page, lastmod: lastmodOf(page.id) }));
}
