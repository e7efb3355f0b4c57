import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { getArticleOrThrow, listArticles, relatedArticles } from "../content/.server/index.ts";
import { ARTICLE_IMAGE, articleImagePath } from "../content/article-images.ts";
import { ArticleCard, Breadcrumbs, CtaBox, Prose } from "../content/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { articleJsonLd, breadcrumbJsonLd } from "../seo/json-ld.ts";
import type { Route } from "./+types/blog-article";

// /blog/<slug> and /fr/blog/<slug> – one article (content/blog/<locale>/<slug>.md)
export function loader({ url, context }: Route.LoaderArgs) {
  const config = sampleConfig(getApp(context));
  const article = getArticleOrThrow(url.pathname, config);
  const related = relatedArticles(article, listArticles(article.locale, config), 3);
  return {
    article,
    related: related.map(({ tags: _tags, wordCount: _words, ...card }) => card),
  };
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const site = { publicUrl, appName, locale };
  const crumbs = [
    { name: t("nav.home"), path: pagePath("home", locale) },
    { name: t("nav.blog"), path: pagePath("blog", locale) },
    { name: article.title, path: article.path },
  ];
  const imagePath = articleImagePath(article.locale, article.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={`${article.title} — ${appName}`}
        description={article.description}
        type="article"
        image={{ path: imagePath, ...ARTICLE_IMAGE, alt: article.title }}
        published={article.date}
        modified={article.updated}
        jsonLd={[
          articleJsonLd(site, {
            path: article.path,
            headline: article.title,
            description: article.description,
            datePublished: article.date,
            dateModified: article.updated,
            author: article.author,
            wordCount: article.wordCount,
            imagePath,
          }),
          breadcrumbJsonLd(site, crumbs),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <article className="mt-6">
        <header>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{article.description}</p>
          <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <DateFact label={t("blog.published")} date={article.date} text={article.dateLabel} />
            {article.updated !== article.date && (
              <DateFact
                label={t("blog.updated")}
                date={article.updated}
                text={article.updatedLabel}
              />
            )}
            <div>
              <dt className="sr-only">{t("blog.authorLabel")}</dt>
              <dd>{t("blog.author", { author: article.author })}</dd>
            </div>
            <div>
              <dt className="sr-only">{t("blog.readingTimeLabel")}</dt>
              <dd>{t("blog.readingTime", { minutes: article.readingMinutes })}</dd>
            </div>
          </dl>
        </header>
        <Prose html={article.html} className="mt-10" />
      </article>
      <CtaBox from="blog" />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            {t("blog.related")}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {related.map((other) => (
              <ArticleCard
                key={other.key}
                article={other}
                headingLevel="h3"
                // three columns from 768 px in the 48rem container, one below
                sizes="(min-width: 768px) 235px, calc(100vw - 32px)"
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A date of the article's facts: its label, then the date. */
function DateFact({ label, date, text }: { label: string; date: string; text: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd>
        <time dateTime={date}>{text}</time>
      </dd>
    </div>
  );
}
