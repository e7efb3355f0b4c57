import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { allLocalizedPages } from "../route-table.ts";
import { findLocalizedPage, hreflangAlternates } from "./alternates.ts";
import { prerenderedPagePaths, prerenderPaths } from "./prerender.ts";
import { buildRobotsTxt, buildSitemap, SITEMAP_PATHS } from "./sitemap.ts";

const publicUrl = "https://paraph.example";

describe("sitemap builder", () => {
  const pages = allLocalizedPages().filter((page) => page.indexable);
  const entries = pages.map((page) => ({ page, lastmod: "2026-11-01" }));

  it("lists each page once in the sitemap's locale, with every alternate and x-default", () => {
    const xml = buildSitemap("fr", publicUrl, entries);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pages.map((page) => `${publicUrl}${page.paths.fr}`));
    expect(xml.match(/<xhtml:link /g)).toHaveLength(pages.length * 3);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}/legal/privacy"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${publicUrl}/fr/legal/confidentialite"/>`,
    );
  });

  it("escapes XML special characters", () => {
    const [first] = entries;
    const page = { ...first!.page, paths: { en: "/a?b=1&c=2", fr: "/fr/a" } };
    expect(buildSitemap("en", publicUrl, [{ page, lastmod: "2026-11-01" }])).toContain(
      "<loc>https://paraph.example/a?b=1&amp;c=2</loc>",
    );
  });

  it("makes hreflang alternates that point back at each other", () => {
    for (const page of pages) {
      for (const locale of LOCALES) {
        const alternate = hreflangAlternates(page, publicUrl).find((a) => a.hreflang === locale);
        const target = findLocalizedPage(alternate!.href.slice(publicUrl.length), locale);
        expect(target?.id).toBe(page.id);
      }
    }
  });
});

describe("robots.txt", () => {
  it("names both sitemaps and keeps the API and the private export page out", () => {
    const text = buildRobotsTxt(publicUrl, Object.values(SITEMAP_PATHS));
    expect(text).toContain("Sitemap: https://paraph.example/sitemap.xml\n");
    expect(text).toContain("Sitemap: https://paraph.example/fr/sitemap.xml\n");
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/my-signature\$$/m);
    // /my-signatures is a public page: no rule may be a bare prefix of it.
    for (const [, rule] of text.matchAll(/^Disallow: (\S+)$/gm)) {
      expect("/my-signatures".startsWith(rule!) && !/[$?]$/.test(rule!)).toBe(false);
    }
  });
});

describe("prerender list", () => {
  it("covers the content pages of both locales and no per-visitor page", () => {
    const paths = prerenderedPagePaths();
    for (const path of ["/", "/fr", "/create", "/fr/email/signature", "/blog", "/fr/blog"]) {
      expect(paths).toContain(path);
    }
    for (const path of ["/app", "/my-signatures", "/my-signature", "/contact", "/fr/contact"]) {
      expect(paths).not.toContain(path);
    }
    expect(paths.filter((path) => path.includes("/blog/"))).toHaveLength(20);
    expect(prerenderPaths()).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt"]));
  });
});
