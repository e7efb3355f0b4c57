import type { ReactNode } from "react";
import { PageLink } from "../../components/page-link.tsx";
import { useTranslation } from "../../i18n/react.tsx";

const linkButton =
  "inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/** A page of a heading and a few paragraphs, in place of the teams page. */
function NoticePage({
  heading,
  centred = false,
  children,
}: {
  heading: string;
  centred?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full max-w-2xl px-4 py-16${centred ? " text-center" : ""}`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
      {children}
    </div>
  );
}

/** A signed-in Free account: what teams are, and the way to Pro. */
export function TeamsUpgrade() {
  const { t } = useTranslation();
  return (
    <NoticePage heading={t("teams.list.heading")}>
      <p className="mt-4 text-lg text-slate-700">{t("teams.upgrade.lead")}</p>
      <ul className="mt-4 list-disc pl-6 text-slate-700">
        <li>{t("teams.upgrade.design")}</li>
        <li>{t("teams.upgrade.roster")}</li>
        <li>{t("teams.upgrade.links")}</li>
        <li>{t("teams.upgrade.gmail")}</li>
      </ul>
      <p className="mt-6">
        <PageLink page="pricing" className={linkButton}>
          {t("teams.upgrade.cta")}
        </PageLink>
      </p>
    </NoticePage>
  );
}

export function TeamNotFound() {
  const { t } = useTranslation();
  return (
    <NoticePage heading={t("teams.notFound.heading")} centred>
      <p className="mt-4 text-slate-700">{t("teams.notFound.lead")}</p>
      <p className="mt-6">
        <PageLink page="teams" className={linkButton}>
          {t("teams.notFound.back")}
        </PageLink>
      </p>
    </NoticePage>
  );
}
