import type { TFunction } from "i18next";
import { createI18n } from "./create-i18n.ts";
import type { Locale } from "./locales.ts";
import { en } from "./messages/en/index.ts";
import { fr } from "./messages/fr/index.ts";

const instances = { en: createI18n("en", en), fr: createI18n("fr", fr) };

/** A translate function for server code that answers outside React (API errors, mail). */
export function serverT(locale: Locale): TFunction {
  return instances[locale].t;
}

export function serverI18n(locale: Locale) {
  return instances[locale];
}
