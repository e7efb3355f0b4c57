import i18next, { type i18n } from "i18next";
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";

/** One i18next instance for one locale, initialised synchronously with its catalogue. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  return instance;
}
