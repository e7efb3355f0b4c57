import { isLocale, type Locale } from "./locales.ts";

/**
 * The query parameter by which the language switcher marks a language chosen by the visitor,
 * on the pages whose language otherwise follows a person rather than the URL (a member's
 * page follows the member's roster language; docs/decisions/034-languages-of-pages-and-mails.md).
 */
export const CHOSEN_LANGUAGE_PARAM = "lang";

/** The language the visitor chose explicitly on this URL, if any. */
export function chosenLanguage(url: URL): Locale | null {
  const value = url.searchParams.get(CHOSEN_LANGUAGE_PARAM);
  return isLocale(value) ? value : null;
}

/** `search` (with or without its "?") marking `locale` as chosen. */
export function withChosenLanguage(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(CHOSEN_LANGUAGE_PARAM, locale);
  return `?${params.toString()}`;
}
