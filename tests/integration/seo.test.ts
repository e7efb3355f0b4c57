import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { listArticles } from "../../app/content/.server/articles.ts";
import { getGuide } from "../../app/content/.server/guide.ts";
import { LOCALES, type Locale } from "../../app/i18n/locales.ts";
import { allLocalizedPages } from "../../app/route-table.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The head of every page (title, description, canonical, hreflang, Open Graph, Twitter,
// robots, JSON-LD), the sitemaps against the sitemaps.org schema, and robots.txt.
// Runs the built server: build first, with the same PUBLIC_URL as this test's environment.

const PUBLIC_URL = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PUBLIC_URL });
});
afterAll(async () => {
  await server?.stop();
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${urlPath}`, {
    headers: { "user-agent": BROWSER, "accept-language": "en", ...headers },
    redirect: "manual",
  });

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, checked field by field below
type LdNode = Record<string, any>;

type Head = {
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: Record<string, string[]>;
  robots: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] as string | undefined;

function parseHead(html: string): Head {
  const meta: Record<string, string[]> = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = attribute(tag, "property") ?? attribute(tag, "name");
    const content = attribute(tag, "content");
    if (key && content !== undefined) meta[key] = [...(meta[key] ?? []), decode(content)];
  }
  const alternates: Record<string, string> = {};
  let canonical: string | undefined;
  for (const [tag] of html.matchAll(/<link\s[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    if (rel === "canonical") canonical = attribute(tag, "href");
    if (rel === "alternate") alternates[attribute(tag, "hrefLang")!] = attribute(tag, "href")!;
  }
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta.description?.[0],
    canonical,
    alternates,
    meta,
    robots: meta.robots?.[0],
    jsonLd,
  };
}

// The pages only a signed-in visitor sees (/account, /teams) send anyone else to sign in: a
// crawler never reads their head (tested below).
const SIGNED_IN_ONLY = allLocalizedPages().filter((page) => page.signedInOnly);
const ALL_PAGES = allLocalizedPages().filter((page) => !page.signedInOnly);
const heads = new Map<string, Head>();

async function headOf(urlPath: string): Promise<Head> {
  const cached = heads.get(urlPath);
  if (cached) return cached;
  const response = await get(urlPath);
  expect(response.status, urlPath).toBe(200);
  const head = parseHead(await response.text());
  heads.set(urlPath, head);
  return head;
}

describe("head of every page", () => {
  it("has a title, a description, an absolute canonical URL and reciprocal hreflang links", async () => {
    for (const page of ALL_PAGES) {
      for (const locale of LOCALES) {
        const urlPath = page.paths[locale];
        const head = await headOf(urlPath);
        expect(head.title.length, urlPath).toBeGreaterThan(10);
        expect(head.description?.length ?? 0, urlPath).toBeGreaterThan(50);
        expect(head.canonical, urlPath).toBe(`${PUBLIC_URL}${urlPath}`);
        expect(head.alternates, urlPath).toEqual({
          en: `${PUBLIC_URL}${page.paths.en}`,
          fr: `${PUBLIC_URL}${page.paths.fr}`,
          "x-default": `${PUBLIC_URL}${page.paths.en}`,
        });
      }
    }
    // Reciprocity: the page each alternate names lists this page back under our locale.
    for (const [urlPath, head] of heads) {
      for (const locale of LOCALES) {
        const target = head.alternates[locale]!.slice(PUBLIC_URL.length);
        const back = await headOf(target);
        const ownLocale: Locale = urlPath === "/fr" || urlPath.startsWith("/fr/") ? "fr" : "en";
        expect(back.alternates[ownLocale], `${target} → ${urlPath}`).toBe(
          `${PUBLIC_URL}${urlPath}`,
        );
      }
    }
  });

  it("has Open Graph and Twitter card tags with absolute URLs and the locale's or the article's image", async () => {
    for (const page of ALL_PAGES) {
      for (const locale of LOCALES) {
        const urlPath = page.paths[locale];
        const { meta, title, description } = await headOf(urlPath);
        const other = locale === "en" ? "fr_FR" : "en_US";
        expect(meta["og:title"], urlPath).toEqual([title]);
        expect(meta["og:description"], urlPath).toEqual([description]);
        expect(meta["og:url"], urlPath).toEqual([`${PUBLIC_URL}${urlPath}`]);
        expect(meta["og:type"]?.[0], urlPath).toBe(
          page.id.startsWith("article.") || page.id === "emailSignature" ? "article" : "website",
        );
        expect(meta["og:locale"], urlPath).toEqual([locale === "en" ? "en_US" : "fr_FR"]);
        expect(meta["og:locale:alternate"], urlPath).toEqual([other]);
        expect(meta["og:site_name"], urlPath).toEqual(["Paraph"]);
        const image = page.id.startsWith("article.")
          ? `/og/blog/${locale}/${urlPath.split("/").at(-1)}.png`
          : `/og/paraph-${locale}.png`;
        expect(meta["og:image"], urlPath).toEqual([`${PUBLIC_URL}${image}`]);
        if (page.id.startsWith("article.")) {
          expect(meta["og:image:alt"], urlPath).toEqual([title.replace(/ — Paraph$/, "")]);
        }
        expect(meta["twitter:card"], urlPath).toEqual(["summary_large_image"]);
        expect(meta["twitter:image"], urlPath).toEqual(meta["og:image"]);
      }
    }
  });

  it("gives every indexable page its own title and description", async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of ALL_PAGES.filter((p) => p.indexable)) {
      for (const locale of LOCALES) {
        const urlPath = page.paths[locale];
        const { title, description } = await headOf(urlPath);
        expect(titles.get(title), `${urlPath} repeats the title of`).toBeUndefined();
        expect(descriptions.get(description!), `${urlPath} repeats the description of`).toBe(
          undefined,
        );
        titles.set(title, urlPath);
        descriptions.set(description!, urlPath);
      }
    }
  });

  it("keeps /my-signature and 404 pages out of the index, and only them; signed-in pages out of a crawler's reach", async () => {
    for (const page of ALL_PAGES) {
      for (const locale of LOCALES) {
        const { robots } = await headOf(page.paths[locale]);
        if (page.indexable) expect(robots, page.paths[locale]).toBeUndefined();
        else expect(robots, page.paths[locale]).toBe("noindex");
      }
    }
    expect(SIGNED_IN_ONLY.map((page) => page.id).sort()).toEqual(["account", "teams"]);
    for (const page of SIGNED_IN_ONLY) {
      for (const locale of LOCALES) {
        const response = await get(page.paths[locale]);
        expect(response.status, page.paths[locale]).toBe(302);
        expect(new URL(response.headers.get("location") ?? "", "http://x").pathname).toBe(
          locale === "fr" ? "/fr/login" : "/login",
        );
      }
    }
    for (const missing of ["/no-such-page", "/fr/page-inexistante", "/blog/no-such-article"]) {
      const response = await get(missing);
      expect(response.status).toBe(404);
      expect(parseHead(await response.text()).robots).toBe("noindex");
    }
  });

  it("serves the Open Graph images as 1200×630 PNGs", async () => {
    for (const locale of LOCALES) {
      const response = await get(`/og/paraph-${locale}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const { width, height, format } = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    }
    const logo = await get("/og/logo.png");
    expect(logo.status).toBe(200);
  });

  it("serves each article's image: a 1200×630 PNG, and WebP cards at 600 and 1200 px", async () => {
    const articles = ALL_PAGES.filter((page) => page.id.startsWith("article."));
    expect(articles.length).toBe(10);
    for (const page of articles) {
      for (const locale of LOCALES) {
        const base = `/og/blog/${locale}/${page.paths[locale].split("/").at(-1)}`;
        for (const [file, format, width, height] of [
          [`${base}.png`, "png", 1200, 630],
          [`${base}-600.webp`, "webp", 600, 315],
          [`${base}-1200.webp`, "webp", 1200, 630],
        ] as const) {
          const response = await get(file);
          expect(response.status, file).toBe(200);
          expect(response.headers.get("content-type"), file).toBe(`image/${format}`);
          const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          expect([metadata.format, metadata.width, metadata.height], file).toEqual([
            format,
            width,
            height,
          ]);
        }
      }
    }
  });
});

