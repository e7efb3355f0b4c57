import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} Paraph — {t("common.appTagline")}
        </p>
        <nav aria-label={t("nav.footer")} className="flex flex-wrap gap-4">
          <Link className="hover:text-brand-700 hover:underline" to={pagePath("create", locale)}>
            {t("nav.create")}
          </Link>
          <Link
            className="hover:text-brand-700 hover:underline"
            to={pagePath("mySignatures", locale)}
          >
            {t("nav.mySignatures")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
