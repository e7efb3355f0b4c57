import type { Locale } from "../../i18n/locales.ts";

/** The signed-in person as every request sees them (session.ts reads it, session-cache.ts keeps it). */
export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
  locale: Locale;
};
