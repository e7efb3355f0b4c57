// A CSV batch: a header of signature field names, one person per row; the design comes from
// the query (`?signature=<id>` and design fields as parameters).
import type { Locale } from "../../i18n/locales.ts";
import type { SignatureFieldName } from "../../signature/schema.ts";
import { BodyReadError, payloadTooLarge } from "../http/capped-body.ts";
import { ProblemCode, problemFor, problemResponse } from "../http/problem.ts";
import { coerceFieldText, signatureFieldNamed } from "./coerce.ts";
import { readCsvRecords } from "./csv-records.ts";
import { BATCH_BODY_MAX_BYTES, BATCH_MAX_PEOPLE } from "./limits.ts";
import { emptyBatch, tooManyPeople } from "./problems.ts";
import type { BatchRequest, PersonInput } from "./rows.ts";

export type CsvHeader =
  | { ok: true; columns: SignatureFieldName[] }
  | { ok: false; reason: "delimiter" }
  | { ok: false; reason: "unknown" | "duplicate"; column: string };

/**
 * The field of each column. One column whose name holds a semicolon or a tab is a file
 * separated with something else than commas.
 */
export function checkCsvHeader(header: string[]): CsvHeader {
  if (header.length === 1 && /[;\t]/.test(header[0]!)) return { ok: false, reason: "delimiter" };
  const columns: SignatureFieldName[] = [];
  for (const column of header) {
    const field = signatureFieldNamed(column);
    if (field === null) return { ok: false, reason: "unknown", column: column.trim() };
    if (columns.includes(field)) return { ok: false, reason: "duplicate", column: column.trim() };
    columns.push(field);
  }
  return { ok: true, columns };
}

/** A row's cells by field, coerced (flags, numbers); row numbers count from the first row after the header. */
export function csvPerson(
  columns: SignatureFieldName[],
  cells: string[],
  row: number,
): PersonInput {
  const fields: Record<string, unknown> = {};
  columns.forEach((field, index) => {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== "") fields[field] = coerceFieldText(field, cell);
  });
  return cells.length > columns.length ? { row, fields, tooManyCells: true } : { row, fields };
}

/** The design fields among the query parameters (all but `signature`), coerced like cells. */
export function queryDesign(params: URLSearchParams): Record<string, unknown> {
  const design: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (name === "signature") continue;
    const field = signatureFieldNamed(name);
    // An unknown parameter is kept under its own name: the design check reports it.
    design[field ?? name] = field === null ? value : coerceFieldText(field, value);
  }
  return design;
}

/** The batch of a `text/csv` request, or the problem to answer (413, 422, 400). */
export async function readCsvBatch(
  request: Request,
  locale: Locale,
): Promise<BatchRequest | Response> {
  let records: Awaited<ReturnType<typeof readCsvRecords>>;
  try {
    records = await readCsvRecords(request, {
      maxBytes: BATCH_BODY_MAX_BYTES,
      maxRows: BATCH_MAX_PEOPLE,
    });
  } catch (error) {
    if (error instanceof BodyReadError) return problemFor("badRequest", locale);
    throw error;
  }
  switch (records.kind) {
    case "tooLarge":
      return payloadTooLarge(locale);
    case "tooManyRows":
      return tooManyPeople(locale);
    case "empty":
      return emptyBatch(locale);
    case "unreadable":
      return unprocessable(locale, "problems.batch.csvUnreadable", { line: records.line });
  }
  const header = checkCsvHeader(records.header);
  if (!header.ok) {
    if (header.reason === "delimiter") return unprocessable(locale, "problems.batch.csvDelimiter");
    const key =
      header.reason === "unknown"
        ? "problems.batch.unknownColumn"
        : "problems.batch.duplicateColumn";
    return unprocessable(locale, key, { column: header.column }, { column: header.column });
  }
  if (records.rows.length === 0) return emptyBatch(locale);
  const params = new URL(request.url).searchParams;
  return {
    signatureId: params.get("signature"),
    design: queryDesign(params),
    people: records.rows.map((cells, index) => csvPerson(header.columns, cells, index + 1)),
  };
}

function unprocessable(
  locale: Locale,
  messageKey:
    | "problems.batch.csvUnreadable"
    | "problems.batch.csvDelimiter"
    | "problems.batch.unknownColumn"
    | "problems.batch.duplicateColumn",
  values?: Record<string, string | number>,
  extra?: Record<string, unknown>,
): Response {
  return problemResponse({
    code: ProblemCode.UnprocessableContent,
    messageKey,
    values,
    locale,
    extra,
  });
}
