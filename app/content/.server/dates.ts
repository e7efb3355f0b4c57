import { z } from "zod";
import type { Locale } from "../../i18n/locales.ts";

/** A calendar date written YYYY-MM-DD that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be written YYYY-MM-DD")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: "is not a calendar date",
  });

const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }),
};

/**
 * "June 18, 2024" / "18 juin 2024". Formatted on the server only, so the browser's own date
 * data can never disagree with the HTML during hydration.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return FORMATS[locale].format(new Date(`${isoDate}T00:00:00Z`));
}
