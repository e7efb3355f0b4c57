import type { Locale } from "../../i18n/locales.ts";

const NBSP = "\u00a0";

/**
 * French typography: a no-break space before : ; ? ! » and after «, so the sign never
 * starts a line on its own. Fenced code blocks (signature examples) are left untouched.
 */
export function frenchSpacing(text: string): string {
  return text
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/ ([:;?!»])(?=[\s\p{P}]|$)/gmu, `${NBSP}$1`).replace(/« /g, `«${NBSP}`),
    )
    .join("");
}

/** The text as it should be typeset in `locale`. */
export function typeset(text: string, locale: Locale): string {
  return locale === "fr" ? frenchSpacing(text) : text;
}
