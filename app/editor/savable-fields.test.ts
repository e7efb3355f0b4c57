import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "../signature/schema.ts";
import { committedFields, sameFields, splitTyped, withDraft } from "./savable-fields.ts";

const saved: SignatureFields = {
  ...DEFAULT_SIGNATURE_FIELDS,
  fullName: "Ada Lovelace",
  email: "ada@example.com",
};
const withAllowance = { isPaid: false, hasFreeTemplate: true };
const spent = { isPaid: false, hasFreeTemplate: false };

describe("splitTyped", () => {
  it("stores everything when everything is valid and costs nothing", () => {
    const typed = { ...saved, jobTitle: "Analyst" };
    const split = splitTyped(typed, saved, spent);
    expect(split.data).toEqual(typed);
    expect(split.draft).toEqual({});
    expect(split.invalid).toEqual([]);
    expect(split.trial).toBeNull();
  });

  it("stores the valid fields, keeps the saved value of an invalid one, and drafts it", () => {
    const typed = { ...saved, email: "ada@", fullName: "Ada King" };
    const split = splitTyped(typed, saved, spent);
    expect(split.data.fullName).toBe("Ada King");
    expect(split.data.email).toBe("ada@example.com");
    expect(split.draft).toEqual({ email: "ada@" });
    expect(split.invalid).toEqual(["email"]);
    expect(split.errors.email?.key).toBe("validation.email");
  });

  it("keeps the saved template while a Pro template is tried, and drafts the trial", () => {
    const typed: SignatureFields = { ...saved, template: "executive", jobTitle: "Analyst" };
    const split = splitTyped(typed, saved, withAllowance);
    expect(split.data.template).toBe("basic");
    expect(split.data.jobTitle).toBe("Analyst");
    expect(split.draft).toEqual({ template: "executive" });
    expect(split.trial).toEqual({ kind: "pro", template: "executive" });
  });

  it("drafts both an invalid field and a trial", () => {
    const typed: SignatureFields = { ...saved, template: "band", website: "not a url" };
    const split = splitTyped(typed, saved, spent);
    expect(split.draft).toEqual({ website: "not a url", template: "band" });
    expect(split.data).toEqual(saved);
    expect(split.trial?.kind).toBe("locked");
  });
});

describe("committedFields", () => {
  it("saves a Pro template on trial when the allowance can pay for it", () => {
    const typed: SignatureFields = { ...saved, template: "executive" };
    expect(committedFields(splitTyped(typed, saved, withAllowance))?.template).toBe("executive");
  });

  it("refuses a locked Pro template, or an invalid field", () => {
    expect(committedFields(splitTyped({ ...saved, template: "band" }, saved, spent))).toBeNull();
    expect(committedFields(splitTyped({ ...saved, email: "x" }, saved, withAllowance))).toBeNull();
  });

  it("gives up the signature's own Pro template only when asked to", () => {
    const owner: SignatureFields = { ...saved, template: "band" };
    const split = splitTyped({ ...owner, template: "basic" }, owner, spent);
    expect(split.data.template).toBe("band");
    expect(split.trial?.kind).toBe("switch");
    expect(committedFields(split)?.template).toBe("basic");
  });
});

describe("withDraft and sameFields", () => {
  it("puts the draft values back, ignoring a template that does not exist", () => {
    const shown = withDraft(saved, { email: "ada@", template: "executive" });
    expect(shown).toMatchObject({ email: "ada@", template: "executive", fullName: "Ada Lovelace" });
    expect(withDraft(saved, { template: "gone" }).template).toBe("basic");
    expect(sameFields(withDraft(saved, {}), saved)).toBe(true);
    expect(sameFields(shown, saved)).toBe(false);
  });
});
