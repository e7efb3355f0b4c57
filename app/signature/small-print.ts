// The small print of a signature: the company's legal mentions and the disclaimer, one part
// per language. The bilingual version adds the other language's part after the first, each
// with its own legal wording: never "with share capital of" in the French part
// (docs/decisions/033-bilingual-signatures.md).
import { formatSiren, formatSiret, LEGAL_FORMS, normalizeDigits } from "./french-company.ts";
import { OUTPUT_LABELS, type OutputLabels } from "./output-labels.ts";
import type { SignatureFields, SignatureLanguage } from "./schema.ts";
import { normalizeMultiLine, normalizeSingleLine } from "./strings.ts";

/** One language's part: its legal line ("" for none), then its disclaimer's lines ("" a blank). */
export type SmallPrint = { legal: string; disclaimer: string[] };

/** The signature's language's part, then the second language's when it adds something. */
export function smallPrintOf(
  fields: SignatureFields,
  language: SignatureLanguage,
  second: SignatureLanguage | null,
): SmallPrint[] {
  const first = {
    legal: legalLine(fields, OUTPUT_LABELS[language]),
    disclaimer: paragraph(fields.disclaimer),
  };
  const parts = [first];
  if (second) {
    const legal = legalLine(fields, OUTPUT_LABELS[second]);
    const disclaimer = paragraph(fields.disclaimerTranslation);
    parts.push({
      legal: legal === first.legal ? "" : legal,
      disclaimer: disclaimer.join("\n") === first.disclaimer.join("\n") ? [] : disclaimer,
    });
  }
  return parts.filter((part) => part.legal !== "" || part.disclaimer.length > 0);
}

function line(value: unknown): string {
  return typeof value === "string" ? normalizeSingleLine(value) : "";
}

function paragraph(value: unknown): string[] {
  const text = typeof value === "string" ? normalizeMultiLine(value) : "";
  return text === "" ? [] : text.split("\n");
}

/** "Acme SAS au capital de 10 000 € · RCS Paris 123 456 789 · SIRET … · TVA FR…", or "". */
function legalLine(fields: SignatureFields, labels: OutputLabels): string {
  const form = LEGAL_FORMS.find((entry) => entry.id === fields.legalForm)?.abbreviation ?? "";
  const capital = line(fields.shareCapital);
  const digits = normalizeDigits(line(fields.companyId));
  const siren = /^\d{9}(\d{5})?$/.test(digits) ? digits.slice(0, 9) : "";
  const rcsCity = line(fields.rcsCity);
  const vat = line(fields.vatNumber).toUpperCase();
  if (!form && !capital && !siren && !rcsCity && !vat) return "";
  const identity = labels.legalIdentity({ company: line(fields.company), form, capital });
  return [
    identity,
    rcsCity && `RCS ${rcsCity}${siren ? ` ${formatSiren(siren, NBSP)}` : ""}`,
    digits.length === 14 && `SIRET${NBSP}${formatSiret(digits, NBSP)}`,
    digits.length === 9 && !rcsCity && `SIREN${NBSP}${formatSiren(digits, NBSP)}`,
    vat && `${labels.vat}${NBSP}${vat}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const NBSP = "\u00a0";
