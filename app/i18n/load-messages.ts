import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";

/** The namespaces a page running in the browser can use (messages/<locale>/browser.ts). */
export type BrowserMessages = Pick<
  Messages,
  | "common"
  | "nav"
  | "error"
  | "library"
  | "templates"
  | "fields"
  | "validation"
  | "account"
  | "cloud"
  | "seo"
>;

/** The browser's catalogue of `locale`: one chunk per locale, loaded before hydration. */
export async function loadMessages(locale: Locale): Promise<BrowserMessages> {
  return locale === "fr"
    ? (await import("./messages/fr/browser.ts")).browserFr
    : (await import("./messages/en/browser.ts")).browserEn;
}
