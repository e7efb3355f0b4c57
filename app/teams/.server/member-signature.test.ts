import { describe, expect, it } from "vitest";
import type { Config } from "../../.server/env.ts";
import { parseSignatureFields } from "../../signature/schema.ts";
import { EMPTY_MEMBER_FIELDS } from "../member.ts";
import { renderMemberSignature } from "./member-signature.ts";

const config = { publicUrl: "https://paraph.app", appName: "Paraph" } as Config;
const design = parseSignatureFields({
  language: "en",
  company: "Acme",
  legalForm: "sas",
  shareCapital: "10 000 €",
  phone: "+33 1 23 45 67 89",
});
const member = { ...EMPTY_MEMBER_FIELDS, fullName: "Camille Lefèvre" };

describe("renderMemberSignature", () => {
  it("writes a member's signature in the member's language, whatever the design's (ADR 033)", () => {
    const french = renderMemberSignature(config, design, member, { locale: "fr", ownerPaid: true });
    expect(french.fields.language).toBe("fr");
    expect(french.text).toContain("Acme SAS au capital de 10 000 €");
    expect(french.text).toContain("Tél. +33");
    const english = renderMemberSignature(config, design, member, {
      locale: "en",
      ownerPaid: true,
    });
    expect(english.text).toContain("Acme SAS, with share capital of 10 000 €");
  });
});
