import { type Locale, localePrefix } from "../../i18n/locales.ts";

// Pages of the account UI (docs/product.md#pages) that auth mails and redirects point to.
export const accountPath = (locale: Locale) => `${localePrefix(locale)}/account`;
export const loginPath = (locale: Locale) => `${localePrefix(locale)}/login`;

/** `/reset-password?token=…` in the user's locale (the page posts the new password). */
export function resetPasswordUrl(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${localePrefix(locale)}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Better Auth's verification URL, returning to the account page in the user's locale. */
export function verificationUrl(betterAuthUrl: string, locale: Locale): string {
  const url = new URL(betterAuthUrl);
  url.searchParams.set("callbackURL", accountPath(locale));
  return url.toString();
}