describe("JSON-LD", () => {
  const types = (head: Head) => head.jsonLd.map((node) => node["@type"]);

  it("describes the organisation, the website and the FAQ on the home page", async () => {
    for (const locale of LOCALES) {
      const urlPath = locale === "en" ? "/" : "/fr";
      const html = await (await get(urlPath)).text();
      const head = parseHead(html);
      expect(types(head)).toEqual(["Organization", "WebSite", "FAQPage"]);
      for (const node of head.jsonLd) expect(node["@context"]).toBe("https://schema.org");
      const [organization, website, faq] = head.jsonLd as LdNode[];
      expect(organization).toMatchObject({
        name: "Paraph",
        url: `${PUBLIC_URL}/`,
        logo: { "@type": "ImageObject", url: `${PUBLIC_URL}/og/logo.png` },
      });
      expect(website).toMatchObject({ url: `${PUBLIC_URL}${urlPath}`, inLanguage: locale });
      // The FAQ of the structured data is the FAQ on the page, question for question.
      const visible = [...html.matchAll(/<dt class="font-semibold">([^<]+)<\/dt>/g)].map((m) =>
        decode(m[1]!),
      );
      expect(visible.length).toBeGreaterThanOrEqual(4);
      expect(faq!.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible);
      for (const question of faq!.mainEntity) {
        expect(question["@type"]).toBe("Question");
        expect(question.acceptedAnswer["@type"]).toBe("Answer");
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    }
  });

  it("describes every article (Article with its required fields) and its breadcrumbs", async () => {
    for (const page of ALL_PAGES.filter((p) => p.id.startsWith("article."))) {
      for (const locale of LOCALES) {
        const urlPath = page.paths[locale];
        const head = await headOf(urlPath);
        expect(types(head), urlPath).toEqual(["Article", "BreadcrumbList"]);
        const [article, breadcrumbs] = head.jsonLd as LdNode[];
        expect(article!.headline).toBe(head.meta["og:title"]![0]!.replace(/ — Paraph$/, ""));
        expect(article!.description).toBe(head.description);
        expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article!.dateModified >= article!.datePublished).toBe(true);
        expect(article!.author).toMatchObject({ "@type": "Organization" });
        expect(article!.author.name.length).toBeGreaterThan(3);
        expect(article!.publisher).toMatchObject({
          "@type": "Organization",
          name: "Paraph",
          logo: { url: `${PUBLIC_URL}/og/logo.png` },
        });
        expect(article!.inLanguage).toBe(locale);
        expect(article!.mainEntityOfPage).toEqual({
          "@type": "WebPage",
          "@id": `${PUBLIC_URL}${urlPath}`,
        });
        expect(article!.image).toEqual(head.meta["og:image"]![0]);
        expect(article!.image).toBe(
          `${PUBLIC_URL}/og/blog/${locale}/${urlPath.split("/").at(-1)}.png`,
        );
        expect(head.meta["article:published_time"]).toEqual([article!.datePublished]);
        expect(breadcrumbs!.itemListElement.map((item: { item: string }) => item.item)).toEqual([
          `${PUBLIC_URL}${locale === "en" ? "/" : "/fr"}`,
          `${PUBLIC_URL}${locale === "en" ? "/blog" : "/fr/blog"}`,
          `${PUBLIC_URL}${urlPath}`,
        ]);
      }
    }
  });

  it("gives the guide an Article, breadcrumbs and its FAQ", async () => {
    for (const locale of LOCALES) {
      const head = await headOf(locale === "en" ? "/email/signature" : "/fr/email/signature");
      expect(types(head)).toEqual(["Article", "BreadcrumbList", "FAQPage"]);
      const faq = head.jsonLd[2] as { mainEntity: unknown[] };
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("writes < as \\u003c inside the blocks", async () => {
    const html = await (await get("/")).text();
    for (const [, text] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    )) {
      expect(text).not.toMatch(/[<>]/);
    }
  });
});

// --- sitemaps ---------------------------------------------------------------------------

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures");

async function validateSitemap(xml: string) {
  return validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [
      { fileName: "sitemap.xsd", contents: readFileSync(`${FIXTURES}/sitemap.xsd`, "utf8") },
    ],
    preload: [
      {
        fileName: "xhtml-link.xsd",
        contents: readFileSync(`${FIXTURES}/xhtml-link.xsd`, "utf8"),
      },
    ],
  });
}

