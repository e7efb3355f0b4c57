import { Link } from "react-router";
import { getApp } from "../.server/context.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { type PageKey, pagePath } from "../route-table.ts";
import type { Route } from "./+types/legal";

// GET /legal, /fr/legal – index of the legal pages and the contact page

export function loader({ context }: Route.LoaderArgs) {
  return { operator: getApp(context).config.operator.name };
}

const ENTRIES = [
  { page: "terms", heading: "legal.terms.heading", summary: "legal.terms.summary" },
  { page: "privacy", heading: "legal.privacy.heading", summary: "legal.privacy.summary" },
  {
    page: "legalNotice",
    heading: "legal.legalNotice.heading",
    summary: "legal.legalNotice.summary",
  },
  { page: "contact", heading: "contact.heading", summary: "legal.contact.summary" },
] as const satisfies ReadonlyArray<{ page: PageKey; heading: string; summary: string }>;

export default function LegalIndexPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta title={t("legal.index.title")} description={t("legal.index.description")} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("legal.index.heading")}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        {t("legal.index.lead", { operator: loaderData.operator })}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {ENTRIES.map((entry) => (
          <li key={entry.page}>
            <Link
              to={pagePath(entry.page, locale)}
              className="group block h-full rounded-lg border border-slate-200 p-5 shadow-sm transition hover:border-brand-600 hover:shadow"
            >
              <h2 className="text-lg font-semibold text-brand-700 group-hover:underline">
                {t(entry.heading)}
              </h2>
              <p className="mt-2 text-slate-700">{t(entry.summary)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
