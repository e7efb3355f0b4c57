import type { Locale } from "./locales.ts";

/**
 * A wait as the locale says it ("in 10 minutes", "dans 23 heures"): whole minutes up to an
 * hour and a half, then whole hours, never less than a minute. The same on the server and in
 * the browser (no clock, no time zone).
 */
export function inTime(ms: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes <= 90
    ? format.format(minutes, "minute")
    : format.format(Math.ceil(minutes / 60), "hour");
}
