import { describe, expect, it } from "vitest";
import { PERSON_FIELDS } from "../signature/person-design.ts";
import { EMPTY_MEMBER_FIELDS, MemberFieldsSchema, MemberInputSchema } from "./member.ts";

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

  it("hold every person field of a signature, checked by the signature's rules", () => {
    expect(Object.keys(EMPTY_MEMBER_FIELDS).sort()).toEqual([...PERSON_FIELDS, "extra"].sort());
    const member = MemberFieldsSchema.parse({
      fullName: "Ada",
      email: "ada@acme.example",
      linkedin: "https://www.linkedin.com/in/ada",
      customFields: [{ label: "Pronouns", value: "she/her" }],
      customLinks: [{ label: "Portfolio", url: "https://ada.example" }],
      ctaLabel: "Book a call",
      ctaUrl: "https://calendly.com/ada",
    });
    expect(member).toMatchObject({ linkedin: "https://www.linkedin.com/in/ada", twitter: "" });
    const bad = MemberFieldsSchema.safeParse({
      fullName: "Ada",
      email: "ada@acme.example",
      twitter: "https://evil.example/not-x",
      ctaUrl: "javascript:alert(1)",
    });
    expect(bad.success).toBe(false);
  });

  it("show six networks at most", () => {
    const seven = Object.fromEntries(
      ["linkedin", "twitter", "instagram", "tiktok", "github", "threads", "medium"].map((n) => [
        n,
        "someone",
      ]),
    );
    const parsed = MemberInputSchema.safeParse({ fullName: "A", email: "a@b.co", ...seven });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["medium"]);
  });

  it("read rows stored before they had more fields", () => {
    const old = { fullName: "A", email: "a@b.co", jobTitle: "", phone: "", mobile: "", extra: {} };
    expect(MemberFieldsSchema.parse(old)).toEqual({ ...EMPTY_MEMBER_FIELDS, ...old });
  });
});
