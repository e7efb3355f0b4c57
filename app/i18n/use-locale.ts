import type { Locale } from "./locales.ts";
import { useTranslation } from "./react.tsx";

/**
 * The page's locale: that of its catalogue, which the server chose from the URL (`/fr/...` is
 * French, everything else English) and the browser's entry or island took from the page.
 */
export function useLocale(): Locale {
  return useTranslation().i18n.language;
}
