import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { ProLink } from "../billing/index.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { renderTemplateSamples } from "../components/sample-render.ts";
import { TemplateCard } from "../components/template-card.tsx";
import { localeFromPath } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { getTemplate } from "../signature/templates.ts";
import type { Route } from "./+types/create";

export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { samples: renderTemplateSamples(locale, sampleConfig(getApp(context))) };
}

export default function CreatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={t("create.title")} description={t("create.description")} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("create.heading")}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">{t("create.lead")}</p>
      {/* `?name=` from the home page goes on to the editor (app/islands/carry-name.ts). */}
      <ul data-carry-name="" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.samples.map((sample) => (
          <TemplateCard
            key={sample.id}
            template={getTemplate(sample.id)}
            headingLevel="h2"
            html={sample.html}
            to={`${pagePath("app", locale)}?template=${sample.id}`}
          />
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-700">
        {t("create.proNote")} <ProLink />
      </p>
    </div>
  );
}
