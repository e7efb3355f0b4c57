import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locales.ts";

/** The page's locale comes from its URL: `/fr/...` is French, everything else English. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
