// Every person field of a signature (ADR 029) can be read from a roster column, or is in the
// list below; no design field is (CONTRIBUTING.md#add-a-signature-field). A field's own names
// are its headers with no more work: its label in every language and its key.
import { describe, expect, it } from "vitest";
import fieldsEn from "../i18n/messages/en/fields.ts";
import fieldsFr from "../i18n/messages/fr/fields.ts";
import { FIELD_ROLES, PERSON_FIELDS } from "../signature/person-design.ts";
import { SIGNATURE_FIELD_NAMES } from "../signature/schema.ts";
import { isSocialNetwork, SOCIAL_NETWORK_NAMES } from "../signature/social.ts";
import {
  guessMemberMapping,
  MEMBER_COLUMN_SYNONYMS,
  MEMBER_FIELD_HEADERS,
  MEMBER_FIELDS,
  type MemberField,
} from "./column-mapping.ts";

/** Person fields that are lists: each row is a column of its own ("Detail: Pronouns", "Link: Portfolio"). */
const LIST_FIELDS = ["customFields", "customLinks"];

/** The headers a field must be recognised by: its label in each language, or a network's name. */
function ownHeaders(field: Exclude<MemberField, "locale">): string[] {
  if (isSocialNetwork(field)) return [SOCIAL_NETWORK_NAMES[field], field];
  return [fieldsEn[field], fieldsFr[field], field];
}

describe("the roster's columns", () => {
  it.each(PERSON_FIELDS)("read the person field %s", (field) => {
    if (LIST_FIELDS.includes(field)) return;
    expect(MEMBER_FIELDS).toContain(field);
    const headers = MEMBER_FIELD_HEADERS[field as MemberField];
    expect(headers?.length ?? 0, "its header's synonyms").toBeGreaterThan(0);
    for (const header of ownHeaders(field as Exclude<MemberField, "locale">)) {
      expect(guessMemberMapping([header], [])[field], header).toEqual([0]);
    }
  });

  it("keep the synonyms written for a field ahead of its own names, in their order", () => {
    for (const [field, synonyms] of Object.entries(MEMBER_COLUMN_SYNONYMS)) {
      const headers = MEMBER_FIELD_HEADERS[field as MemberField];
      expect(headers.slice(0, synonyms.length), field).toEqual(synonyms);
    }
  });

  it("read no design field", () => {
    const design = SIGNATURE_FIELD_NAMES.filter((name) => FIELD_ROLES[name] === "design");
    for (const field of MEMBER_FIELDS) expect(design).not.toContain(field);
    for (const field of Object.keys(MEMBER_FIELD_HEADERS)) expect(design).not.toContain(field);
  });

  it("list only person fields among the lists", () => {
    for (const field of LIST_FIELDS) expect(PERSON_FIELDS).toContain(field);
  });
});
