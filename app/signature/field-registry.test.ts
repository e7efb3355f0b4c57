// What every field of the schema must have besides its schema entry (CONTRIBUTING.md#add-a-signature-field):
// a default, a role, a place in the OpenAPI document (app/.server/api/openapi/document.test.ts)
// and in a team's roster (app/teams/roster-fields.test.ts), and a place in the plain-text
// version unless it is listed below.
import { describe, expect, it } from "vitest";
import { FIELD_ROLES } from "./person-design.ts";
import { render } from "./render.ts";
import {
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  SIGNATURE_FIELD_SCHEMAS,
  type SignatureFieldName,
  type SignatureFields,
} from "./schema.ts";
import { isSocialNetwork, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS } from "./social.ts";
import { EVERYTHING_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";

/**
 * Fields the plain text does not show, and why: the text is the same in every template and
 * style, and has no images.
 */
const NOT_IN_PLAIN_TEXT: ReadonlySet<SignatureFieldName> = new Set([
  // the signature's own name in the library, never shown in it
  "name",
  // the layout: the text does not depend on it
  "template",
  // images: a plain-text email has none (a banner's link and words are written out)
  "photoUrl",
  "logoUrl",
  "logoHalo",
  "photoEnabled",
  "photoShape",
  "photoBorder",
  "photoBorderDashed",
  "photoSize",
  // colours, lines, type and spacing
  "socialStyle",
  "iconColor",
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
]);

/** Values tried, in order, for a field EVERYTHING_FIELDS leaves at its default. */
const CANDIDATES: readonly unknown[] = [
  "fr",
  "Sample text",
  "sample@example.com",
  "+33 1 23 45 67 89",
  "https://example.com/sample",
  false,
];

/** A value of the field its schema accepts and that is not its default. */
function sampleOf(name: SignatureFieldName): unknown {
  if (isSocialNetwork(name)) return SOCIAL_NETWORK_INFO[name].example;
  if (JSON.stringify(EVERYTHING_FIELDS[name]) !== JSON.stringify(SIGNATURE_DEFAULTS[name])) {
    return EVERYTHING_FIELDS[name];
  }
  return CANDIDATES.find(
    (value) =>
      JSON.stringify(value) !== JSON.stringify(SIGNATURE_DEFAULTS[name]) &&
      SIGNATURE_FIELD_SCHEMAS[name].safeParse(value).success,
  );
}

/** EVERYTHING_FIELDS with one social network at most (the others emptied), so any shows. */
const BASE: SignatureFields = {
  ...EVERYTHING_FIELDS,
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ""])),
};

const text = (fields: SignatureFields) =>
  render(fields, { ...RENDER_OPTIONS, bilingual: true }).text;

describe.each(SIGNATURE_FIELD_NAMES)("field %s", (name) => {
  it("has a default and a role", () => {
    expect(name in SIGNATURE_DEFAULTS).toBe(true);
    expect(FIELD_ROLES[name]).toMatch(/^(person|design)$/);
  });

  if (NOT_IN_PLAIN_TEXT.has(name)) return;

  it("shows in the plain-text version", () => {
    const value = sampleOf(name);
    expect(value, "no sample value: give it one in EVERYTHING_FIELDS").toBeDefined();
    const shown = text({ ...BASE, [name]: value });
    expect(shown).not.toBe(text({ ...BASE, [name]: SIGNATURE_DEFAULTS[name] }));
  });
});

describe("the fields kept out of the plain text", () => {
  it("are fields of the schema", () => {
    for (const name of NOT_IN_PLAIN_TEXT) expect(SIGNATURE_FIELD_NAMES).toContain(name);
  });

  it("indeed change nothing in it", () => {
    for (const name of NOT_IN_PLAIN_TEXT) {
      expect(text({ ...BASE, [name]: SIGNATURE_DEFAULTS[name] }), name).toBe(text(BASE));
    }
  });
});
