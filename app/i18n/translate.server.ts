import type { Locale } from "./locales.ts";
import { en } from "./messages/en/index.ts";
import { fr } from "./messages/fr/index.ts";
import { createTranslate, type Translate } from "./translate.ts";

const catalogues = { en, fr };
const translators = { en: createTranslate("en", en), fr: createTranslate("fr", fr) };

/** A translate function for server code that answers outside React (API errors, mail). */
export function serverT(locale: Locale): Translate {
  return translators[locale];
}

/** The whole catalogue of a locale, for the server render's TranslationProvider. */
export function serverMessages(locale: Locale) {
  return catalogues[locale];
}
