// Which columns of an imported roster hold which member field, guessed from the header row
// (English and French, and the headers of the usual exports: Google Workspace admin, Microsoft
// 365 admin, Outlook, and our own roster export). Runs in the browser too: no Node imports.
import type { Locale } from "../i18n/locales.ts";
import fieldsEn from "../i18n/messages/en/fields.ts";
import fieldsFr from "../i18n/messages/fr/fields.ts";
import { PERSON_TEXT_FIELDS, type PersonTextFieldName } from "../signature/person-design.ts";
import { isSocialNetwork, SOCIAL_NETWORK_NAMES } from "../signature/social.ts";
import { type ColumnMapping, extraKey, listColumn, listKey } from "./roster-columns.ts";

/** The column indexes whose values are joined with a space; [] = not mapped. */
export type { ColumnMapping } from "./roster-columns.ts";

/** The person fields a member's form and a roster's import show first. */
export const MAIN_MEMBER_FIELDS = ["fullName", "email", "jobTitle", "phone", "mobile"] as const;

export function isMainMemberField(name: string): name is (typeof MAIN_MEMBER_FIELDS)[number] {
  return (MAIN_MEMBER_FIELDS as readonly string[]).includes(name);
}

/**
 * What a roster column can hold: every person field of a signature with one text (ADR 029),
 * in the order the import shows them, and the member's language.
 */
export const MEMBER_FIELDS = [
  ...MAIN_MEMBER_FIELDS,
  "locale",
  ...PERSON_TEXT_FIELDS.filter((name) => !isMainMemberField(name)),
] as const satisfies readonly (PersonTextFieldName | "locale")[];
export type MemberField = PersonTextFieldName | "locale";
/** What a header can name: a member field, or half of a full name. */
type HeaderField = MemberField | "firstName" | "lastName";

// A field's own names (below) need no line here: only the other headers it goes by, most
// specific first: of two columns matching a field equally well, the one matching the earlier
// synonym wins ("Job Title" over Outlook's "Title", which holds "Mr" or "Mrs").
export const MEMBER_COLUMN_SYNONYMS: Partial<Record<HeaderField, readonly string[]>> = {
  fullName: [
    "full name",
    "display name",
    "name",
    "nom complet",
    "nom et prenom",
    "prenom et nom",
    "prenom nom",
    "nom prenom",
  ],
  firstName: ["first name", "given name", "forename", "prenom"],
  lastName: ["last name", "surname", "family name", "nom de famille", "nom"],
  email: [
    "email address",
    "primary email",
    "work email",
    "user principal name",
    "email",
    "e-mail",
    "mail",
    "adresse e-mail",
    "adresse email",
    "adresse mail",
    "adresse electronique",
    "courriel",
  ],
  jobTitle: [
    "job title",
    "employee title",
    "title",
    "position",
    "role",
    "poste",
    "fonction",
    "intitule du poste",
    "titre",
  ],
  phone: [
    "work phone",
    "office phone",
    "business phone",
    "direct line",
    "phone",
    "phone number",
    "telephone",
    "tel",
    "ligne directe",
    "telephone fixe",
    "telephone professionnel",
  ],
  mobile: [
    "mobile phone",
    "mobile",
    "cell phone",
    "cell",
    "portable",
    "telephone portable",
    "telephone mobile",
    "gsm",
  ],
  locale: ["language", "preferred language", "locale", "lang", "langue"],
  linkedin: ["linkedin", "linkedin url", "linkedin profile", "profil linkedin"],
  twitter: ["x (twitter)", "twitter", "x", "compte x", "twitter handle"],
  calendly: [
    "calendly",
    "booking link",
    "booking page",
    "meeting link",
    "lien de prise de rendez vous",
    "prise de rendez vous",
    "lien de rendez vous",
  ],
  photoUrl: ["photo", "photo url", "picture", "profile picture", "avatar", "photo de profil"],
  ctaLabel: ["button text", "call to action", "texte du bouton", "appel a l action"],
  ctaLabelTranslation: [
    "button text in the other language",
    "texte du bouton dans l autre langue",
    "button text translation",
  ],
  jobTitleTranslation: [
    "job title in the other language",
    "poste dans l autre langue",
    "job title translation",
  ],
  ctaUrl: ["button link", "call to action link", "lien du bouton", "lien de l appel a l action"],
};

/** The person fields' labels in every language (the editor's, the roster's). */
const FIELD_LABELS = { en: fieldsEn, fr: fieldsFr } satisfies Record<Locale, typeof fieldsEn>;

/**
 * A field's own names: a network's name ("X (Twitter)") and id, another field's key
 * ("ctaUrl", as "cta Url") and its label in every language ("Button link", "Lien du bouton").
 */
function ownNames(field: HeaderField): string[] {
  if (isSocialNetwork(field)) return [SOCIAL_NETWORK_NAMES[field], field];
  if (field === "locale" || field === "firstName" || field === "lastName") return [];
  return [splitCamelCase(field), ...Object.values(FIELD_LABELS).map((labels) => labels[field])];
}

/** Every header each field is recognised by: its synonyms above, then its own names. */
export const MEMBER_FIELD_HEADERS = headersOfEachField();

function headersOfEachField(): Readonly<Record<HeaderField, readonly string[]>> {
  const fields: readonly HeaderField[] = [...MEMBER_FIELDS, "firstName", "lastName"];
  const headers: Partial<Record<HeaderField, readonly string[]>> = {};
  for (const field of fields) {
    headers[field] = distinctHeaders([
      ...(MEMBER_COLUMN_SYNONYMS[field] ?? []),
      ...ownNames(field),
    ]);
  }
  return headers as Record<HeaderField, readonly string[]>;
}

