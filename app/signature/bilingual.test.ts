// A signature's own language and its bilingual version (issue 20, fault 6;
// docs/decisions/033-bilingual-signatures.md).
import { describe, expect, it } from "vitest";
import { checkCompatibility } from "./compatibility.server.ts";
import { GMAIL_SIGNATURE_LIMIT } from "./measure.ts";
import { render } from "./render.ts";
import type { SignatureFields } from "./schema.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { BILINGUAL_FIELDS, EVERYTHING_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";
import { renderVariant, type SIGNATURE_VARIANTS } from "./variants.ts";

const NNBSP = "\u202f";
const french: SignatureFields = { ...EVERYTHING_FIELDS, template: "basic", language: "fr" };
const english: SignatureFields = { ...EVERYTHING_FIELDS, template: "basic", language: "en" };
const textOf = (fields: SignatureFields, variant: (typeof SIGNATURE_VARIANTS)[number]) =>
  renderVariant(fields, RENDER_OPTIONS, variant).text;

describe("each version speaks the signature's language, not the interface's", () => {
  it.each(["full", "short", "plain"] as const)("%s: a French signature is in French", (variant) => {
    const { html, text } = renderVariant(french, RENDER_OPTIONS, variant);
    const all = `${html ?? ""}\n${text}`;
    expect(all).not.toContain("with share capital of");
    expect(all).not.toContain("Created with");
    if (variant !== "short") {
      expect(text).toContain("Associés SAS au capital de 150 000 €");
      expect(text).toContain("Tél. +33");
      expect(text).toContain(`Créée avec Paraph${NNBSP}: https://paraph.app/`);
      expect(text).toContain(`Pronouns${NNBSP}: she/her`);
    }
  });

  it.each(["full", "plain"] as const)("%s: an English signature is in English", (variant) => {
    const text = textOf(english, variant);
    expect(text).toContain("Associés SAS, with share capital of 150 000 €");
    expect(text).toContain("Tel. +33");
    expect(text).toContain("Created with Paraph: https://paraph.app/");
    expect(text).not.toContain("au capital de");
  });

  it("a signature without a language (stored before the field) is in English", () => {
    const { language: _, ...withoutLanguage } = french;
    const text = render(withoutLanguage as SignatureFields, RENDER_OPTIONS).text;
    expect(text).toContain("with share capital of");
  });
});

describe("the bilingual version", () => {
  it("puts the signature's language first, each legal line in its own language", () => {
    const text = textOf(french, "bilingual");
    expect(text).toContain("Tél. / Tel. +33");
    const legal = text.split("\n").filter((line) => line.includes("150 000"));
    expect(legal).toEqual([
      expect.stringMatching(/^Delacroix .* SAS au capital de 150 000 € · RCS Paris .* TVA\u00a0FR/),
      expect.stringMatching(/^Delacroix .* SAS, with share capital of 150 000 € · .* VAT\u00a0FR/),
    ]);
    const first = textOf(english, "bilingual").split("\n");
    expect(first.find((line) => line.includes("150 000"))).toContain("with share capital of");
    expect(first.find((line) => line.includes("VAT / TVA"))).toBeUndefined();
  });

  it("never writes English wording in the French part", () => {
    const html = renderVariant(french, RENDER_OPTIONS, "bilingual").html!;
    const frenchLegal = html.slice(html.indexOf("au capital de"));
    expect(frenchLegal.slice(0, frenchLegal.indexOf("150"))).not.toMatch(/share capital/);
    expect(html).not.toMatch(/SAS, with share capital of 150\u00a0000\u00a0€ · RCS Paris [^<]*TVA/);
  });

  it("shows each typed text in both languages", () => {
    const { html, text } = renderVariant(BILINGUAL_FIELDS, RENDER_OPTIONS, "bilingual");
    expect(text).toContain("Directrice commerciale / Sales director");
    expect(text).toContain(`Réserver un appel / Book a call${NNBSP}: https://`);
    expect(text).toContain(`Pronoms / Pronouns${NNBSP}: elle / she/her`);
    expect(text).toContain(`Études de cas / Case studies${NNBSP}: https://`);
    // the small print per language: the French legal mentions and disclaimer, then the English
    const paragraphs = text.split("\n\n");
    const at = (start: string) => paragraphs.findIndex((each) => each.startsWith(start));
    expect(paragraphs[at("Ce message")]).toBe(
      "Ce message est confidentiel.\nMerci de ne pas l’imprimer.",
    );
    expect(paragraphs[at("This message")]).toBe(
      "This message is confidential.\nPlease do not print it.",
    );
    expect(paragraphs[at("Ce message") - 1]).toContain("au capital de");
    expect(paragraphs[at("This message") - 1]).toContain("with share capital of");
    expect(at("This message")).toBeGreaterThan(at("Ce message"));
    expect(html).toContain("<span>Directrice commerciale / Sales director</span>");
    expect(html).toMatch(
      /au capital de [^<]*<br\/>Ce message est confidentiel\.<br\/>Merci de ne pas l’imprimer\.<br\/><br\/>Delacroix [^<]*with share capital of [^<]*<br\/>This message is confidential\./,
    );
  });

  it("shows a text once when its translation is empty or the same", () => {
    const fields: SignatureFields = {
      ...BILINGUAL_FIELDS,
      jobTitleTranslation: "",
      ctaLabelTranslation: "Réserver un appel",
      disclaimerTranslation: "",
      customFields: [{ label: "Pronoms", value: "elle" }],
    };
    const text = textOf(fields, "bilingual");
    expect(text).toContain("Directrice commerciale, Delacroix");
    expect(text).not.toContain("Directrice commerciale /");
    expect(text).not.toContain("Réserver un appel / Réserver un appel");
    expect(text.match(/Ce message est confidentiel/g)).toHaveLength(1);
    expect(text).toContain(`Pronoms${NNBSP}: elle\n`);
  });

  it("labels a call to action given only a link in both languages", () => {
    const fields = { ...BILINGUAL_FIELDS, ctaLabel: "", ctaLabelTranslation: "" };
    expect(textOf(fields, "bilingual")).toContain(`En savoir plus / Learn more${NNBSP}: https://`);
  });

  it("keeps translations out of the other versions", () => {
    for (const variant of ["full", "short", "plain"] as const) {
      const { html, text } = renderVariant(BILINGUAL_FIELDS, RENDER_OPTIONS, variant);
      for (const translation of ["Sales director", "Book a call", "This message is", "Pronouns"]) {
        expect(`${html ?? ""}${text}`, `${variant}: ${translation}`).not.toContain(translation);
      }
    }
  });

  it.each(TEMPLATE_IDS)("%s: both languages fit Gmail's limit with no email-client error", (id) => {
    const html = renderVariant({ ...BILINGUAL_FIELDS, template: id }, RENDER_OPTIONS, "bilingual")
      .html!;
    expect(html.length).toBeLessThanOrEqual(GMAIL_SIGNATURE_LIMIT);
    expect(checkCompatibility(html)).toEqual([]);
    expect(html).toMatch(/Directrice(\s|\u00a0)commerciale(\s|\u00a0)\/(\s|\u00a0)Sales/);
  });
});
