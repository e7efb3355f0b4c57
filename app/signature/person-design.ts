// Which fields of a signature are its design, shared by everyone who signs with it, and which
// belong to its person; and the one way to make a person's signature from a design. Every path
// that builds a signature for someone from something else goes through personSignature: a
// team's members (their cards, their page, Gmail), the batch API's rows (`?signature=` and
// `design`), and any later one (docs/decisions/029-person-and-design.md). Pure and isomorphic.
import {
  designTexts,
  fillPlaceholders,
  firstNameOf,
  holdsPlaceholder,
  type PlaceholderValues,
  placeholdersIn,
} from "./placeholders.ts";
import {
  coerceSignatureFields,
  FIELD_ROLES,
  LIMITS,
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  type SignatureFieldName,
  type SignatureFields,
} from "./schema.ts";
import { MAX_SOCIAL_LINKS, parseSocial, SOCIAL_NETWORKS, type SocialNetwork } from "./social.ts";

/** Every field's role is in the field registry (schema.ts), beside its schema and default. */
export { FIELD_ROLES, type FieldRole } from "./schema.ts";

type Roles = typeof FIELD_ROLES;
export type PersonFieldName = {
  [K in SignatureFieldName]: Roles[K] extends "person" ? K : never;
}[SignatureFieldName];
export type DesignFieldName = Exclude<SignatureFieldName, PersonFieldName>;

export const PERSON_FIELDS = SIGNATURE_FIELD_NAMES.filter(
  (name): name is PersonFieldName => FIELD_ROLES[name] === "person",
);
export const DESIGN_FIELDS = SIGNATURE_FIELD_NAMES.filter(
  (name): name is DesignFieldName => FIELD_ROLES[name] === "design",
);

/** The person fields that hold one text (all but the lists of custom fields and links). */
export type PersonTextFieldName = Exclude<PersonFieldName, "customFields" | "customLinks">;
export const PERSON_TEXT_FIELDS = PERSON_FIELDS.filter(
  (name): name is PersonTextFieldName => name !== "customFields" && name !== "customLinks",
);

/** What `{…}` any design may hold: each person field with one text, and `{firstName}`. */
export const STANDARD_PLACEHOLDERS: readonly string[] = ["firstName", ...PERSON_TEXT_FIELDS];

/** Extra placeholders (beyond the standard ones) a design may use. */
export const MAX_EXTRA_PLACEHOLDERS = 8;

/** The extra placeholders a design uses (not the standard ones), in order of appearance. */
export function extraPlaceholders(design: SignatureFields): string[] {
  const found = new Set<string>();
  for (const text of designTexts(design)) {
    for (const name of placeholdersIn(text)) {
      if (!STANDARD_PLACEHOLDERS.includes(name)) found.add(name);
    }
  }
  return [...found].slice(0, MAX_EXTRA_PLACEHOLDERS);
}

export function isPersonField(name: string): name is PersonFieldName {
  return (PERSON_FIELDS as readonly string[]).includes(name);
}

/** A LinkedIn company, school or showcase page, not a person's profile. */
export function isCompanyPage(linkedin: string): boolean {
  const profile = parseSocial("linkedin", linkedin);
  return profile.ok && !profile.display.startsWith("in/");
}

/**
 * The person fields whose design value stands in for a person without their own: the
 * design's phone is the switchboard, its LinkedIn a company page (a profile is a person's).
 */
const DESIGN_FALLBACKS: Partial<Record<PersonTextFieldName, (value: string) => boolean>> = {
  phone: () => true,
  linkedin: isCompanyPage,
};

/** One person's own fields, and the values of the design's extra placeholders. */
export type PersonDetails = Partial<Pick<SignatureFields, PersonFieldName>> & {
  extra?: Readonly<Record<string, string>>;
};

type Row = { label: string; value?: string; url?: string };
const rowHoldsPlaceholder = (row: Row) =>
  holdsPlaceholder(`${row.label} ${row.value ?? ""} ${row.url ?? ""}`);

/** Whether the design's value of a person field is passed on (as a template or a fallback). */
function passedOn(name: PersonTextFieldName, value: string): boolean {
  return value === "" || holdsPlaceholder(value) || DESIGN_FALLBACKS[name]?.(value) === true;
}

/**
 * The person fields of `design` holding a person's own details, which no one else gets: not
 * empty, not a template, not a fallback. The batch API refuses them in a `design`; the team
 * page names them.
 */
