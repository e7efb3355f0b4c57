import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { FaqList } from "../components/faq-list.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { getGuide } from "../content/.server/index.ts";
import { Breadcrumbs, CtaBox, Prose } from "../content/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd } from "../seo/json-ld.ts";
import type { Route } from "./+types/email-signature";

// /email/signature and /fr/email/signature – the evergreen guide (app/content/guide/<locale>.md)
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { guide: getGuide(locale, sampleConfig(getApp(context))) };
}

/** The guide's questions: ruled above and below, in the ink colour. */
const GUIDE_FAQ_LOOK = {
  className: "mt-6 divide-y divide-slate-200 border-y border-slate-200",
  questionClassName: "font-semibold text-ink",
};

export default function EmailSignatureGuide({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const site = { publicUrl, appName, locale };
  const path = pagePath("emailSignature", locale);
  const crumbs = [
    { name: t("nav.home"), path: pagePath("home", locale) },
    { name: t("guide.name"), path },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={t("guide.title")}
        description={t("guide.description")}
        type="article"
        published={guide.date}
        modified={guide.updated}
        jsonLd={[
          articleJsonLd(site, {
            path,
            headline: t("guide.heading"),
            description: t("guide.description"),
            datePublished: guide.date,
            dateModified: guide.updated,
            author: appName,
            wordCount: guide.wordCount,
          }),
          breadcrumbJsonLd(site, crumbs),
          faqPageJsonLd(guide.faq),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <article className="mt-6">
        <header>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
            {t("guide.heading")}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t("guide.lead")}</p>
          <p className="mt-4 text-sm text-slate-600">
            {t("guide.updated")} <time dateTime={guide.updated}>{guide.updatedLabel}</time>
          </p>
        </header>
        <Prose html={guide.html} className="mt-10" />
        <section aria-labelledby="faq-title" className="mt-14">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("guide.faqTitle")}
          </h2>
          <FaqList {...GUIDE_FAQ_LOOK} items={guide.faq} />
        </section>
      </article>
      <CtaBox from="guide" />
    </div>
  );
}
