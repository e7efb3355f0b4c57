// A team member's own fields and how they fill the team's design (issue 13, ADR 027). Pure
// and isomorphic: the roster import checks rows with it in the browser, the server renders
// with it. The member's rules are the signature's own field schemas (one source of truth).
import * as z from "zod/mini";
import { LOCALES } from "../i18n/locales.ts";
import {
  coerceSignatureFields,
  LIMITS,
  SIGNATURE_FIELD_SCHEMAS,
  type SignatureFields,
} from "../signature/schema.ts";

/** The person fields a member has; the design's own values of them are not used. */
export const MEMBER_FIELDS = ["fullName", "email", "jobTitle", "phone", "mobile"] as const;
export type MemberFieldName = (typeof MEMBER_FIELDS)[number];

/** What `{…}` the design may hold: the member fields, and `{firstName}` taken from the name. */
export const STANDARD_PLACEHOLDERS = [...MEMBER_FIELDS, "firstName"] as const;

/** A placeholder's name: a letter, then letters or digits (`{deskNumber}`). */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]{0,31})\}/g;
/** Extra placeholders (beyond the standard ones) a design may use. */
export const MAX_EXTRA_PLACEHOLDERS = 8;

const required = <T extends z.ZodMiniString<string>>(schema: T) =>
  schema.check(z.minLength(1, { error: "validation.required" }));

export const MemberFieldsSchema = z.strictObject({
  fullName: required(SIGNATURE_FIELD_SCHEMAS.fullName),
  email: required(SIGNATURE_FIELD_SCHEMAS.email),
  jobTitle: z._default(SIGNATURE_FIELD_SCHEMAS.jobTitle, ""),
  phone: z._default(SIGNATURE_FIELD_SCHEMAS.phone, ""),
  mobile: z._default(SIGNATURE_FIELD_SCHEMAS.mobile, ""),
  /** values of the design's extra placeholders, by name */
  extra: z._default(
    z.record(
      z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/)),
      SIGNATURE_FIELD_SCHEMAS.company,
    ),
    {},
  ),
});
export type MemberFields = z.output<typeof MemberFieldsSchema>;
export type MemberFieldsInput = z.input<typeof MemberFieldsSchema>;

export const MemberLocaleSchema = z.enum(LOCALES);

/** What a member sends from their own link, when the team allows it. */
export const MemberSelfEditSchema = z.strictObject({
  jobTitle: SIGNATURE_FIELD_SCHEMAS.jobTitle,
  phone: SIGNATURE_FIELD_SCHEMAS.phone,
  mobile: SIGNATURE_FIELD_SCHEMAS.mobile,
});

/** One member as given by the manager or a roster row. */
export const MemberInputSchema = z.strictObject({
  ...MemberFieldsSchema.shape,
  locale: z._default(MemberLocaleSchema, "en"),
});
export type MemberInput = z.output<typeof MemberInputSchema>;

/** Email addresses are compared without case: one member per address in a team. */
export const memberKey = (email: string) => email.trim().toLowerCase();

/** The text fields of a design that may hold placeholders (not colours, choices or images). */
const TEXT_FIELDS = [
  "name",
  "company",
  "website",
  "address",
  "ctaLabel",
  "ctaUrl",
  "disclaimer",
  "bannerAlt",
  "bannerHref",
] as const satisfies readonly (keyof SignatureFields)[];

/** The extra placeholders a design uses (not the standard ones), in order of appearance. */
export function extraPlaceholders(design: SignatureFields): string[] {
  const found = new Set<string>();
  const scan = (value: string) => {
    for (const match of value.matchAll(PLACEHOLDER)) {
      const name = match[1] as string;
      if (!(STANDARD_PLACEHOLDERS as readonly string[]).includes(name)) found.add(name);
    }
  };
  for (const name of TEXT_FIELDS) scan(design[name]);
  for (const row of design.customFields) scan(`${row.label} ${row.value}`);
  for (const row of design.customLinks) scan(`${row.label} ${row.url}`);
  return [...found].slice(0, MAX_EXTRA_PLACEHOLDERS);
}

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/**
 * The member's signature: the design with the member's name, title, email and mobile, the
 * member's phone or else the design's (a switchboard), and every `{placeholder}` of the
 * design's texts filled (an unknown or empty one is left out). A field the filling makes
 * invalid (a link made of a placeholder) falls back to its default, never to a broken value.
 */
export function memberSignature(design: SignatureFields, member: MemberFields): SignatureFields {
  const values: Record<string, string> = {
    ...member.extra,
    fullName: member.fullName,
    firstName: firstNameOf(member.fullName),
    email: member.email,
    jobTitle: member.jobTitle,
    phone: member.phone || design.phone,
    mobile: member.mobile,
  };
  const fill = (text: string) =>
    text.includes("{")
      ? text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "").trim()
      : text;
  const filled: Record<string, unknown> = { ...design };
  for (const name of TEXT_FIELDS) filled[name] = fill(design[name]);
  filled.customFields = design.customFields
    .map((row) => ({ label: fill(row.label), value: fill(row.value) }))
    .filter((row) => row.value !== "");
  filled.customLinks = design.customLinks.map((row) => ({
    label: fill(row.label),
    url: fill(row.url),
  }));
  filled.fullName = member.fullName;
  filled.jobTitle = member.jobTitle;
  filled.email = member.email;
  filled.phone = values.phone;
  filled.mobile = member.mobile;
  return coerceSignatureFields(filled);
}

/** Limits of a team. */
export const TEAM_LIMITS = {
  name: LIMITS.text,
  /** members of one team */
  members: 2000,
} as const;
