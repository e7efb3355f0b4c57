import { isbot } from "isbot";
import { Link, redirect } from "react-router";
import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { FaqList } from "../components/faq-list.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { renderSample, renderTemplateSamples } from "../components/sample-render.ts";
import { SignatureHtml } from "../components/signature-html.tsx";
import { TemplateCard } from "../components/template-card.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { preferredLocale } from "../i18n/detect.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { HOME_FAQ } from "../seo/page-structured-data.ts";
import { LIMITS } from "../signature/schema.ts";
import { getTemplate } from "../signature/templates.ts";
import type { Route } from "./+types/home";

// docs/product.md#locale: only `/` redirects, to `/fr` when the visitor's chosen locale is French; never crawlers.
export function loader({ request, url, context }: Route.LoaderArgs) {
  const agent = request.headers.get("user-agent") ?? "";
  if (url.pathname === "/" && !isbot(agent) && preferredLocale(request) === "fr") {
    throw redirect(`/fr${url.search}`, { headers: { Vary: "Cookie, Accept-Language" } });
  }
  // Rendered here so the page ships no renderer until the visitor types in the hero
  // (app/islands/try-it.ts).
  const locale = localeFromPath(url.pathname);
  const config = sampleConfig(getApp(context));
  return {
    heroHtml: renderSample(locale, config),
    featured: renderTemplateSamples(locale, config).slice(0, 3),
  };
}

export function headers() {
  return { Vary: "Cookie, Accept-Language" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = usePublicConfig();
  const create = pagePath("create", locale);

  return (
    <>
      <PageMeta title={t("home.title")} description={t("home.description")} />
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 lg:grid-cols-2 lg:pt-20">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{t("home.heroLead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={create}
              data-carry-name=""
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {t("home.heroCta")}
            </Link>
            <a
              href="#templates"
              className="rounded-lg bg-white px-5 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("home.heroSecondary")}
            </a>
          </div>
        </div>
        <div
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg"
          data-try-it=""
          data-locale={locale}
          data-public-url={config.publicUrl}
          data-app-name={config.appName}
          data-sample-photo-url={config.samplePhotoUrl}
        >
          <label htmlFor="hero-name" className="text-sm font-medium text-slate-700">
            {t("home.previewLabel")}
          </label>
          <input
            id="hero-name"
            maxLength={LIMITS.text}
            autoComplete="name"
            placeholder={t("home.previewName")}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
          <div className="mt-5 overflow-x-auto rounded-lg border border-dashed border-slate-300 p-4">
            <SignatureHtml html={loaderData.heroHtml} dataTryItPreview />
          </div>
          <p className="mt-3 text-xs text-slate-600">{t("home.previewCaption")}</p>
        </div>
      </section>

      <section id="templates" className="mx-auto max-w-6xl scroll-mt-8 px-4 py-12">
        <h2 className="text-3xl font-bold tracking-tight">{t("home.galleryTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("home.galleryLead")}</p>
        {/* Links that take the name typed above along (app/islands/carry-name.ts). */}
        <ul data-carry-name="" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.featured.map((sample) => (
            <TemplateCard
              key={sample.id}
              template={getTemplate(sample.id)}
              html={sample.html}
              to={`${pagePath("app", locale)}?template=${sample.id}`}
            />
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to={create}
            data-carry-name=""
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("home.galleryAll")} →
          </Link>
        </p>
      </section>

      <section className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-3xl font-bold tracking-tight">{t("home.stepsTitle")}</h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {([1, 2, 3] as const).map((step) => (
              <li key={step} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  className="grid size-9 place-items-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {step}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`home.step${step}Title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`home.step${step}Text`)}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h2 className="text-xl font-semibold">{t("home.clientsTitle")}</h2>
            <p className="mt-2 text-slate-700">{t("home.clientsText")}</p>
            <p className="mt-3 text-sm font-medium text-slate-800">
              Gmail · Outlook · Apple Mail · Yahoo Mail · Thunderbird
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16">
        <h2 className="text-3xl font-bold tracking-tight">{t("home.faqTitle")}</h2>
        <FaqList
          className="mt-8 divide-y divide-slate-200"
          items={HOME_FAQ.map((n) => ({
            question: t(`home.faq${n}Q`),
            answer: t(`home.faq${n}A`),
          }))}
        />
      </section>

      <section className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-white">
          <h2 className="text-3xl font-bold tracking-tight">{t("home.finalTitle")}</h2>
          <p className="mt-3 text-brand-100">{t("home.finalText")}</p>
          <Link
            to={create}
            data-carry-name=""
            className="mt-8 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("home.heroCta")}
          </Link>
        </div>
      </section>
    </>
  );
}
