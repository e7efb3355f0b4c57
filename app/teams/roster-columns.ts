// The keys of a roster's column mapping, and of its mapped rows: a member field ("linkedin"),
// "locale", a custom detail or link named after its column ("detail:Pronouns",
// "link:Portfolio"), or an extra placeholder of the design ("extra.deskNumber"). Pure and
// isomorphic: the import page maps with them, the tests check with them.
import { LIMITS } from "../signature/schema.ts";

/** For each field, the roster columns it is read from (in order). */
export type ColumnMapping<F extends string> = Record<F, number[]>;

export type ListKind = "detail" | "link";

const EXTRA = "extra.";
const LIST_PREFIXES: Record<ListKind, string> = { detail: "detail:", link: "link:" };

export const extraKey = (name: string) => `${EXTRA}${name}`;
export function extraOfKey(key: string): string | null {
  return key.startsWith(EXTRA) ? key.slice(EXTRA.length) : null;
}

export const listKey = (kind: ListKind, label: string) => `${LIST_PREFIXES[kind]}${label}`;
export function listOfKey(key: string): { kind: ListKind; label: string } | null {
  for (const kind of ["detail", "link"] as const) {
    if (key.startsWith(LIST_PREFIXES[kind])) {
      return { kind, label: key.slice(LIST_PREFIXES[kind].length) };
    }
  }
  return null;
}

/** A header as a detail's or link's label: trimmed, within the label's limit. */
export function columnLabel(header: string): string {
  return header.replace(/\s+/g, " ").trim().slice(0, LIMITS.customLabel).trim();
}

// As the roster export writes them in either language: "Detail: Pronouns", "Détail : Pronoms",
// "Link: Portfolio", "Lien : Portfolio".
const LIST_HEADERS: Record<ListKind, RegExp> = {
  detail: /^\s*d[eé]tail\s*:\s*(\S.*)$/iu,
  link: /^\s*(?:link|lien)\s*:\s*(\S.*)$/iu,
};

/** The detail or link a header names (as our export writes them), or null. */
export function listColumn(header: string): { kind: ListKind; label: string } | null {
  for (const kind of ["detail", "link"] as const) {
    const match = LIST_HEADERS[kind].exec(header);
    if (match?.[1]) return { kind, label: columnLabel(match[1]) };
  }
  return null;
}

/** The key a column is imported as, or null. */
export function keyOfColumn(mapping: ColumnMapping<string>, column: number): string | null {
  for (const [key, columns] of Object.entries(mapping)) {
    if (columns.includes(column)) return key;
  }
  return null;
}

/** What a column's choice is: a field, "locale", "detail", "link", an extra's key, or "". */
export function choiceOfColumn(mapping: ColumnMapping<string>, column: number): string {
  const key = keyOfColumn(mapping, column);
  if (key === null) return "";
  return listOfKey(key)?.kind ?? key;
}

/**
 * The mapping with `column` imported as `choice` ("" for not imported): the full name joins
 * every column chosen for it, a detail or link takes the column's header as its label, any
 * other field takes this one column (the column it had before is no longer imported).
 */
export function assignColumn(
  mapping: ColumnMapping<string>,
  column: number,
  choice: string,
  header: string,
): ColumnMapping<string> {
  const next: ColumnMapping<string> = {};
  for (const [key, columns] of Object.entries(mapping)) {
    const kept = columns.filter((other) => other !== column);
    if (kept.length > 0) next[key] = kept;
  }
  if (choice === "") return next;
  if (choice === "detail" || choice === "link") {
    const key = listKey(choice, columnLabel(header) || String(column + 1));
    next[key] = [...(next[key] ?? []), column];
  } else if (choice === "fullName") {
    next.fullName = [...(next.fullName ?? []), column];
  } else {
    next[choice] = [column];
  }
  return next;
}

/** The columns that hold something in some row and are not imported. */
export function unmappedColumns(
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] },
  mapping: ColumnMapping<string>,
): number[] {
  const mapped = new Set(Object.values(mapping).flat());
  return table.headers
    .map((_, column) => column)
    .filter(
      (column) =>
        !mapped.has(column) && table.rows.some((row) => (row[column] ?? "").trim() !== ""),
    );
}
