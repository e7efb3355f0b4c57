import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./issues.ts";
import {
  coerceSignatureFields,
  DEFAULT_SIGNATURE_FIELDS,
  FIELD_ROLES,
  FONT_IDS,
  FONT_STACKS,
  parseSignatureFields,
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  SIGNATURE_FIELD_SCHEMAS,
  SignatureFieldsPatchSchema,
  SignatureFieldsSchema,
  SignatureSchema,
  safeParseSignatureFields,
} from "./schema.ts";
import { isValidationKey } from "./validation-keys.ts";

/** The first message for `field` when the fields are `{ [field]: value }`, or null when valid. */
function errorOf(field: string, value: unknown) {
  const result = safeParseSignatureFields({ [field]: value });
  return result.success ? null : (fieldErrors(result.error)[field] ?? null);
}

describe("defaults", () => {
  // Every default not recorded here is empty ("", no rows, or off): a field added with an empty
  // default needs no line, and changing any default (which changes how stored rows of older
  // versions read, app/signatures/.server/stored-fields.ts) fails here.
  const CHOSEN_DEFAULTS = {
    language: "en",
    template: "basic",
    socialStyle: "circles",
    photoEnabled: true,
    photoShape: "circle",
    photoBorder: true,
    photoSize: "auto",
    borderColor: "#d1d5db",
    borderWidth: 1,
    lineColor: "#d1d5db",
    lineWidth: 2,
    accentColor: "#186ad5",
    textColor: "#111827",
    fontFamily: "arial",
    fontSize: "normal",
    spacing: "normal",
    creditEnabled: true,
  };
  const isEmpty = (value: unknown) =>
    value === "" || value === false || (Array.isArray(value) && value.length === 0);

  it("are the seed's and the recorded choices, every other one empty", () => {
    const chosen = Object.fromEntries(
      Object.entries(DEFAULT_SIGNATURE_FIELDS).filter(([, value]) => !isEmpty(value)),
    );
    expect(chosen).toEqual(CHOSEN_DEFAULTS);
    for (const name of SIGNATURE_FIELD_NAMES) {
      expect(DEFAULT_SIGNATURE_FIELDS[name], name).toEqual(SIGNATURE_DEFAULTS[name]);
    }
  });

  it("each pass their field's schema unchanged", () => {
    for (const name of SIGNATURE_FIELD_NAMES) {
      const parsed = SIGNATURE_FIELD_SCHEMAS[name].safeParse(SIGNATURE_DEFAULTS[name]);
      expect(parsed.success, name).toBe(true);
      expect(parsed.data, name).toEqual(SIGNATURE_DEFAULTS[name]);
    }
  });

  it("fill no person's detail: every person field starts empty", () => {
    for (const name of SIGNATURE_FIELD_NAMES) {
      if (FIELD_ROLES[name] === "person")
        expect(isEmpty(SIGNATURE_DEFAULTS[name]), name).toBe(true);
    }
  });

  it("fill whatever is missing", () => {
    expect(parseSignatureFields({ fullName: "Jane" })).toEqual({
      ...DEFAULT_SIGNATURE_FIELDS,
      fullName: "Jane",
    });
  });

  it("are frozen", () => {
    expect(Object.isFrozen(DEFAULT_SIGNATURE_FIELDS)).toBe(true);
  });

  it("have a font stack for every font", () => {
    for (const id of FONT_IDS) {
      expect(FONT_STACKS[id]).toMatch(/(sans-serif|serif|monospace)$/);
    }
  });
});

