import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";

export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === "fr"
    ? (await import("./messages/fr/index.ts")).fr
    : (await import("./messages/en/index.ts")).en;
}
