import { useTranslation } from "../i18n/react.tsx";
import { legalPageData } from "../legal/.server/page.ts";
import { LegalPage } from "../legal/legal-page.tsx";
import type { Route } from "./+types/privacy";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("privacy", args);
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("legal.privacy.title")}
      description={t("legal.privacy.description")}
      heading={t("legal.privacy.heading")}
      toc
      {...loaderData}
    />
  );
}
