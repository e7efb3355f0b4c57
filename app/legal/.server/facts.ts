import type { RequestContext } from "../../.server/context.ts";
import type { Operator } from "../../.server/env.ts";
import type { Locale } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { operatorShown } from "./operator-gaps.ts";

/** What the legal texts say about this particular instance, all from configuration. */
export type LegalFacts = {
  locale: Locale;
  appName: string;
  /** the public origin, e.g. https://paraph.example */
  siteUrl: string;
  /** its host name, e.g. paraph.example */
  siteHost: string;
  /** served over HTTPS */
  https: boolean;
  operator: Operator;
  contactEmail: string;
  contactRateLimit: number;
  /** days a photo no saved signature uses is kept after its last use (PHOTO_RETENTION_DAYS) */
  photoRetentionDays: number;
  /** an SMTP provider carries the mail (otherwise mail stays on the server as files) */
  mailProvider: boolean;
  paths: { contact: string; privacy: string; terms: string; legalNotice: string; legal: string };
};

export function legalFacts(app: RequestContext, locale: Locale): LegalFacts {
  const { config } = app;
  return {
    locale,
    appName: config.appName,
    siteUrl: config.publicUrl,
    siteHost: new URL(config.publicUrl).host,
    https: config.publicUrl.startsWith("https://"),
    operator: operatorShown(config),
    contactEmail: config.contactEmail,
    contactRateLimit: config.contactRateLimit,
    photoRetentionDays: config.photoRetentionDays,
    mailProvider: Boolean(config.smtpUrl),
    paths: {
      contact: pagePath("contact", locale),
      privacy: pagePath("privacy", locale),
      terms: pagePath("terms", locale),
      legalNotice: pagePath("legalNotice", locale),
      legal: pagePath("legal", locale),
    },
  };
}
