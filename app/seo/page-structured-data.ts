import type { Translate } from "../i18n/translate.ts";
import { pagePath } from "../route-table.ts";
import {
  faqPageJsonLd,
  type JsonLd,
  organizationJsonLd,
  type Site,
  websiteJsonLd,
} from "./json-ld.ts";

/** The questions of the home page's FAQ (`home.faq<n>Q`, `home.faq<n>A`), in order. */
export const HOME_FAQ = [1, 2, 3, 4] as const;

/** The FAQ shown on the home page, for its structured data. */
export function homeFaq(t: Translate): Array<{ question: string; answer: string }> {
  return HOME_FAQ.map((n) => ({ question: t(`home.faq${n}Q`), answer: t(`home.faq${n}A`) }));
}

/**
 * Structured data a page of the route table always carries, whoever renders it: the home
 * page describes the organisation, the site and its FAQ. Pages add their own through
 * <PageMeta jsonLd>.
 */
export function pageStructuredData(pageId: string, site: Site, t: Translate): JsonLd[] {
  if (pageId !== "home") return [];
  return [
    organizationJsonLd(site, t("seo.organizationDescription")),
    websiteJsonLd(site, pagePath("home", site.locale), t("home.description")),
    faqPageJsonLd(homeFaq(t)),
  ];
}
