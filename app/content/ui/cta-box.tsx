import { PageLink } from "../../components/page-link.tsx";
import { useTranslation } from "../../i18n/react.tsx";

/** "Make your signature", closing the blog's pages and the guide: its texts are `<from>.cta…`. */
export function CtaBox({ from }: { from: "blog" | "guide" }) {
  const { t } = useTranslation();
  return (
    <div className="mt-16">
      <aside
        aria-labelledby="cta-title"
        className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-10"
      >
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t(`${from}.ctaTitle`)}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{t(`${from}.ctaText`)}</p>
        <PageLink
          page="create"
          className="mt-7 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t(`${from}.ctaButton`)}
        </PageLink>
      </aside>
    </div>
  );
}
