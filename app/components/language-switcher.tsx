import { useLocation, useMatches } from "react-router";
import { withChosenLanguage } from "../i18n/chosen-language.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { followsPersonLanguage, switchLocalePath } from "../route-table.ts";

/**
 * Goes to the same page in the other locale with a full page load (each locale's catalogue
 * is its own chunk) and remembers the choice for a year (docs/product.md#locale): through its click
 * handler on hydrated pages, through `data-locale-switch` (app/islands/language-switch.ts)
 * on the others. Where the page's language follows a person's (a member's page), the link
 * also says the language was chosen, so that it wins over the person's (ADR 034).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === "en" ? "fr" : "en";
  const chosen = followsPersonLanguage(useMatches().at(-1)?.id);
  const href = `${switchLocalePath(pathname, locale, other)}${chosen ? withChosenLanguage(search, other) : search}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      data-locale-switch={other}
      title={t("common.switchToLanguageLabel")}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser yet
        document.cookie = `${LOCALE_COOKIE}=${other}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
      }}
      className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:px-2.5"
    >
      <span className="sm:hidden" aria-hidden="true">
        {other.toUpperCase()}
      </span>
      <span className="sr-only sm:not-sr-only">{t("common.switchToLanguage")}</span>
    </a>
  );
}
