import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";

/**
 * The link that follows every notice saying a thing needs Pro: to the pricing page, in the
 * page's language (the route table's localized path). The pricing page is not hydrated (its
 * messages stay on the server, docs/decisions/017): it is loaded as a document.
 */
export function ProLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <a
      href={pagePath("pricing", locale)}
      className="font-semibold whitespace-nowrap text-brand-700 underline hover:text-brand-800"
      data-testid="pro-link"
    >
      {t("common.seePro")}
    </a>
  );
}
