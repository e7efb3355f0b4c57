import type { TFunction } from "i18next";
import { pagePath } from "../route-table.ts";
import {
  faqPageJsonLd,
  type JsonLd,
  organizationJsonLd,
  type Site,
  websiteJsonLd,
} from "./json-ld.ts";

/** The FAQ shown on the home page: every `home.faq<n>Q` with its `home.faq<n>A`, in order. */
export function homeFaq(t: TFunction): Array<{ question: string; answer: string }> {
  const home = t("home", { returnObjects: true }) as unknown as Record<string, string>;
  return Object.keys(home)
    .map((key) => /^faq(\d+)Q$/.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .sort((a, b) => Number(a) - Number(b))
    .filter((n) => home[`faq${n}A`])
    .map((n) => ({ question: home[`faq${n}Q`]!, answer: home[`faq${n}A`]! }));
}

/**
 * Structured data a page of the route table always carries, whoever renders it: the home
 * page describes the organisation, the site and its FAQ. Pages add their own through
 * <PageMeta jsonLd>.
 */
export function pageStructuredData(pageId: string, site: Site, t: TFunction): JsonLd[] {
  if (pageId !== "home") return [];
  return [
    organizationJsonLd(site, t("seo.organizationDescription")),
    websiteJsonLd(site, pagePath("home", site.locale), t("home.description")),
    faqPageJsonLd(homeFaq(t)),
  ];
}
