// The two catalogues this module owns: same keys, same {{placeholders}} in both locales.
import { describe, expect, it } from "vitest";
import enTemplates from "../i18n/messages/en/templates.ts";
import enValidation from "../i18n/messages/en/validation.ts";
import frTemplates from "../i18n/messages/fr/templates.ts";
import frValidation from "../i18n/messages/fr/validation.ts";
import { VALIDATION_MESSAGE_NAMES } from "./validation-keys.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ["validation", enValidation, frValidation],
  ["templates", enTemplates, frTemplates],
] as const)("%s messages", (_, en, fr) => {
  it("have the same keys and placeholders in English and French", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(String(fr[key as keyof typeof fr])), key).toEqual(placeholders(text));
      expect(String(fr[key as keyof typeof fr]).trim(), key).not.toBe("");
    }
  });
});

describe("validation keys", () => {
  it("are exactly the catalogue's keys", () => {
    expect([...VALIDATION_MESSAGE_NAMES].sort()).toEqual(Object.keys(enValidation).sort());
  });

  it("name the values the issues carry", () => {
    expect(placeholders(enValidation.tooLong)).toEqual(["max"]);
    expect(placeholders(enValidation.outOfRange)).toEqual(["max", "min"]);
    expect(placeholders(enValidation.social)).toEqual(["network"]);
    expect(placeholders(enValidation.unknownField)).toEqual(["field"]);
  });
});
