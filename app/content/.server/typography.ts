import { typesetFrench } from "../../i18n/french-typography.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * French typography in Markdown: narrow no-break spaces before : ; ? ! » and after «
 * (typesetFrench). Fenced code blocks (signature examples) are left untouched.
 */
export function frenchSpacing(text: string): string {
  return text
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) => (index % 2 === 1 ? part : typesetFrench(part)))
    .join("");
}

/** The text as it should be typeset in `locale`. */
export function typeset(text: string, locale: Locale): string {
  return locale === "fr" ? frenchSpacing(text) : text;
}
