import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseSignatureFields,
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  SIGNATURE_SCHEMA_VERSION,
  SignatureFieldsSchema,
} from "../../signature/schema.ts";
import { fromStoredFields, storedFieldsMembers, toStoredFields } from "./stored-fields.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toStoredFields", () => {
  it("stores what the schema accepts, with the schema's version", () => {
    const stored = toStoredFields(parseSignatureFields({ fullName: "  Ada   Lovelace " }));
    expect(stored.schema_version).toBe(SIGNATURE_SCHEMA_VERSION);
    expect(JSON.parse(stored.fields)).toEqual({ ...SIGNATURE_DEFAULTS, fullName: "Ada Lovelace" });
  });

  it("refuses what the schema refuses", () => {
    const fields = { ...parseSignatureFields({}), lineWidth: 99 };
    expect(() => toStoredFields(fields)).toThrow();
  });
});

describe("fromStoredFields", () => {
  const current = toStoredFields(parseSignatureFields({ fullName: "Ada Lovelace" }));

  it("reads a row of the current version as plain JSON, without the schema", () => {
    const safeParse = vi.spyOn(SignatureFieldsSchema, "safeParse");
    const parse = vi.spyOn(SignatureFieldsSchema, "parse");
    expect(fromStoredFields(current.fields, SIGNATURE_SCHEMA_VERSION)).toEqual(
      JSON.parse(current.fields),
    );
    expect(safeParse).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  it("reads an older or newer row through the schema: defaults filled, unknown and invalid fields dropped", () => {
    const old = JSON.stringify({ fullName: "Old Row", retiredField: 1, lineWidth: 99 });
    for (const version of [0, SIGNATURE_SCHEMA_VERSION + 1]) {
      const read = fromStoredFields(old, version);
      expect(read).toEqual({ ...SIGNATURE_DEFAULTS, fullName: "Old Row" });
    }
    const valid = JSON.stringify({ fullName: "  Spaced   Out " });
    expect(fromStoredFields(valid, 0)).toEqual({ ...SIGNATURE_DEFAULTS, fullName: "Spaced Out" });
  });

  it("does not trust a current-version row that is not an object", () => {
    expect(fromStoredFields("null", SIGNATURE_SCHEMA_VERSION)).toEqual(SIGNATURE_DEFAULTS);
    expect(fromStoredFields("[1]", SIGNATURE_SCHEMA_VERSION)).toEqual(SIGNATURE_DEFAULTS);
  });
});

describe("storedFieldsMembers", () => {
  const current = toStoredFields(parseSignatureFields({ fullName: "Ada Lovelace" }));

  it("gives a current row's JSON as members, which re-serialising would give unchanged", () => {
    const members = storedFieldsMembers(current.fields, SIGNATURE_SCHEMA_VERSION);
    expect(`{${members}}`).toBe(
      JSON.stringify(fromStoredFields(current.fields, SIGNATURE_SCHEMA_VERSION)),
    );
    expect(storedFieldsMembers("{}", SIGNATURE_SCHEMA_VERSION)).toBe("");
  });

  it("leaves to fromStoredFields another version, what is not an object, and a row naming a member of the answer", () => {
    expect(storedFieldsMembers(current.fields, SIGNATURE_SCHEMA_VERSION - 1)).toBeNull();
    expect(storedFieldsMembers("[1]", SIGNATURE_SCHEMA_VERSION)).toBeNull();
    expect(storedFieldsMembers(" {}", SIGNATURE_SCHEMA_VERSION)).toBeNull();
    for (const member of ["id", "userId", "createdAt", "updatedAt", "team"]) {
      const stored = JSON.stringify({ fullName: "Ada", [member]: "written by hand" });
      expect(storedFieldsMembers(stored, SIGNATURE_SCHEMA_VERSION)).toBeNull();
    }
  });
});

describe("SIGNATURE_SCHEMA_VERSION", () => {
  // Rows of the current version are read without the schema: when the fields change, stored
  // rows must be read through it again, which a new version does. If this fails, bump
  // SIGNATURE_SCHEMA_VERSION in app/signature/schema.ts and record the new field list here.
  const FIELDS_BY_VERSION: Record<number, string[]> = {
    1: [
      "name",
      "template",
      "fullName",
      "jobTitle",
      "company",
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "photoUrl",
      "photoEnabled",
      "photoShape",
      "photoBorder",
      "photoBorderDashed",
      "borderColor",
      "borderWidth",
      "lineColor",
      "lineWidth",
      "accentColor",
      "textColor",
      "fontFamily",
      "ctaLabel",
      "ctaUrl",
      "disclaimer",
      "creditEnabled",
    ],
    // text size, spacing, photo size and name colour (issue 9)
    2: [
      "name",
      "template",
      "fullName",
      "jobTitle",
      "company",
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "photoUrl",
      "photoEnabled",
      "photoShape",
      "photoBorder",
      "photoBorderDashed",
      "photoSize",
      "borderColor",
      "borderWidth",
      "lineColor",
      "lineWidth",
      "accentColor",
      "textColor",
      "nameColor",
      "fontFamily",
      "fontSize",
      "spacing",
      "ctaLabel",
      "ctaUrl",
      "disclaimer",
      "creditEnabled",
    ],
    // 3: twenty networks, icons, custom fields and links, logo, banner, legal mentions
    3: [
      "name",
      "template",
      "fullName",
      "jobTitle",
      "company",
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "photoUrl",
      "photoEnabled",
      "photoShape",
      "photoBorder",
      "photoBorderDashed",
      "photoSize",
      "borderColor",
      "borderWidth",
      "lineColor",
      "lineWidth",
      "accentColor",
      "textColor",
      "nameColor",
      "fontFamily",
      "fontSize",
      "spacing",
      "ctaLabel",
      "ctaUrl",
      "disclaimer",
      "creditEnabled",
      "facebook",
      "youtube",
      "tiktok",
      "github",
      "threads",
      "bluesky",
      "mastodon",
      "pinterest",
      "behance",
      "dribbble",
      "medium",
      "substack",
      "whatsapp",
      "telegram",
      "spotify",
      "twitch",
      "customLinks",
      "socialStyle",
      "iconColor",
      "customFields",
      "logoUrl",
      "logoHalo",
      "bannerUrl",
      "bannerHref",
      "bannerAlt",
      "legalForm",
      "shareCapital",
      "companyId",
      "rcsCity",
      "vatNumber",
    ],
  };
  // 4: the signature's language and its texts in the other language (issue 20, fault 6)
  FIELDS_BY_VERSION[4] = [
    ...(FIELDS_BY_VERSION[3] ?? []),
    "language",
    "jobTitleTranslation",
    "ctaLabelTranslation",
    "disclaimerTranslation",
  ];
  // 5: Xing, a social network
  FIELDS_BY_VERSION[5] = [...(FIELDS_BY_VERSION[4] ?? []), "xing"];

  it("reads a row of the previous version with the new fields' defaults: it looks as it did", () => {
    const v1 = Object.fromEntries(
      (FIELDS_BY_VERSION[1] ?? []).map((name) => [name, SIGNATURE_DEFAULTS[name as "name"]]),
    );
    const read = fromStoredFields(JSON.stringify({ ...v1, fullName: "Version One" }), 1);
    expect(read).toEqual({ ...SIGNATURE_DEFAULTS, fullName: "Version One" });
    expect(read).toMatchObject({
      photoSize: "auto",
      nameColor: "",
      fontSize: "normal",
      spacing: "normal",
    });
  });

  it("reads a version 3 row (before the signature's language) unchanged, with the new fields' defaults", () => {
    const v3 = Object.fromEntries(
      (FIELDS_BY_VERSION[3] ?? []).map((name) => [name, SIGNATURE_DEFAULTS[name as "name"]]),
    );
    const row = {
      ...v3,
      jobTitle: "Directrice",
      customFields: [{ label: "Pronoms", value: "elle" }],
    };
    expect(fromStoredFields(JSON.stringify(row), 3)).toEqual({
      ...SIGNATURE_DEFAULTS,
      ...row,
      language: "en",
      jobTitleTranslation: "",
      ctaLabelTranslation: "",
      disclaimerTranslation: "",
    });
    // migration 0010 wrote the owner's language into it
    expect(fromStoredFields(JSON.stringify({ ...row, language: "fr" }), 3).language).toBe("fr");
  });

  it("changes whenever the stored fields do", () => {
    expect([...SIGNATURE_FIELD_NAMES].sort()).toEqual(
      [...(FIELDS_BY_VERSION[SIGNATURE_SCHEMA_VERSION] ?? [])].sort(),
    );
  });
});
