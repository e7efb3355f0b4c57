import type { Locale } from "../../i18n/locales.ts";
import { frenchSpacing, type LegalDocumentBody } from "../markup.ts";
import type { LegalFacts } from "./facts.ts";
import { legalNoticeEn } from "./legal-notice-en.ts";
import { legalNoticeFr } from "./legal-notice-fr.ts";
import { privacyEn } from "./privacy-en.ts";
import { privacyFr } from "./privacy-fr.ts";
import { termsEn } from "./terms-en.ts";
import { termsFr } from "./terms-fr.ts";

export type LegalDocumentKind = "privacy" | "terms" | "legalNotice";

const DOCUMENTS: Record<
  LegalDocumentKind,
  Record<Locale, (facts: LegalFacts) => LegalDocumentBody>
> = {
  privacy: { en: privacyEn, fr: privacyFr },
  terms: { en: termsEn, fr: termsFr },
  legalNotice: { en: legalNoticeEn, fr: legalNoticeFr },
};

/** One legal text in the facts' locale, with this instance's details filled in. */
export function legalDocument(kind: LegalDocumentKind, facts: LegalFacts): LegalDocumentBody {
  const body = DOCUMENTS[kind][facts.locale](facts);
  return facts.locale === "fr" ? frenchSpacing(body) : body;
}

/** "21 November 2026" / "21 novembre 2026", formatted on the server only (no ICU mismatch). */
export function formatLegalDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
