import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

const LEGAL_LINKS = [
  ["legal", "nav.legalLinks.legal"],
  ["terms", "nav.legalLinks.terms"],
  ["privacy", "nav.legalLinks.privacy"],
  ["contact", "nav.legalLinks.contact"],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
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
          <Link
            className="hover:text-brand-700 hover:underline"
            to={pagePath("emailSignature", locale)}
          >
            {t("nav.guide")}
          </Link>
          <Link className="hover:text-brand-700 hover:underline" to={pagePath("blog", locale)}>
            {t("nav.blog")}
          </Link>
          <Link className="hover:text-brand-700 hover:underline" to={pagePath("pricing", locale)}>
            {t("nav.pricing")}
          </Link>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 text-sm text-slate-700">
        <nav aria-label={t("nav.legal")} className="border-t border-slate-200 pt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_LINKS.map(([page, label]) => (
              <li key={page}>
                <Link className="hover:text-brand-700 hover:underline" to={pagePath(page, locale)}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
