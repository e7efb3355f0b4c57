// Rows of a roster import checked against the member schema, in the browser (the preview's
// errors, row by row) and again on the server (what is stored). Pure and isomorphic.
import * as z from "zod/mini";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { fieldErrors, type IssueMessage } from "../signature/issues.ts";
import { LIMITS } from "../signature/schema.ts";
import { type ColumnMapping, mappedValue } from "./column-mapping.ts";
import { type MemberInput, MemberInputSchema, memberKey } from "./member.ts";
import { extraOfKey, listOfKey } from "./roster-columns.ts";

/** One row as mapped, before checking: each mapping key's text (roster-columns.ts). */
export type RosterRow = Readonly<Record<string, string>>;

export type RowProblem = {
  /** 1-based, as a spreadsheet counts data rows (the header is row 1: data starts at 2) */
  row: number;
  /** the row's key: a field, `detail:<label>`, `link:<label>`, `extra.<name>` */
  field: string;
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
): RosterRow[] {
  const mapped = Object.entries(mapping).filter(([, columns]) => columns.length > 0);
  return rows.map((cells) =>
    Object.fromEntries(
      mapped.map(([key, columns]) => [key, unquoted(mappedValue(cells, columns))]),
    ),
  );
}

/**
 * Our export (app/.server/render-batch/errors-csv.ts) and Excel users write `'+33 6…`, `'=…`
 * so that spreadsheets do not read a formula: the apostrophe is not part of the value.
 */
const unquoted = (value: string) => value.replace(/^'(?=[=+\-@])/, "");

/** A row as a member's input, and the row key of each custom detail and link, in order. */
function memberInput(row: RosterRow, fallbackLocale: Locale) {
  const input: Record<string, unknown> = {};
  const extra: Record<string, string> = {};
  const customFields: { label: string; value: string }[] = [];
  const customLinks: { label: string; url: string }[] = [];
  const listKeys = { customFields: [] as string[], customLinks: [] as string[] };
  for (const [key, value] of Object.entries(row)) {
    const list = listOfKey(key);
    const extraName = extraOfKey(key);
    if (list) {
      if (value === "") continue;
      if (list.kind === "detail") customFields.push({ label: list.label, value });
      else customLinks.push({ label: list.label, url: value });
      listKeys[list.kind === "detail" ? "customFields" : "customLinks"].push(key);
    } else if (extraName !== null) {
      if (value !== "") extra[extraName] = value;
    } else if (key !== "locale") {
      input[key] = value;
    }
  }
  return {
    input: {
      fullName: "",
      email: "",
      ...input,
      customFields,
      customLinks,
      extra,
      locale: rosterLocale(row.locale ?? "", fallbackLocale),
    },
    listKeys,
  };
}

/** The row key a schema issue's path is about ("customFields.1.value" → "detail:Office"). */
function rowKeyOf(path: string, listKeys: ReturnType<typeof memberInput>["listKeys"]) {
  const list = /^(customFields|customLinks)(?:\.(\d+))?/.exec(path);
  if (!list) return path;
  const name = list[1] as "customFields" | "customLinks";
  const index = list[2] === undefined ? LIMITS[name] : Number(list[2]);
  return listKeys[name][index] ?? listKeys[name][0] ?? path;
}

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
    const { input, listKeys } = memberInput(row, fallbackLocale);
    const parsed = MemberInputSchema.safeParse(input);
    if (!parsed.success) {
      const errors = Object.entries(fieldErrors(parsed.error));
      const filed = new Set<string>();
      for (const [path, message] of errors) {
        // a list's issue inside a row is filed again under its path (`extra.<name>`, `customFields.1.value`)
        if (errors.some(([other]) => other.startsWith(`${path}.`))) continue;
        const field = rowKeyOf(path, listKeys);
        if (filed.has(field)) continue;
        filed.add(field);
        problems.push({ row: rowNumber, field, message });
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
