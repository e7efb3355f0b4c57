import { useTranslation } from "react-i18next";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

export function ErrorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${t("error.serverErrorTitle")} — Paraph`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-8xl font-bold text-brand-700" aria-hidden="true">
        500
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("error.serverErrorTitle")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("error.serverErrorDescription")}</p>
      <a
        href={pagePath("home", locale)}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t("error.backToHome")}
      </a>
    </section>
  );
}
