import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "../signature/schema.ts";
import { extraPlaceholders, MemberFieldsSchema, memberSignature } from "./member.ts";

const design: SignatureFields = {
  ...DEFAULT_SIGNATURE_FIELDS,
  fullName: "{fullName}",
  jobTitle: "Sample title",
  email: "sample@example.com",
  phone: "+33 1 23 45 67 89",
  company: "Acme",
  ctaLabel: "Book a call with {firstName}",
  ctaUrl: "https://cal.example.com/{deskNumber}",
  disclaimer: "{fullName} ({jobTitle}) speaks for Acme.",
  customFields: [
    { label: "Desk", value: "{deskNumber}" },
    { label: "Floor", value: "{floor}" },
  ],
};

const member = MemberFieldsSchema.parse({
  fullName: "Hélène Dupont",
  email: "helene@acme.fr",
  jobTitle: "Comptable",
  extra: { deskNumber: "B12" },
});

describe("a member's signature", () => {
  it("takes the member's person fields, not the design's samples", () => {
    const filled = memberSignature(design, member);
    expect(filled.fullName).toBe("Hélène Dupont");
    expect(filled.jobTitle).toBe("Comptable");
    expect(filled.email).toBe("helene@acme.fr");
    expect(filled.mobile).toBe("");
  });

  it("falls back to the design's phone (a switchboard) when the member has none", () => {
    expect(memberSignature(design, member).phone).toBe("+33 1 23 45 67 89");
    const own = { ...member, phone: "+33 6 12 34 56 78" };
    expect(memberSignature(design, own).phone).toBe("+33 6 12 34 56 78");
  });

  it("fills placeholders in texts and custom fields, and drops rows left empty", () => {
    const filled = memberSignature(design, member);
    expect(filled.ctaLabel).toBe("Book a call with Hélène");
    expect(filled.ctaUrl).toBe("https://cal.example.com/B12");
    expect(filled.disclaimer).toBe("Hélène Dupont (Comptable) speaks for Acme.");
    expect(filled.customFields).toEqual([{ label: "Desk", value: "B12" }]);
  });

  it("never produces an invalid field: a link the filling breaks falls back to its default", () => {
    const broken = { ...design, website: "{site}" };
    const filled = memberSignature(broken, { ...member, extra: { site: "javascript:alert(1)" } });
    expect(filled.website).toBe("");
  });

  it("names the design's extra placeholders, once each, in order", () => {
    expect(extraPlaceholders(design)).toEqual(["deskNumber", "floor"]);
    expect(extraPlaceholders(DEFAULT_SIGNATURE_FIELDS)).toEqual([]);
  });
});

describe("member fields", () => {
  it("need a name and a valid email, and check phones as signatures do", () => {
    expect(MemberFieldsSchema.safeParse({ fullName: "", email: "a@b.co" }).success).toBe(false);
    expect(MemberFieldsSchema.safeParse({ fullName: "A", email: "not-an-email" }).success).toBe(
      false,
    );
    expect(
      MemberFieldsSchema.safeParse({ fullName: "A", email: "a@b.co", phone: "call me" }).success,
    ).toBe(false);
    expect(MemberFieldsSchema.safeParse({ fullName: "A", email: "a@b.co" }).success).toBe(true);
  });
});
