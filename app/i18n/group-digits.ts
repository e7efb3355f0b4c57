import type { Locale } from "./locales.ts";

const GROUP_SEPARATOR: Record<Locale, string> = { en: ",", fr: "\u202f" };

/**
 * A count (a whole number, zero or more) with its thousands grouped as `Intl.NumberFormat(locale)` writes it
 * ("12,345", "12 345" with a narrow no-break space). Without Intl: the browser's first
 * NumberFormat loads its number data, 25–40 ms of the editor's hydration on a phone's CPU
 * (docs/architecture.md#editor-speed).
 */
export function groupDigits(count: number, locale: Locale): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]);
}
