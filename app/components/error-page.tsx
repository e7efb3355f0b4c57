import { useTranslation } from "../i18n/react.tsx";
import { StatusPage } from "./status-page.tsx";

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={500}
      title={t("error.serverErrorTitle")}
      description={t("error.serverErrorDescription")}
    />
  );
}
