// Which columns of an imported roster hold which member field, guessed from the header row
// (English and French, and the headers of the usual exports: Google Workspace admin, Microsoft
// 365 admin, Outlook). Runs in the browser too: no Node imports.

/** The column indexes whose values are joined with a space; [] = not mapped. */
export type ColumnMapping<F extends string> = Record<F, number[]>;

export type MemberField = "fullName" | "email" | "jobTitle" | "phone" | "mobile" | "locale";

export const MEMBER_FIELDS: readonly MemberField[] = [
  "fullName",
  "email",
  "jobTitle",
  "phone",
  "mobile",
  "locale",
];

// Most specific first: of two columns matching a field equally well, the one matching the
// earlier synonym wins ("Job Title" over Outlook's "Title", which holds "Mr" or "Mrs").
export const MEMBER_COLUMN_SYNONYMS = {
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
};

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
 * The standard member fields plus the placeholder fields of the signature (`extraFields`), each
 * matched by its own name: "extension" by "Extension", "deskNumber" by "Desk number".
 */
export function guessMemberMapping(
  headers: readonly string[],
  extraFields: readonly string[],
): ColumnMapping<MemberField | string> {
  const synonyms: Record<string, readonly string[]> = { ...MEMBER_COLUMN_SYNONYMS };
  for (const field of extraFields) {
    synonyms[field] = [...(synonyms[field] ?? []), field, splitCamelCase(field)];
  }
  const fields = [...new Set<string>([...MEMBER_FIELDS, ...extraFields])];
  return guessColumnMapping(headers, fields, synonyms);
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