type SitemapUrl = { loc: string; lastmod: string; links: Record<string, string> };

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)![1]!,
    links: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], decode(m[2]!)],
      ),
    ),
  }));
}

describe("sitemaps", () => {
  const sitemapPath = (locale: Locale) => (locale === "en" ? "/sitemap.xml" : "/fr/sitemap.xml");
  const sitemaps = new Map<Locale, string>();
  beforeAll(async () => {
    for (const locale of LOCALES) {
      const response = await get(sitemapPath(locale));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
      sitemaps.set(locale, await response.text());
    }
  });

  it("are valid against the sitemaps.org schema, hreflang links included", async () => {
    for (const locale of LOCALES) {
      const result = await validateSitemap(sitemaps.get(locale)!);
      expect(result.errors.map((error) => error.message)).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it("would reject a sitemap that breaks the schema (the check can fail)", async () => {
    const broken = sitemaps
      .get("en")!
      .replace("<lastmod>", "<lastmod>yesterday</lastmod><lastmod>")
      .replace('hreflang="fr"', 'hreflang="fr" extra="1"');
    const result = await validateSitemap(broken);
    expect(result.valid).toBe(false);
  });

  it("list exactly the indexable pages of their locale, each with reciprocal alternates", () => {
    const byLoc = new Map<string, SitemapUrl>();
    for (const locale of LOCALES) {
      const urls = parseSitemap(sitemaps.get(locale)!);
      const expected = ALL_PAGES.filter((page) => page.indexable).map(
        (page) => `${PUBLIC_URL}${page.paths[locale]}`,
      );
      expect(urls.map((url) => url.loc).sort()).toEqual(expected.sort());
      expect(urls.map((url) => url.loc)).not.toContain(`${PUBLIC_URL}/my-signature`);
      for (const url of urls) byLoc.set(url.loc, url);
    }
    for (const url of byLoc.values()) {
      expect(Object.keys(url.links).sort()).toEqual(["en", "fr", "x-default"]);
      expect(url.links["x-default"]).toBe(url.links.en);
      for (const locale of LOCALES) {
        const other = byLoc.get(url.links[locale]!);
        expect(other, url.links[locale]).toBeDefined();
        expect(other!.links).toEqual(url.links);
      }
    }
  });

  it("date articles by their last update and the rest by the build", () => {
    const config = { publicUrl: PUBLIC_URL, appName: "Paraph", samplePhotoUrl: "" };
    for (const locale of LOCALES) {
      const urls = new Map(parseSitemap(sitemaps.get(locale)!).map((url) => [url.loc, url]));
      const articles = listArticles(locale, config);
      for (const article of articles) {
        expect(urls.get(`${PUBLIC_URL}${article.path}`)?.lastmod).toBe(article.updated);
      }
      const blog = urls.get(`${PUBLIC_URL}${locale === "en" ? "/blog" : "/fr/blog"}`);
      expect(blog?.lastmod).toBe(
        articles
          .map((a) => a.updated)
          .sort()
          .at(-1),
      );
      const guide = urls.get(
        `${PUBLIC_URL}${locale === "en" ? "/email/signature" : "/fr/email/signature"}`,
      );
      expect(guide?.lastmod).toBe(getGuide(locale, config).updated);
      for (const url of urls.values()) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("are named by robots.txt, which keeps the API and the export page out", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/fr/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/my-signature\$$/m);
    expect(text).toMatch(/^Disallow: \/fr\/my-signature\$$/m);
  });
});
