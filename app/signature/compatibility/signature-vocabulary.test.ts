// The editor's report checks signatures against the cut of caniemail's data that the signature
// vocabulary can show. Rendering every template in every version, language and style choice,
// with every field: nothing written is missing from the vocabulary, and the cut finds exactly
// what the whole data finds.
import { describe, expect, it } from "vitest";
import { FONT_IDS } from "../fonts.ts";
import { PHOTO_SHAPES } from "../photo-url.ts";
import type { SignatureFields } from "../schema.ts";
import { FONT_SIZES, SOCIAL_STYLES, SPACINGS } from "../style-options.ts";
import { TEMPLATE_IDS } from "../templates.ts";
import {
  BILINGUAL_FIELDS,
  EVERYTHING_FIELDS,
  FULL_FIELDS,
  HOSTILE_FIELDS,
  RENDER_OPTIONS,
} from "../test-fixtures.ts";
import { renderVariant, SIGNATURE_VARIANTS } from "../variants.ts";
import * as everything from "./caniemail-data.generated.ts";
import * as signatureData from "./caniemail-signature-data.generated.ts";
import { checkEmailCompatibility } from "./check.ts";
import { checkSignatureCompatibility } from "./check-signature.ts";
import { declarations } from "./checker.ts";
import { decodeAttribute, tokenizeHtml } from "./html-tokens.ts";
import { SIGNATURE_VOCABULARY } from "./signature-vocabulary.ts";

function* signatures(): Generator<string> {
  const people: SignatureFields[] = [
    FULL_FIELDS,
    EVERYTHING_FIELDS,
    BILINGUAL_FIELDS,
    HOSTILE_FIELDS,
  ];
  const versions = SIGNATURE_VARIANTS.filter((version) => version !== "plain");
  for (const template of TEMPLATE_IDS) {
    for (const person of people) {
      for (const language of ["en", "fr"] as const) {
        for (const version of versions) {
          for (const socialStyle of SOCIAL_STYLES) {
            for (const photo of [...PHOTO_SHAPES, null]) {
              const fields: SignatureFields = {
                ...person,
                template,
                language,
                socialStyle,
                photoEnabled: photo !== null,
                photoShape: photo ?? "circle",
                photoBorder: photo === "rounded",
                photoBorderDashed: photo === "square",
                creditEnabled: photo !== "square",
              };
              yield renderVariant(fields, RENDER_OPTIONS, version).html!;
            }
          }
        }
      }
      for (const fontFamily of FONT_IDS) {
        for (const [i, fontSize] of FONT_SIZES.entries()) {
          const spacing = SPACINGS[i]!;
          const fields = {
            ...person,
            template,
            fontFamily,
            fontSize,
            spacing,
            nameColor: "#9d174d",
          };
          yield renderVariant(fields, RENDER_OPTIONS, "full").html!;
        }
      }
    }
  }
}

// Rendered once, read by both tests.
const SIGNATURES = [...signatures()];

describe("the signature vocabulary", () => {
  it("lists every element, attribute and CSS property a signature is written with", () => {
    const written = {
      elements: new Set<string>(),
      attributes: new Set<string>(),
      properties: new Set<string>(),
    };
    for (const html of SIGNATURES) {
      for (const token of tokenizeHtml(html)) {
        if (token.type !== "start") continue;
        written.elements.add(token.name.toLowerCase());
        for (const [name, value] of token.attributes) {
          written.attributes.add(name.toLowerCase());
          if (name.toLowerCase() !== "style") continue;
          for (const property of declarations(decodeAttribute(value ?? "")).keys())
            written.properties.add(property);
        }
      }
    }
    expect(SIGNATURES.length).toBeGreaterThan(2_000);
    for (const kind of ["elements", "attributes", "properties"] as const) {
      const missing = [...written[kind]].filter(
        (name) => !SIGNATURE_VOCABULARY[kind].includes(name),
      );
      expect(missing, `${kind} written but not in signature-vocabulary.ts`).toEqual([]);
    }
  });

  it("lets the report's cut of caniemail find what the whole data finds, in every signature", () => {
    let withFindings = 0;
    for (const html of SIGNATURES) {
      const whole = checkEmailCompatibility(html);
      expect(checkSignatureCompatibility(html)).toEqual(whole);
      if (whole.length > 0) withFindings++;
    }
    // The comparison means something only if some signatures have findings.
    expect(withFindings).toBeGreaterThan(0);
  });

  it("is a quarter of the data at most, with the same clients", () => {
    expect(signatureData.CANIEMAIL_CLIENTS).toEqual(everything.CANIEMAIL_CLIENTS);
    expect(signatureData.CANIEMAIL_FAMILIES).toEqual(everything.CANIEMAIL_FAMILIES);
    expect(signatureData.CANIEMAIL_FEATURES.length * 3).toBeLessThan(
      everything.CANIEMAIL_FEATURES.length,
    );
  });

  it("finds with the cut what the whole data finds in markup no template writes, as long as the vocabulary can show it", () => {
    // A background image is a property outside the vocabulary: only the whole data sees it.
    const html =
      '<table role="presentation"><tr><td style="background-image:url(a.png);width:10em">x</td></tr></table>';
    const features = (findings: { feature: string }[]) => [
      ...new Set(findings.map((finding) => finding.feature)),
    ];
    expect(features(checkEmailCompatibility(html))).toContain("background-image");
    expect(features(checkSignatureCompatibility(html))).not.toContain("background-image");
  });
});
