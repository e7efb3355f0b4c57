import { createHash } from "node:crypto";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_PAIRS } from "../../app/content/articles.ts";
import { LOCALES } from "../../app/i18n/locales.ts";
import { articlePath, pagePath } from "../../app/route-table.ts";
import { prerenderedPagePaths } from "../../app/seo/prerender.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The guide, the blog and its articles over HTTP, and the prerendered pages: served from the
// static HTML with a hash-based CSP, hydrating in a browser without a CSP violation.
// Runs the built server: build first, with the same PUBLIC_URL as this test's environment.

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.url}${urlPath}`, {
    method,
    headers: { "user-agent": BROWSER, "accept-language": "en", ...headers },
    redirect: "manual",
  });

const ARTICLES = LOCALES.flatMap((locale) =>
  ARTICLE_PAIRS.map((pair) => ({ locale, pair, path: articlePath(pair, locale) })),
);

/** The words of an article's body as a reader sees them (the signature examples left out). */
function bodyWords(html: string): number {
  const start = html.indexOf("data-article-body");
  const end = html.indexOf("</article>", start);
  expect(start, "no article body").toBeGreaterThan(0);
  const text = html
    .slice(html.indexOf(">", start) + 1, end)
    .replace(/<figure\b[\s\S]*?<\/figure>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe("content pages", () => {
  it("answer 200 in both locales", async () => {
    const paths = [
      ...LOCALES.flatMap((l) => [pagePath("emailSignature", l), pagePath("blog", l)]),
      ...ARTICLES.map((a) => a.path),
      "/sitemap.xml",
      "/fr/sitemap.xml",
      "/robots.txt",
    ];
    for (const urlPath of paths) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
    }
  });

  it("list the ten articles of the locale on the blog index, newest first", async () => {
    for (const locale of LOCALES) {
      const html = await (await get(pagePath("blog", locale))).text();
      const links = [...html.matchAll(/<h2[^>]*><a[^>]* href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.sort()).toEqual(ARTICLE_PAIRS.map((pair) => articlePath(pair, locale)).sort());
      const dates = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]);
      expect(dates).toHaveLength(10);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("give each article 900+ words, rendered examples, related articles and the builder", async () => {
    for (const { locale, path: urlPath } of ARTICLES) {
      const html = await (await get(urlPath)).text();
      expect(bodyWords(html), urlPath).toBeGreaterThanOrEqual(900);
      // The examples are the product's own rendering: email tables with inline styles.
      const figures = [...html.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((m) => m[0]);
      expect(figures.length, urlPath).toBeGreaterThanOrEqual(1);
      for (const figure of figures) {
        expect(figure).toMatch(
          /data-signature-example="[a-z]+"><template shadowrootmode="open"><table cellpadding="0"/,
        );
        const caption = locale === "en" ? "Example: " : "Exemple\u202f: modèle ";
        expect(figure).toContain(caption);
        expect(figure).toMatch(
          new RegExp(`href="${locale === "en" ? "" : "/fr"}/app\\?template=[a-z]+"`),
        );
      }
      const related = html.slice(html.indexOf('id="related-title"'));
      const relatedLinks = [...related.matchAll(/<h3[^>]*><a[^>]* href="([^"]+)"/g)];
      expect(relatedLinks.length, urlPath).toBeGreaterThanOrEqual(2);
      expect(relatedLinks.length, urlPath).toBeLessThanOrEqual(3);
      expect(html).toContain(`href="${pagePath("create", locale)}"`);
      // Breadcrumbs: Home › Blog › Title.
      expect(html).toMatch(/<nav aria-label="(Breadcrumb|Fil d&#x27;Ariane)"/);
      expect(html).toContain('aria-current="page"');
    }
  });

  it("shows raw HTML of an article as text (none in our content) and no script in the body", async () => {
    for (const { path: urlPath } of ARTICLES) {
      const html = await (await get(urlPath)).text();
      const body = html.slice(html.indexOf("data-article-body"), html.indexOf("</article>"));
      expect(body).not.toMatch(/<(script|iframe|style|object)\b/i);
    }
  });

  it("gives the guide a substantial text, examples from several templates and install links", async () => {
    for (const locale of LOCALES) {
      const html = await (await get(pagePath("emailSignature", locale))).text();
      expect(bodyWords(html)).toBeGreaterThanOrEqual(800);
      const templates = new Set(
        [...html.matchAll(/data-signature-example="([a-z]+)"/g)].map((m) => m[1]),
      );
      expect(templates.size).toBeGreaterThanOrEqual(3);
      expect(html).toContain(`href="${pagePath("create", locale)}"`);
      expect(html).toContain(`href="${articlePath(ARTICLE_PAIRS[2], locale)}"`);
      expect(html).toContain(`href="${articlePath(ARTICLE_PAIRS[8], locale)}"`);
    }
  });
});

/** SHA-256 of the inline scripts a browser would execute (not JSON-LD). */
function inlineScriptHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/src=|type="application\/ld\+json"/.test(attributes!))
        .map(([, , body]) => createHash("sha256").update(body!).digest("base64")),
    ),
  ].sort();
}

describe("prerendered pages", () => {
  it("are served from the static HTML with a CSP listing the hash of each inline script", async () => {
    for (const urlPath of prerenderedPagePaths()) {
      const response = await get(urlPath, { "user-agent": GOOGLEBOT });
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get("x-paraph-prerendered"), urlPath).toBe("1");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, urlPath).not.toContain("'nonce-");
      expect(csp, urlPath).not.toContain("'unsafe-inline' ; script");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      const hashes = scriptSrc
        .filter((source) => source.startsWith("'sha256-"))
        .map((source) => source.slice(8, -1))
        .sort();
      const html = await response.text();
      // Content pages run no inline script (only their islands' module, ADR 016): no hash.
      expect(hashes, urlPath).toEqual(inlineScriptHashes(html));
      expect(hashes, urlPath).toEqual([]);
      expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("serve the data of client navigations from the prerendered .data files", async () => {
    for (const [urlPath, dataPath] of [
      ["/blog", "/blog.data"],
      ["/fr", "/fr.data"],
      [articlePath(ARTICLE_PAIRS[0], "fr"), `${articlePath(ARTICLE_PAIRS[0], "fr")}.data`],
    ] as const) {
      const response = await get(`${dataPath}?_routes=routes%2Fblog`);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get("x-paraph-prerendered"), dataPath).toBe("1");
      expect(response.headers.get("content-type")).toBe("text/x-script");
      expect(await response.text()).toMatch(/^\[/);
    }
  });

  it("answer HEAD and conditional requests", async () => {
    const first = await get("/blog");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    // fetch() would add `Cache-Control: no-cache` to a conditional request (and defeat it).
    const again = await get("/blog", { "if-none-match": etag!, "cache-control": "max-age=0" });
    expect(again.status).toBe(304);
    const head = await get("/fr/blog", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("x-paraph-prerendered")).toBe("1");
  });

  it("keep the home page's locale redirect for French visitors, never for crawlers", async () => {
    const french = await get("/", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(french.status).toBe(302);
    expect(french.headers.get("location")).toBe("/fr");
    expect(french.headers.get("x-paraph-prerendered")).toBeNull();
    const byCookie = await get("/_.data", { cookie: "locale=fr" });
    expect(byCookie.headers.get("x-paraph-prerendered")).toBeNull();
    const english = await get("/", { "accept-language": "fr", cookie: "locale=en" });
    expect(english.status).toBe(200);
    expect(english.headers.get("x-paraph-prerendered")).toBe("1");
    expect(english.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    const bot = await get("/", { "accept-language": "fr", "user-agent": GOOGLEBOT });
    expect(bot.status).toBe(200);
    expect(bot.headers.get("x-paraph-prerendered")).toBe("1");
  });

  it("leave per-visitor pages to the server, with a nonce", async () => {
    for (const urlPath of ["/app", "/fr/my-signatures", "/contact"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get("x-paraph-prerendered"), urlPath).toBeNull();
      expect(response.headers.get("content-security-policy")).toMatch(/'nonce-/);
    }
  });

  it("run their scripts in a browser without any Content Security Policy violation", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const start = articlePath(ARTICLE_PAIRS[5], "fr");
      const response = await page.goto(`${server.url}${start}`);
      expect(response?.headers()["x-paraph-prerendered"]).toBe("1");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.locator("[data-article-body] a[href^='/fr/blog/']").first().click();
      await page.waitForURL(/\/fr\/blog\/(?!ajouter)/);
      await expect.poll(() => page.locator("h1").textContent()).not.toContain("appel à l'action");
      // The home page's preview loads its renderer when typed in.
      await page.goto(`${server.url}/fr`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByLabel("Essayez : tapez votre nom").fill("Zoé Îlot");
      await expect.poll(() => page.getByText("Zoé Îlot").count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("a server whose PUBLIC_URL is not the build's", () => {
  it("serves the prerendered files with its own origin in them, when the scheme is the same", async () => {
    const other = await startServer({ PUBLIC_URL: "http://elsewhere.example:8080" });
    try {
      const response = await fetch(`${other.url}/blog`, { headers: { "user-agent": BROWSER } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-paraph-prerendered")).toBe("1");
      const html = await response.text();
      expect(html).toContain('<link rel="canonical" href="http://elsewhere.example:8080/blog"/>');
      expect(html).not.toContain("paraph.invalid");
      const data = await fetch(`${other.url}/blog.data`, { headers: { "user-agent": BROWSER } });
      expect(data.headers.get("x-paraph-prerendered")).toBe("1");
      expect(await data.text()).not.toContain("paraph.invalid");
      const sitemap = await (await fetch(`${other.url}/sitemap.xml`)).text();
      expect(sitemap).toContain("<loc>http://elsewhere.example:8080/</loc>");
      const privacy = await (await fetch(`${other.url}/legal/privacy`)).text();
      expect(privacy).toContain("elsewhere.example:8080");
      expect(privacy).not.toContain("paraph.invalid");
      expect(other.logs()).not.toContain("prerendered file not built with this configuration");
    } finally {
      await other.stop();
    }
  });

  it("renders the content pages per request on another scheme (right absolute URLs) and says why", async () => {
    const other = await startServer({ PUBLIC_URL: "https://elsewhere.example" });
    try {
      const response = await fetch(`${other.url}/blog`, { headers: { "user-agent": BROWSER } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-paraph-prerendered")).toBeNull();
      expect(await response.text()).toContain(
        '<link rel="canonical" href="https://elsewhere.example/blog"/>',
      );
      const data = await fetch(`${other.url}/blog.data`, { headers: { "user-agent": BROWSER } });
      expect(data.headers.get("x-paraph-prerendered")).toBeNull();
      const sitemap = await (await fetch(`${other.url}/sitemap.xml`)).text();
      expect(sitemap).toContain("<loc>https://elsewhere.example/</loc>");
      expect(other.logs()).toContain("prerendered file not built with this configuration");
    } finally {
      await other.stop();
    }
  });
});
