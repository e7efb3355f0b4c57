import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from "./locales.ts";

/** The `locale` cookie's value, when it names a supported locale. */
export function localeFromCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The best supported locale in an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    const match = LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return null;
}

/** The visitor's chosen language (docs/product.md#locale): cookie, then Accept-Language, then English. */
export function preferredLocale(request: Request): Locale {
  return (
    localeFromCookie(request.headers.get("cookie")) ??
    localeFromAcceptLanguage(request.headers.get("accept-language")) ??
    DEFAULT_LOCALE
  );
}

/**
 * The language of an API or auth answer (ADR 004): Accept-Language, then the cookie, then
 * English. The site's pages send their own language with each call, so a message shows in
 * the language of the page that asked, whatever the cookie says; an API client chooses with
 * the header too.
 */
export function apiLocale(request: Request): Locale {
  return (
    localeFromAcceptLanguage(request.headers.get("accept-language")) ??
    localeFromCookie(request.headers.get("cookie")) ??
    DEFAULT_LOCALE
  );
}
