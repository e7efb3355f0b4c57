import type accountFrame from "../accounts/messages/account-frame.en.ts";
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";

/**
 * The namespaces every page running in the browser gets (messages/<locale>/browser.ts); of
 * `account` only the frame (app/accounts/messages/account-frame.en.ts).
 */
export type BrowserMessages = Pick<
  Messages,
  "common" | "nav" | "error" | "templates" | "fields" | "validation" | "cloud" | "seo"
> & { account: typeof accountFrame };

/** The browser's catalogue of `locale`: one chunk per locale, loaded before hydration. */
export async function loadMessages(locale: Locale): Promise<BrowserMessages> {
  return locale === "fr"
    ? (await import("./messages/fr/browser.ts")).browserFr
    : (await import("./messages/en/browser.ts")).browserEn;
}
