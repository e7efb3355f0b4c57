// A team member's own fields (issue 13, ADR 027): every person field of a signature (the rule
// of what is a person's is app/signature/person-design.ts, ADR 029), and the values of the
// design's extra placeholders. Pure and isomorphic: the roster import checks rows with it in
// the browser, the server stores with it. The rules are the signature's own field schemas.
import * as z from "zod/mini";
import { LOCALES } from "../i18n/locales.ts";
import { PERSON_FIELDS, type PersonFieldName } from "../signature/person-design.ts";
import { PLACEHOLDER_NAME } from "../signature/placeholders.ts";
import {
  checkNetworkCount,
  LIMITS,
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_SCHEMAS,
  type SignatureFields,
} from "../signature/schema.ts";

const required = <T extends z.ZodMiniString<string>>(schema: T) =>
  schema.check(z.minLength(1, { error: "validation.required" }));

type PersonFieldSchemas = {
  [K in PersonFieldName]: z.ZodMiniDefault<(typeof SIGNATURE_FIELD_SCHEMAS)[K]>;
};
const personFieldSchemas = Object.fromEntries(
  PERSON_FIELDS.map((name) => [
    name,
    z._default(SIGNATURE_FIELD_SCHEMAS[name] as z.ZodMiniType, SIGNATURE_DEFAULTS[name] as never),
  ]),
) as PersonFieldSchemas;

const memberShape = {
  ...personFieldSchemas,
  fullName: required(SIGNATURE_FIELD_SCHEMAS.fullName),
  email: required(SIGNATURE_FIELD_SCHEMAS.email),
  /** values of the design's extra placeholders, by name */
  extra: z._default(
    z.record(z.string().check(z.regex(PLACEHOLDER_NAME)), SIGNATURE_FIELD_SCHEMAS.company),
    {},
  ),
};

export const MemberFieldsSchema = z.strictObject(memberShape).check(checkNetworkCount);
export type MemberFields = z.output<typeof MemberFieldsSchema>;
export type MemberFieldsInput = z.input<typeof MemberFieldsSchema>;

/** A member with nothing filled in (what a row that no longer parses shows). */
export const EMPTY_MEMBER_FIELDS: MemberFields = {
  ...(Object.fromEntries(PERSON_FIELDS.map((name) => [name, SIGNATURE_DEFAULTS[name]])) as Pick<
    SignatureFields,
    PersonFieldName
  >),
  extra: {},
};

export const MemberLocaleSchema = z.enum(LOCALES);

/** What a member sends from their own link, when the team allows it. */
export const MemberSelfEditSchema = z.strictObject({
  jobTitle: SIGNATURE_FIELD_SCHEMAS.jobTitle,
  phone: SIGNATURE_FIELD_SCHEMAS.phone,
  mobile: SIGNATURE_FIELD_SCHEMAS.mobile,
});

/** One member as given by the manager or a roster row. */
export const MemberInputSchema = z
  .strictObject({ ...memberShape, locale: z._default(MemberLocaleSchema, "en") })
  .check(checkNetworkCount);
export type MemberInput = z.output<typeof MemberInputSchema>;

/** Email addresses are compared without case: one member per address in a team. */
export const memberKey = (email: string) => email.trim().toLowerCase();

/** Limits of a team. */
export const TEAM_LIMITS = {
  name: LIMITS.text,
  /** members of one team */
  members: 2000,
} as const;