describe("limits", () => {
  const longUrl = (prefix: string, length: number) =>
    `${prefix}${"a".repeat(length - prefix.length)}`;

  it.each([
    ["name", 120],
    ["fullName", 120],
    ["jobTitle", 120],
    ["company", 120],
    ["ctaLabel", 60],
    ["address", 200],
  ])("%s: %i characters pass, one more is too long", (field, max) => {
    expect(errorOf(field, "x".repeat(max))).toBeNull();
    expect(errorOf(field, "x".repeat(max + 1))).toEqual({
      key: "validation.tooLong",
      values: { max },
    });
  });

  it("counts after trimming", () => {
    expect(errorOf("fullName", `   ${"x".repeat(120)}   `)).toBeNull();
    expect(parseSignatureFields({ fullName: "  Jane \n\t Doe  " }).fullName).toBe("Jane Doe");
  });

  it("disclaimer: 600 characters over several lines pass, 601 do not", () => {
    const text = `${"x".repeat(299)}\n${"y".repeat(300)}`;
    expect(text).toHaveLength(600);
    expect(parseSignatureFields({ disclaimer: text }).disclaimer).toBe(text);
    expect(errorOf("disclaimer", `${text}z`)).toEqual({
      key: "validation.tooLong",
      values: { max: 600 },
    });
  });

  it("disclaimer keeps line breaks and trims the rest", () => {
    expect(parseSignatureFields({ disclaimer: " One \r\n\r\n\r\n\r\nTwo  " }).disclaimer).toBe(
      "One\n\nTwo",
    );
  });

  it("email: 254 characters pass, 255 do not, and it must be an address", () => {
    const email = (length: number) => `${"a".repeat(64)}@${"b".repeat(length - 69)}.com`;
    expect(email(254)).toHaveLength(254);
    expect(errorOf("email", email(254))).toBeNull();
    expect(errorOf("email", email(255))?.key).toBe("validation.tooLong");
    expect(errorOf("email", "jane")).toEqual({ key: "validation.email", values: {} });
    expect(errorOf("email", "jane@example")).toEqual({ key: "validation.email", values: {} });
    expect(errorOf("email", "")).toBeNull();
  });

  it.each(["phone", "mobile"])("%s: 40 phone characters pass, 41 do not", (field) => {
    expect(errorOf(field, "+33 (0)1 42.68-53/00")).toBeNull();
    expect(errorOf(field, "1".repeat(40))).toBeNull();
    expect(errorOf(field, "1".repeat(41))).toEqual({
      key: "validation.tooLong",
      values: { max: 40 },
    });
    expect(errorOf(field, "+33 1 23 ext. 4")).toEqual({ key: "validation.phone", values: {} });
    expect(errorOf(field, "<script>")).toEqual({ key: "validation.phone", values: {} });
    expect(errorOf(field, "+ ()")).toEqual({ key: "validation.phone", values: {} });
  });

  it.each(["website", "ctaUrl"])("%s: 2,048 characters pass, 2,049 do not", (field) => {
    expect(errorOf(field, longUrl("https://example.com/", 2048))).toBeNull();
    expect(errorOf(field, longUrl("https://example.com/", 2049))).toEqual({
      key: "validation.tooLong",
      values: { max: 2048 },
    });
  });

  it.each(["website", "ctaUrl", "calendly"])("%s: only http and https", (field) => {
    expect(errorOf(field, "example.com")).toBeNull();
    expect(errorOf(field, "http://example.com")).toBeNull();
    for (const unsafe of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.com"]) {
      expect(errorOf(field, unsafe)).toEqual({ key: "validation.unsafeUrl", values: {} });
    }
    expect(errorOf(field, "not a link")).toEqual({ key: "validation.url", values: {} });
  });

  it.each([
    ["linkedin", "https://www.linkedin.com/in/jane?x=", "LinkedIn"],
    ["twitter", "https://x.com/jane?x=", "X (Twitter)"],
    ["instagram", "https://www.instagram.com/jane?x=", "Instagram"],
  ])("%s: handle or profile URL up to 2,048 characters", (field, prefix, network) => {
    expect(errorOf(field, "@jane")).toBeNull();
    expect(errorOf(field, "jane")).toBeNull();
    expect(errorOf(field, longUrl(prefix, 2048))).toBeNull();
    expect(errorOf(field, longUrl(prefix, 2049))?.key).toBe("validation.tooLong");
    expect(errorOf(field, "https://example.com/jane")).toEqual({
      key: "validation.social",
      values: { network },
    });
    expect(errorOf(field, "javascript:alert(1)")).toEqual({
      key: "validation.unsafeUrl",
      values: {},
    });
  });

  it("photoUrl: empty or one of our photo URLs", () => {
    expect(errorOf("photoUrl", "")).toBeNull();
    expect(
      errorOf("photoUrl", "https://paraph.app/photos/0123456789abcdef01234567.png"),
    ).toBeNull();
    expect(errorOf("photoUrl", "/photos/0123456789abcdef01234567")).toBeNull();
    expect(errorOf("photoUrl", "https://evil.example/x.png")).toEqual({
      key: "validation.photoUrl",
      values: {},
    });
    expect(errorOf("photoUrl", "javascript:alert(1)")?.key).toBe("validation.photoUrl");
    expect(errorOf("photoUrl", `/photos/${"a".repeat(2049)}`)?.key).toBe("validation.tooLong");
  });

  it.each(["borderWidth", "lineWidth"])("%s: whole numbers from 0 to 6", (field) => {
    expect(errorOf(field, 0)).toBeNull();
    expect(errorOf(field, 6)).toBeNull();
    const outOfRange = { key: "validation.outOfRange", values: { min: 0, max: 6 } };
    expect(errorOf(field, 7)).toEqual(outOfRange);
    expect(errorOf(field, -1)).toEqual(outOfRange);
    expect(errorOf(field, 1.5)).toEqual({ key: "validation.wholeNumber", values: {} });
    expect(errorOf(field, "2")).toEqual({ key: "validation.invalidType", values: {} });
  });

  it.each(["borderColor", "lineColor", "accentColor", "textColor"])("%s: hex colours", (field) => {
    expect(parseSignatureFields({ [field]: "#ABC" })[field as "textColor"]).toBe("#aabbcc");
    expect(parseSignatureFields({ [field]: " #1D4ED8 " })[field as "textColor"]).toBe("#1d4ed8");
    for (const bad of ["red", "#abcd", "#12345g", "#000;background:url(x)"]) {
      expect(errorOf(field, bad)).toEqual({ key: "validation.color", values: {} });
    }
  });

  it("nameColor: a hex colour, or empty for the text colour", () => {
    expect(errorOf("nameColor", "")).toBeNull();
    expect(parseSignatureFields({ nameColor: " #0F766E " }).nameColor).toBe("#0f766e");
    expect(parseSignatureFields({ nameColor: "#ABC" }).nameColor).toBe("#aabbcc");
    for (const bad of ["red", "#abcd", "#000;background:url(x)"]) {
      expect(errorOf("nameColor", bad)).toEqual({ key: "validation.color", values: {} });
    }
    expect(errorOf("nameColor", 1)).toEqual({ key: "validation.invalidType", values: {} });
  });

  it("photoSize: the template's own, or one of the hosted sizes", () => {
    for (const size of ["auto", 48, 64, 80, 96, 112]) expect(errorOf("photoSize", size)).toBeNull();
    for (const bad of [72, 120, 0, "80", "large", null]) {
      expect(errorOf("photoSize", bad)).toEqual({ key: "validation.choice", values: {} });
    }
  });

  it.each([
    ["template", "fancy"],
    ["photoShape", "oval"],
    ["fontFamily", "comic-sans"],
    ["fontSize", "huge"],
    ["fontSize", 14],
    ["spacing", "tight"],
  ])("%s: one of the options", (field, value) => {
    expect(errorOf(field, value)).toEqual({ key: "validation.choice", values: {} });
  });

  it.each(["photoEnabled", "photoBorder", "photoBorderDashed", "creditEnabled"])(
    "%s: a boolean",
    (field) => {
      expect(errorOf(field, false)).toBeNull();
      expect(errorOf(field, "yes")).toEqual({ key: "validation.invalidType", values: {} });
    },
  );
});