/** The headers in order, without those that read the same as an earlier one. */
function distinctHeaders(headers: readonly string[]): string[] {
  const seen = new Set<string>();
  return headers.filter((header) => {
    const normalized = normalizeHeader(header);
    if (seen.has(normalized)) return false;
    seen.add(normalized);
    return true;
  });
}

type Match = { field: string; column: number; rank: number[] };

/**
 * For each field, the column whose header matches one of its synonyms: exactly first (ignoring
 * case, accents, punctuation, spaces and a "[Required]"-like suffix), then as whole words within
 * a longer header ("Home Phone" for phone). A column goes to one field at most. When `fields`
 * has "fullName" and `synonyms` has firstName and lastName, a roster without a full-name column
 * but with first and last names maps fullName to both, [first, last]; with only one of them,
 * matched exactly ("Nom"), to that one.
 */
export function guessColumnMapping<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  synonyms: Readonly<Record<F, readonly string[]>>,
): ColumnMapping<F> {
  const lists: Readonly<Partial<Record<string, readonly string[]>>> = synonyms;
  const named: readonly string[] = fields;
  const nameParts = ["firstName", "lastName"];
  const splitsName = named.includes("fullName") && nameParts.every((part) => lists[part]);
  const matched = splitsName ? [...new Set([...named, ...nameParts])] : named;

  const normalized = headers.map(normalizeHeader);
  const found = new Map<string, number>();
  const foundExactly = new Set<string>();
  const used = new Set<number>();
  const assign = (exact: boolean, skip: readonly string[]) => {
    const matches: Match[] = [];
    matched.forEach((field, fieldIndex) => {
      if (found.has(field) || skip.includes(field)) return;
      (lists[field] ?? []).forEach((synonym, synonymIndex) => {
        const wanted = normalizeHeader(synonym);
        normalized.forEach((header, column) => {
          if (!wanted || !header) return;
          const hit = exact
            ? compact(header) === compact(wanted)
            : ` ${header} `.includes(` ${wanted} `);
          // within a longer header, the fewer words beside the synonym the better
          const rank = [
            exact ? 0 : header.length - wanted.length,
            synonymIndex,
            fieldIndex,
            column,
          ];
          if (hit) matches.push({ field, column, rank });
        });
      });
    });
    matches.sort((a, b) => compareRanks(a.rank, b.rank));
    for (const { field, column } of matches) {
      if (found.has(field) || used.has(column)) continue;
      found.set(field, column);
      if (exact) foundExactly.add(field);
      used.add(column);
    }
  };
  const nameColumns = (onlyExact: boolean) =>
    nameParts.flatMap((part) =>
      onlyExact && !foundExactly.has(part) ? [] : (found.get(part) ?? []),
    );

  assign(true, []);
  // Exact first and last names beat a full name found only inside a longer header ("Manager name").
  const fromParts = splitsName && !found.has("fullName") && nameColumns(true).length === 2;
  assign(false, fromParts ? ["fullName"] : []);

  const mapping = {} as ColumnMapping<F>;
  for (const field of fields) {
    const column = found.get(field);
    mapping[field] = column === undefined ? [] : [column];
  }
  if (splitsName && !found.has("fullName")) {
    // A lone "Nom" is still the best name there is, a lone "Nom de l'entreprise" is not.
    const parts = nameColumns(false);
    mapping["fullName" as F] = parts.length === 2 ? parts : nameColumns(true);
  }
  return mapping;
}

/**
 * What each column of a roster is, as far as its header tells: the member fields, the
 * placeholders of the design (`extraFields`, each matched by its own name: "extension" by
 * "Extension", "deskNumber" by "Desk number", keyed `extra.<name>`), and the details and links
 * our export writes as "Detail: Pronouns" or "Link: Portfolio". Only mapped keys are listed.
 */
export function guessMemberMapping(
  headers: readonly string[],
  extraFields: readonly string[],
): ColumnMapping<string> {
  const synonyms: Record<string, readonly string[]> = { ...MEMBER_FIELD_HEADERS };
  // a placeholder named like a member field is that field
  const extras = extraFields.filter(
    (field) => !(MEMBER_FIELDS as readonly string[]).includes(field),
  );
  for (const field of extras) synonyms[extraKey(field)] = [field, splitCamelCase(field)];
  const lists = headers.map(listColumn);
  const fields = [...new Set<string>([...MEMBER_FIELDS, ...extras.map(extraKey)])];
  const guessed = guessColumnMapping(
    headers.map((header, column) => (lists[column] ? "" : header)),
    fields,
    synonyms,
  );
  const mapping: ColumnMapping<string> = {};
  for (const [key, columns] of Object.entries(guessed)) {
    if (columns.length > 0) mapping[key] = columns;
  }
  lists.forEach((list, column) => {
    if (!list) return;
    const key = listKey(list.kind, list.label);
    mapping[key] = [...(mapping[key] ?? []), column];
  });
  return mapping;
}

/** The non-empty cells of `columns`, each on one line (a cell's line breaks become spaces), joined with a space. */
export function mappedValue(row: readonly string[], columns: readonly number[]): string {
  return columns
    .map((column) => row[column]?.replace(/\s+/g, " ").trim() ?? "")
    .filter((value) => value !== "")
    .join(" ");
}

/** "Adresse E-mail [Required]" → "adresse e mail" */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function compact(normalized: string): string {
  return normalized.replaceAll(" ", "");
}

function splitCamelCase(name: string): string {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2");
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
