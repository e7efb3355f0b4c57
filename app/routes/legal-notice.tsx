import { useTranslation } from "../i18n/react.tsx";
import { legalPageData } from "../legal/.server/page.ts";
import { LegalPage } from "../legal/legal-page.tsx";
import type { Route } from "./+types/legal-notice";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("legalNotice", args);
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("legal.legalNotice.title")}
      description={t("legal.legalNotice.description")}
      heading={t("legal.legalNotice.heading")}
      {...loaderData}
    />
  );
}
