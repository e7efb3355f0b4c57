import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

/** The large-number page shown for 404 and 500: code, title, explanation, way home. */
export function StatusPage({
  code,
  title,
  description,
}: {
  code: 404 | 500;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${title} — Paraph`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-8xl font-bold text-brand-700 sm:text-9xl" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{description}</p>
      {/* A full page load: after a server error the client state may be what broke. */}
      <a
        href={pagePath("home", locale)}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t("error.backToHome")}
      </a>
    </section>
  );
}
