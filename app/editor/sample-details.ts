// The example person stands in for details not typed yet: in the preview of a new signature
// (all of them, marked as an example) and in the template picker's thumbnails (each empty
// one). Only what is shown changes: the draft, what is saved and what is copied never hold
// a sample.
import { SAMPLE_FIELDS } from "../components/sample-signatures.ts";
import type { Locale } from "../i18n/locales.ts";
import { useLocale } from "../i18n/use-locale.ts";
import type { SignatureFieldName, SignatureFields } from "../signature/schema.ts";

/** What a person types about themselves (not the signature's label, template or style). */
const DETAIL_FIELDS = [
  "fullName",
  "jobTitle",
  "company",
  "email",
  "phone",
  "mobile",
  "website",
  "address",
  "linkedin",
  "twitter",
  "instagram",
  "calendly",
  "photoUrl",
  "ctaLabel",
  "ctaUrl",
  "disclaimer",
] as const satisfies readonly SignatureFieldName[];

/** True while none of the person's details is filled in: a new, untouched signature. */
export function hasNoDetails(fields: SignatureFields): boolean {
  return DETAIL_FIELDS.every((name) => fields[name].trim() === "");
}

/** The example person's value of a field, for its input's placeholder (none if they have none). */
export function useSamplePlaceholder(): (name: SignatureFieldName) => string | undefined {
  const sample: Partial<Record<string, string>> = SAMPLE_FIELDS[useLocale()];
  return (name) => sample[name];
}

/** `fields` with every empty detail the example person has (and the sample photo) filled in. */
export function withSampleDetails(
  fields: SignatureFields,
  locale: Locale,
  samplePhotoUrl: string,
): SignatureFields {
  const filled: Record<string, unknown> = { ...fields };
  for (const [name, value] of Object.entries({
    ...SAMPLE_FIELDS[locale],
    photoUrl: samplePhotoUrl,
  })) {
    if (filled[name] === "") filled[name] = value;
  }
  return filled as SignatureFields;
}
