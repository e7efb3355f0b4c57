import { describe, expect, it } from "vitest";
import { buildSignatureModel } from "./model.ts";
import { DEFAULT_SIGNATURE_FIELDS } from "./schema.ts";
import { FULL_FIELDS, LONG_UNBROKEN_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";
import { renderText } from "./text.ts";

describe("renderText", () => {
  it("writes readable lines with links in full", () => {
    const text = renderText(buildSignatureModel(FULL_FIELDS, RENDER_OPTIONS));
    expect(text).toBe(
      [
        "Marie-Christine Delacroix-Beaumont",
        "Senior Vice President, Strategy & Business Development, Delacroix Beaumont Conseil & Associés",
        "",
        "Tel. +33 (0)1 42 68 53 00",
        "Mobile +33 6 12 34 56 78",
        "Email marie-christine.delacroix@delacroix-beaumont-conseil.com",
        "Web https://www.delacroix-beaumont-conseil.com/en/about-us",
        "14 rue du Faubourg Saint-Honoré, 75008 Paris, France",
        "LinkedIn: https://www.linkedin.com/in/marie-christine-delacroix-beaumont",
        "X: https://x.com/mcdelacroix",
        "Instagram: https://www.instagram.com/delacroix.beaumont.conseil",
        "Book a meeting: https://calendly.com/mc-delacroix/30min",
        "Book a 30-minute discovery call: https://www.delacroix-beaumont-conseil.com/contact?utm_source=email-signature",
        "",
        "This message and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender immediately and delete it.",
        "Delacroix Beaumont Conseil SAS, capital of EUR 150,000, RCS Paris 812 345 678. Please consider the environment before printing this email.",
        "",
        "Created with Paraph: https://paraph.app/",
      ].join("\n"),
    );
  });

  it("uses the French labels in French, with French punctuation", () => {
    const text = renderText(
      buildSignatureModel({ ...FULL_FIELDS, language: "fr" }, RENDER_OPTIONS),
    );
    expect(text).toContain("Tél. +33 (0)1 42 68 53 00");
    expect(text).toContain("E-mail marie-christine");
    // A narrow no-break space before the colon, as French typography wants.
    expect(text).toContain("LinkedIn\u202f: https://www.linkedin.com/in/");
    expect(text).toContain("Prendre rendez-vous\u202f: https://calendly.com/mc-delacroix/30min");
    expect(text).toContain("Book a 30-minute discovery call\u202f: https://www.delacroix");
    expect(text).toContain("Créée avec Paraph\u202f: https://paraph.app/");
    expect(text).not.toMatch(/[^\u202f][:;!?]\s/);
  });

  it("keeps the long runs whole: break opportunities are for the HTML only", () => {
    const text = renderText(buildSignatureModel(LONG_UNBROKEN_FIELDS, RENDER_OPTIONS));
    expect(text).toContain(LONG_UNBROKEN_FIELDS.fullName);
    expect(text).toContain(LONG_UNBROKEN_FIELDS.email);
    expect(text).not.toContain("\u200b");
  });

  it("keeps blank lines inside the disclaimer and skips empty groups", () => {
    const model = buildSignatureModel(
      {
        ...DEFAULT_SIGNATURE_FIELDS,
        fullName: "Jane",
        disclaimer: "One\n\nTwo",
        creditEnabled: false,
      },
      RENDER_OPTIONS,
    );
    expect(renderText(model)).toBe("Jane\n\nOne\n\nTwo");
  });

  it("is empty for an empty signature without credit", () => {
    const model = buildSignatureModel(
      { ...DEFAULT_SIGNATURE_FIELDS, creditEnabled: false },
      RENDER_OPTIONS,
    );
    expect(renderText(model)).toBe("");
  });
});