describe("strictness and messages", () => {
  it("rejects unknown fields", () => {
    const result = safeParseSignatureFields({ fullName: "Jane", colour: "#fff" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      colour: { key: "validation.unknownField", values: { field: "colour" } },
    });
  });

  it("rejects a body that is not an object", () => {
    const result = safeParseSignatureFields("Jane");
    expect(fieldErrors(result.error!)).toEqual({
      _form: { key: "validation.invalidType", values: {} },
    });
  });

  it("words every issue with a validation key", () => {
    const result = safeParseSignatureFields({
      name: 1,
      template: "x",
      fullName: "x".repeat(121),
      email: "@",
      phone: "abc",
      website: "javascript:x",
      linkedin: "facebook.com/x",
      photoUrl: "x",
      photoShape: 1,
      borderColor: "blue",
      borderWidth: 99,
      lineWidth: 0.5,
      fontFamily: null,
      disclaimer: [],
      creditEnabled: "no",
      extra: true,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.length).toBeGreaterThanOrEqual(16);
    for (const issue of result.error!.issues) expect(isValidationKey(issue.message)).toBe(true);
  });

  it("knows every field by name", () => {
    expect(SIGNATURE_FIELD_NAMES).toEqual(Object.keys(DEFAULT_SIGNATURE_FIELDS));
  });

  it("converts to JSON Schema for the OpenAPI document", () => {
    const schema = z.toJSONSchema(SignatureFieldsSchema, { io: "input" }) as {
      properties: Record<string, { maxLength?: number; maximum?: number; default?: unknown }>;
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.fullName?.maxLength).toBe(120);
    expect(schema.properties.lineWidth?.maximum).toBe(6);
    expect(schema.properties.template?.default).toBe("basic");
  });
});

describe("SignatureSchema", () => {
  const stored = {
    ...DEFAULT_SIGNATURE_FIELDS,
    id: "sig_1",
    userId: "user_1",
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:05:00+01:00",
  };

  it("adds identity and timestamps", () => {
    expect(SignatureSchema.parse(stored)).toEqual(stored);
    expect(SignatureSchema.parse({ ...stored, userId: null }).userId).toBeNull();
    const { userId: _, ...local } = stored;
    expect(SignatureSchema.parse(local).userId).toBeUndefined();
  });

  it("requires an id and ISO dates, and stays strict", () => {
    const { id: _, ...withoutId } = stored;
    const errors = (input: unknown) => {
      const result = SignatureSchema.safeParse(input);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors(withoutId).id?.key).toBe("validation.required");
    expect(errors({ ...stored, createdAt: "yesterday" }).createdAt?.key).toBe("validation.date");
    expect(errors({ ...stored, rogue: 1 }).rogue?.key).toBe("validation.unknownField");
  });
});

describe("SignatureFieldsPatchSchema", () => {
  it("validates only what is given, without filling defaults", () => {
    expect(SignatureFieldsPatchSchema.parse({ fullName: " Jane " })).toEqual({ fullName: "Jane" });
    expect(SignatureFieldsPatchSchema.safeParse({ lineWidth: 9 }).success).toBe(false);
    expect(SignatureFieldsPatchSchema.safeParse({ nope: 1 }).success).toBe(false);
  });
});

describe("coerceSignatureFields", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a string", "garbage"],
    ["an array", [1, 2, 3]],
    ["a function", () => 1],
    ["an empty object", {}],
  ])("gives the defaults for %s", (_, input) => {
    expect(coerceSignatureFields(input)).toEqual(DEFAULT_SIGNATURE_FIELDS);
  });

  it("keeps valid fields, resets invalid ones, drops unknown keys", () => {
    const result = coerceSignatureFields({
      fullName: "  Jane Doe ",
      email: "jane@example.com",
      jobTitle: 42,
      phone: "call me",
      borderWidth: "3",
      lineWidth: 4,
      template: "old-fancy-template",
      accentColor: "#ABC",
      textColor: "black",
      photoEnabled: "true",
      website: "javascript:alert(1)",
      legacyColor: "#fff",
      __proto__: { polluted: true },
    });
    expect(result).toEqual({
      ...DEFAULT_SIGNATURE_FIELDS,
      fullName: "Jane Doe",
      email: "jane@example.com",
      lineWidth: 4,
      accentColor: "#aabbcc",
    });
    expect(SignatureFieldsSchema.parse(result)).toEqual(result);
    expect("legacyColor" in result).toBe(false);
  });

  it("never throws, even on hostile objects", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
      },
    );
    expect(coerceSignatureFields(hostile)).toEqual(DEFAULT_SIGNATURE_FIELDS);
    expect(coerceSignatureFields(Object.create(null))).toEqual(DEFAULT_SIGNATURE_FIELDS);
  });
});
