// What says a page, a member's page or a mail is in a language: words of the message
// catalogues and of the signature renderer, never copies of them.
import { expect } from "vitest";
import type { Locale } from "../../app/i18n/locales.ts";
import enCommon from "../../app/i18n/messages/en/common.ts";
import frCommon from "../../app/i18n/messages/fr/common.ts";
import { OUTPUT_LABELS } from "../../app/signature/output-labels.ts";
import enTeams from "../../app/teams/messages/teams.en.ts";
import frTeams from "../../app/teams/messages/teams.fr.ts";
import { LEGAL_DESIGN } from "./team-members.ts";

export const OTHER = { en: "fr", fr: "en" } as const;

const COPY = {
  en: { common: enCommon, teams: enTeams },
  fr: { common: frCommon, teams: frTeams },
} as const;

const legalWording = (locale: Locale) =>
  escapeText(
    OUTPUT_LABELS[locale].legalIdentity({
      company: LEGAL_DESIGN.company,
      form: "SAS",
      capital: LEGAL_DESIGN.shareCapital,
    }),
  );

/** Text as React writes it into HTML. */
export const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The page's `<html lang>`. */
export const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

/**
 * A member's page (of a LEGAL_DESIGN team, the member with a phone number) is in
 * `pageLocale` and the signature on it in `signatureLocale` (the member's language, ADR 033):
 * the page's words, then the signature's phone label and legal wording.
 */
export function expectMemberPageIn(
  html: string,
  pageLocale: Locale,
  signatureLocale: Locale = pageLocale,
) {
  expect(htmlLang(html)).toBe(pageLocale);
  expect(html).toContain(escapeText(COPY[pageLocale].teams.self.heading));
  expect(html).not.toContain(escapeText(COPY[OTHER[pageLocale]].teams.self.heading));
  expect(html).toContain(escapeText(COPY[pageLocale].common.skipToContent));
  expect(html).toContain(OUTPUT_LABELS[signatureLocale].phone);
  expect(html).toContain(legalWording(signatureLocale));
  expect(html).not.toContain(legalWording(OTHER[signatureLocale]));
}
