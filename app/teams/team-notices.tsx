import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

const linkButton =
  "inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/** A signed-in Free account: what teams are, and the way to Pro. */
export function TeamsUpgrade() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("teams.list.heading")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("teams.upgrade.lead")}</p>
      <ul className="mt-4 list-disc pl-6 text-slate-700">
        <li>{t("teams.upgrade.design")}</li>
        <li>{t("teams.upgrade.roster")}</li>
        <li>{t("teams.upgrade.links")}</li>
        <li>{t("teams.upgrade.gmail")}</li>
      </ul>
      <p className="mt-6">
        <Link to={pagePath("pricing", locale)} className={linkButton}>
          {t("teams.upgrade.cta")}
        </Link>
      </p>
    </div>
  );
}

export function TeamNotFound() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("teams.notFound.heading")}</h1>
      <p className="mt-4 text-slate-700">{t("teams.notFound.lead")}</p>
      <p className="mt-6">
        <Link to={pagePath("teams", locale)} className={linkButton}>
          {t("teams.notFound.back")}
        </Link>
      </p>
    </div>
  );
}
