import path from "node:path";
import { data } from "react-router";
import { z } from "zod";
import { LOCALES, type Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { articlePath } from "../../route-table.ts";
import { normalizePath } from "../../seo/alternates.ts";
import { ARTICLE_PAIRS, type ArticlePair } from "../articles.ts";
import { cachedByFile } from "./cached-file.ts";
import { formatDate, IsoDateSchema } from "./dates.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { renderMarkdown } from "./markdown.ts";
import { type ExampleContext, signatureFigure } from "./signature-example.ts";
import { typeset } from "./typography.ts";

/** The articles' Markdown: content/blog/<locale>/<slug>.md, read from the working directory. */
export const BLOG_DIR = path.resolve("content/blog");

const WORDS_PER_MINUTE = 200;

const ArticleFrontMatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  description: z.string().min(50).max(200),
  date: IsoDateSchema,
  updated: IsoDateSchema,
  translation: z.string().min(1),
  author: z.string().min(1).max(80),
  tags: z.array(z.string().min(1).max(40)).max(8).default([]),
});

export type ArticleSummary = {
  /** the English slug: the same for both translations */
  key: string;
  locale: Locale;
  slug: string;
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  updated: string;
  /** formatted for the locale on the server */
  dateLabel: string;
  updatedLabel: string;
  author: string;
  tags: string[];
  wordCount: number;
  readingMinutes: number;
};

export type Article = ArticleSummary & { html: string };

/** What rendering needs from the running server: origin, product name, sample photo. */
export type ContentConfig = Omit<ExampleContext, "locale" | "t">;

export function articleFile(locale: Locale, slug: string): string {
  return path.join(BLOG_DIR, locale, `${slug}.md`);
}

const renderArticleFile = cachedByFile(
  (source, file, context: { locale: Locale; pair: ArticlePair; config: ContentConfig }) => {
    const { locale, pair, config } = context;
    const { data: frontMatter, body } = splitFrontMatter(source, file);
    const parsed = ArticleFrontMatterSchema.safeParse(frontMatter);
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    const meta = parsed.data;
    const other = locale === "en" ? "fr" : "en";
    if (meta.translation !== pair[other]) {
      throw new Error(`${file}: translation must be "${pair[other]}" (ARTICLE_PAIRS)`);
    }
    const example: ExampleContext = { ...config, locale, t: serverT(locale) };
    let rendered: ReturnType<typeof renderMarkdown>;
    try {
      rendered = renderMarkdown(typeset(body, locale), {
        signature: (yaml) => signatureFigure(yaml, example),
      });
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const article: Article = {
      key: pair.en,
      locale,
      slug: pair[locale],
      path: articlePath(pair, locale),
      title: typeset(meta.title, locale),
      description: typeset(meta.description, locale),
      date: meta.date,
      updated: meta.updated,
      dateLabel: formatDate(meta.date, locale),
      updatedLabel: formatDate(meta.updated, locale),
      author: meta.author,
      tags: meta.tags,
      wordCount: rendered.wordCount,
      readingMinutes: Math.max(1, Math.round(rendered.wordCount / WORDS_PER_MINUTE)),
      html: rendered.html,
    };
    return article;
  },
  ({ locale, config }) =>
    `${locale}|${config.publicUrl}|${config.appName}|${config.samplePhotoUrl}`,
);

function loadArticle(pair: ArticlePair, locale: Locale, config: ContentConfig): Article {
  return renderArticleFile(articleFile(locale, pair[locale]), { locale, pair, config });
}

function summary({ html: _html, ...rest }: Article): ArticleSummary {
  return rest;
}

/** Every article of a locale, newest first. */
export function listArticles(locale: Locale, config: ContentConfig): ArticleSummary[] {
  return ARTICLE_PAIRS.map((pair) => summary(loadArticle(pair, locale, config))).sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

/** The article at `pathname` (e.g. /fr/blog/<slug>), or a 404 response. */
export function getArticleOrThrow(pathname: string, config: ContentConfig): Article {
  const path = normalizePath(pathname);
  for (const locale of LOCALES) {
    const pair = ARTICLE_PAIRS.find((p) => articlePath(p, locale) === path);
    if (pair) return loadArticle(pair, locale, config);
  }
  throw data("Not found", { status: 404 });
}

/**
 * Up to `count` other articles of the same locale, the most shared tags first, then the
 * closest in publication date: a reader of one setup guide is shown the other.
 */
export function relatedArticles(
  article: ArticleSummary,
  all: readonly ArticleSummary[],
  count = 3,
): ArticleSummary[] {
  const tags = new Set(article.tags);
  const time = (a: ArticleSummary) => Date.parse(`${a.date}T00:00:00Z`);
  return all
    .filter((other) => other.key !== article.key)
    .map((other) => ({
      other,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
      distance: Math.abs(time(other) - time(article)),
    }))
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance)
    .slice(0, count)
    .map(({ other }) => other);
}
