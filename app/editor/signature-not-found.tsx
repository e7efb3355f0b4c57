import { PageLink } from "../components/page-link.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";

/** Shown for an `?id=` this browser does not have (deleted, or made in another browser). */
export function SignatureNotFound() {
  const { t } = useTranslation();
  const _locale = useLocale();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("editor.notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("editor.notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PageLink
          page="mySignatures"
          className="rounded-md px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {t("editor.notFound.mySignatures")}
        </PageLink>
        <PageLink
          page="create"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("editor.notFound.create")}
        </PageLink>
      </div>
    </section>
  );
}
