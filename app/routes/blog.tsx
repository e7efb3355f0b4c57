import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { listArticles } from "../content/.server/index.ts";
import { ArticleCard, Breadcrumbs, CtaBox } from "../content/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import type { Route } from "./+types/blog";

// /blog and /fr/blog – the article index, newest first
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const articles = listArticles(locale, sampleConfig(getApp(context)));
  return { articles: articles.map(({ tags: _tags, wordCount: _words, ...card }) => card) };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const crumbs = [
    { name: t("nav.home"), path: pagePath("home", locale) },
    { name: t("nav.blog"), path: pagePath("blog", locale) },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={t("blog.title")}
        description={t("blog.description")}
        jsonLd={[breadcrumbJsonLd({ publicUrl, appName, locale }, crumbs)]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("blog.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("blog.lead")}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {loaderData.articles.map((article) => (
          <ArticleCard
            key={article.key}
            article={article}
            // one column below 768 px, two in the 72rem container beyond
            sizes="(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)"
          />
        ))}
      </ul>
      <CtaBox from="blog" />
    </div>
  );
}