export function personalDetailsIn(design: Partial<SignatureFields>): PersonFieldName[] {
  return PERSON_FIELDS.filter((name) => {
    if (name === "customFields" || name === "customLinks") {
      const rows: readonly Row[] = design[name] ?? [];
      return rows.some((row) => !rowHoldsPlaceholder(row));
    }
    return !passedOn(name, design[name] ?? "");
  });
}

/**
 * The design as it is passed on to anyone: its design fields, and of its person fields only
 * the templates and fallbacks (the rest back to their defaults).
 */
export function designPart(design: SignatureFields): SignatureFields {
  const part: Record<string, unknown> = { ...design };
  for (const name of PERSON_TEXT_FIELDS) {
    if (!passedOn(name, design[name])) part[name] = SIGNATURE_DEFAULTS[name];
  }
  part.customFields = design.customFields.filter(rowHoldsPlaceholder);
  part.customLinks = design.customLinks.filter(rowHoldsPlaceholder);
  return part as SignatureFields;
}

function ownText(person: PersonDetails, name: PersonTextFieldName): string {
  return person[name]?.trim() ?? "";
}

/** `{fullName}`, `{linkedin}`… are the person's own; `{phone}` falls back to the switchboard. */
function placeholderValues(design: SignatureFields, person: PersonDetails): PlaceholderValues {
  const own = Object.fromEntries(PERSON_TEXT_FIELDS.map((name) => [name, ownText(person, name)]));
  return {
    ...person.extra,
    ...own,
    firstName: firstNameOf(own.fullName ?? ""),
    phone: own.phone || (holdsPlaceholder(design.phone) ? "" : design.phone),
  };
}

/** The design's template rows filled, then the person's own (replacing a row of the same label). */
function rows<R extends Row>(
  templates: readonly R[],
  own: readonly R[] | undefined,
  fill: (row: R) => R,
  max: number,
): R[] {
  const mine = own ?? [];
  const labels = new Set(mine.map((row) => row.label.trim().toLowerCase()));
  const filled = templates
    .filter(rowHoldsPlaceholder)
    .map(fill)
    .filter((row) => (row.value ?? row.url ?? "") !== "")
    .filter((row) => !labels.has(row.label.trim().toLowerCase()));
  return [...filled, ...mine].slice(0, max);
}

/**
 * At most MAX_SOCIAL_LINKS networks: the person's own first, then the design's (a company
 * page, channel) while there is room.
 */
function keepNetworkLimit(fields: Record<string, unknown>, person: PersonDetails): void {
  const filled = SOCIAL_NETWORKS.filter((network) => fields[network] !== "");
  if (filled.length <= MAX_SOCIAL_LINKS) return;
  const isOwn = (network: SocialNetwork) =>
    isPersonField(network) && ownText(person, network) !== "";
  const kept = [...filled.filter(isOwn), ...filled.filter((network) => !isOwn(network))].slice(
    0,
    MAX_SOCIAL_LINKS,
  );
  for (const network of filled) if (!kept.includes(network)) fields[network] = "";
}

/**
 * A person's signature: the design's fields (their placeholders filled), and the person's own
 * fields; a person field the person leaves empty takes the design's value only when that is a
 * template (filled for this person) or a fallback (a switchboard, a company page), else stays
 * empty. Custom fields and links: the design's template rows, then the person's. A value the
 * filling makes invalid (a link made of a placeholder) falls back to its default.
 */
export function personSignature(design: SignatureFields, person: PersonDetails): SignatureFields {
  const values = placeholderValues(design, person);
  const fill = (text: string) => fillPlaceholders(text, values);
  const fields: Record<string, unknown> = {};
  for (const name of DESIGN_FIELDS) {
    const value = design[name];
    fields[name] = typeof value === "string" ? fill(value) : value;
  }
  for (const name of PERSON_TEXT_FIELDS) {
    const own = ownText(person, name);
    const value = design[name];
    fields[name] = own
      ? own
      : holdsPlaceholder(value)
        ? fill(value)
        : DESIGN_FALLBACKS[name]?.(value)
          ? value
          : SIGNATURE_DEFAULTS[name];
  }
  fields.customFields = rows(
    design.customFields,
    person.customFields,
    (row) => ({ label: fill(row.label), value: fill(row.value) }),
    LIMITS.customFields,
  );
  fields.customLinks = rows(
    design.customLinks,
    person.customLinks,
    (row) => ({ label: fill(row.label), url: fill(row.url) }),
    LIMITS.customLinks,
  );
  keepNetworkLimit(fields, person);
  return coerceSignatureFields(fields);
}
