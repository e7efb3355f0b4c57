import { describe, expect, it } from "vitest";
import { SAMPLE_FIELDS } from "../components/sample-signatures.ts";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "../signature/schema.ts";
import { hasNoDetails, withSampleDetails } from "./sample-details.ts";

const PHOTO = "https://paraph.example/photos/sample/circle-solid-d1d5db-1-80.png";

describe("sample details", () => {
  it("counts a signature as untouched until a detail is typed, whatever its style", () => {
    expect(hasNoDetails(DEFAULT_SIGNATURE_FIELDS)).toBe(true);
    expect(
      hasNoDetails({
        ...DEFAULT_SIGNATURE_FIELDS,
        name: "Work",
        template: "band",
        accentColor: "#0f766e",
      }),
    ).toBe(true);
    expect(hasNoDetails({ ...DEFAULT_SIGNATURE_FIELDS, jobTitle: "Luthier" })).toBe(false);
    expect(hasNoDetails({ ...DEFAULT_SIGNATURE_FIELDS, disclaimer: "Confidential." })).toBe(false);
    expect(hasNoDetails({ ...DEFAULT_SIGNATURE_FIELDS, photoUrl: PHOTO })).toBe(false);
    expect(hasNoDetails({ ...DEFAULT_SIGNATURE_FIELDS, fullName: "   " })).toBe(true);
  });

  it("fills only the empty details, in the page's language, without touching the draft", () => {
    const draft: SignatureFields = {
      ...DEFAULT_SIGNATURE_FIELDS,
      fullName: "Ada Quinteros",
      template: "compact",
    };
    const shown = withSampleDetails(draft, "fr", PHOTO);
    expect(shown.fullName).toBe("Ada Quinteros");
    expect(shown.company).toBe(SAMPLE_FIELDS.fr.company);
    expect(shown.ctaLabel).toBe(SAMPLE_FIELDS.fr.ctaLabel);
    expect(shown.photoUrl).toBe(PHOTO);
    expect(shown.template).toBe("compact");
    expect(shown.mobile).toBe("");
    expect(draft.company).toBe("");
    expect(withSampleDetails(DEFAULT_SIGNATURE_FIELDS, "en", PHOTO).fullName).toBe(
      SAMPLE_FIELDS.en.fullName,
    );
  });
});
