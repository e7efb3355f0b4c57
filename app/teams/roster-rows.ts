// Rows of a roster import checked against the member schema, in the browser (the preview's
// errors, row by row) and again on the server (what is stored). Pure and isomorphic.
import * as z from "zod/mini";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { fieldErrors, type IssueMessage } from "../signature/issues.ts";
import { type ColumnMapping, mappedValue } from "./column-mapping.ts";
import { type MemberInput, MemberInputSchema, memberKey } from "./member.ts";

/** The roster columns a mapping fills: the member's fields, the language, the extras. */
export const ROSTER_FIELDS = [
  "fullName",
  "email",
  "jobTitle",
  "phone",
  "mobile",
  "locale",
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** One row as mapped, before checking: strings by field, extras by placeholder. */
export type RosterRow = Record<RosterField, string> & { extra: Record<string, string> };

export type RowProblem = {
  /** 1-based, as a spreadsheet counts data rows (the header is row 1: data starts at 2) */
  row: number;
  field: RosterField | string;
  message: IssueMessage | { key: "teams.import.duplicate"; values: { row: number } };
};

/** "fr", "FR", "Français", "French", "fr-CA" → fr; anything else → the fallback. */
export function rosterLocale(value: string, fallback: Locale): Locale {
  const word = value
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  if (word.startsWith("fr")) return "fr";
  if (word.startsWith("en") || word.startsWith("an")) return "en";
  return isLocale(word) ? word : fallback;
}

export function mapRosterRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping<string>,
  extras: readonly string[],
): RosterRow[] {
  return rows.map((cells) => {
    const value = (field: string) => unquoted(mappedValue(cells, mapping[field] ?? []));
    return {
      fullName: value("fullName"),
      email: value("email"),
      jobTitle: value("jobTitle"),
      phone: value("phone"),
      mobile: value("mobile"),
      locale: value("locale"),
      extra: Object.fromEntries(extras.map((name) => [name, value(name)])),
    };
  });
}

/**
 * Our export (app/.server/render-batch/errors-csv.ts) and Excel users write `'+33 6…`, `'=…`
 * so that spreadsheets do not read a formula: the apostrophe is not part of the value.
 */
const unquoted = (value: string) => value.replace(/^'(?=[=+\-@])/, "");

const RosterImportSchema = z.array(MemberInputSchema);

/**
 * The members of the rows, and every problem with its row and field; a row whose address
 * appeared earlier in the file is a problem too (the first one wins).
 */
export function checkRosterRows(
  rows: readonly RosterRow[],
  fallbackLocale: Locale,
): { members: MemberInput[]; problems: RowProblem[] } {
  const members: MemberInput[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    const { locale, extra, ...fields } = row;
    const parsed = MemberInputSchema.safeParse({
      ...fields,
      extra: Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== "")),
      locale: rosterLocale(locale, fallbackLocale),
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        if (field === "extra") continue; // filed again under `extra.<name>`
        problems.push({ row: rowNumber, field: field.replace(/^extra\./, ""), message });
      }
      return;
    }
    const key = memberKey(parsed.data.email);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        row: rowNumber,
        field: "email",
        message: { key: "teams.import.duplicate", values: { row: first } },
      });
      return;
    }
    seen.set(key, rowNumber);
    members.push(parsed.data);
  });
  return { members, problems };
}

/** The server's check of an import's body: the members, parsed again, without duplicates. */
export function parseRosterImport(value: unknown) {
  const parsed = RosterImportSchema.safeParse(value);
  if (!parsed.success) return null;
  const keys = new Set(parsed.data.map((member) => memberKey(member.email)));
  return keys.size === parsed.data.length ? parsed.data : null;
}
