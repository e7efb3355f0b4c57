import { useTranslation } from "../i18n/react.tsx";
import { StatusPage } from "./status-page.tsx";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage code={404} title={t("error.pageNotFound")} description={t("error.description")} />
  );
}
