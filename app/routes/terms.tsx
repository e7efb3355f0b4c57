import { useTranslation } from "../i18n/react.tsx";
import { legalPageData } from "../legal/.server/page.ts";
import { LegalPage } from "../legal/legal-page.tsx";
import type { Route } from "./+types/terms";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("terms", args);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("legal.terms.title")}
      description={t("legal.terms.description")}
      heading={t("legal.terms.heading")}
      toc
      {...loaderData}
    />
  );
}
