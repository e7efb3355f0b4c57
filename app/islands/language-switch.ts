import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../i18n/locales.ts";

/** The language switcher's link remembers the choice for a year (docs/product.md#locale). */
export function rememberLanguageChoice(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-locale-switch]")) {
    link.addEventListener("click", () => {
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser yet
      document.cookie = `${LOCALE_COOKIE}=${link.dataset.localeSwitch}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
    });
  }
}
