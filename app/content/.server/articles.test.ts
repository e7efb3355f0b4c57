import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { LOCALES, localeFromPath } from "../../i18n/locales.ts";
import { allLocalizedPages, articlePath, pagePath } from "../../route-table.ts";
import { parseSignatureFields } from "../../signature/schema.ts";
import { TEMPLATE_IDS } from "../../signature/templates.ts";
import { ARTICLE_PAIRS } from "../articles.ts";
import { articleFile, getArticleOrThrow, listArticles, relatedArticles } from "./articles.ts";
import { GUIDE_DIR, getGuide } from "./guide.ts";

const config = {
  publicUrl: "https://paraph.example",
  appName: "Paraph",
  samplePhotoUrl: "https://paraph.example/photos/0123456789abcdef01234567.png",
};

const KNOWN_PATHS = new Set(allLocalizedPages().flatMap((page) => Object.values(page.paths)));

function markdownSources() {
  return [
    ...LOCALES.flatMap((locale) =>
      ARTICLE_PAIRS.map((pair) => ({ locale, file: articleFile(locale, pair[locale]) })),
    ),
    ...LOCALES.map((locale) => ({ locale, file: `${GUIDE_DIR}/${locale}.md` })),
  ];
}

describe("articles", () => {
  it("exist for every pair in both locales, each at least 900 words, newest first", () => {
    for (const locale of LOCALES) {
      const articles = listArticles(locale, config);
      expect(articles).toHaveLength(ARTICLE_PAIRS.length);
      for (const article of articles) {
        expect(article.wordCount, article.path).toBeGreaterThanOrEqual(900);
        expect(article.readingMinutes).toBeGreaterThan(3);
      }
      const dates = articles.map((article) => article.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("renders every signature example with the product renderer and a template link", () => {
    const article = getArticleOrThrow(
      "/fr/blog/ajouter-un-appel-a-laction-dans-votre-signature-email",
      config,
    );
    expect(article.locale).toBe("fr");
    expect(article.html).toContain("<figure");
    expect(article.html).toContain('href="/fr/app?template=divider"');
    expect(article.html).toContain("Exemple : modèle Séparateur".replace(" :", "\u202f:"));
    expect(article.html).toContain("Camille Roux");
    expect(article.html).toContain('href="tel:+33472001234"');
  });

  it("answers 404 for a path that is not an article", () => {
    expect(() => getArticleOrThrow("/blog/nope", config)).toThrow();
  });

  it("proposes related articles of the same locale, never the article itself", () => {
    const all = listArticles("en", config);
    for (const article of all) {
      const related = relatedArticles(article, all, 3);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.key)).not.toContain(article.key);
    }
  });
});

describe("content sources", () => {
  it("have valid signature examples (strict schema) and links that resolve in their locale", () => {
    for (const { locale, file } of markdownSources()) {
      const source = readFileSync(file, "utf8");
      for (const [, yaml] of source.matchAll(/^```signature\n([\s\S]*?)^```/gm)) {
        const fields = parse(yaml!) as Record<string, unknown>;
        expect(TEMPLATE_IDS, file).toContain(fields.template);
        expect(() => parseSignatureFields(fields), `${file}\n${yaml}`).not.toThrow();
      }
      for (const [, href] of source.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const path = href!.split(/[?#]/)[0]!;
        const known = KNOWN_PATHS.has(path) || path === pagePath("app", locale);
        expect(known, `${file}: ${href}`).toBe(true);
        expect(localeFromPath(path), `${file}: ${href} is in the other locale`).toBe(locale);
      }
    }
  });

  it("give the guide at least 800 words a locale and a FAQ", () => {
    for (const locale of LOCALES) {
      const guide = getGuide(locale, config);
      expect(guide.wordCount).toBeGreaterThanOrEqual(800);
      expect(guide.faq.length).toBeGreaterThanOrEqual(3);
      expect(guide.html).toContain(`href="${articlePath(ARTICLE_PAIRS[2], locale)}"`);
    }
  });
});
