// `errors.csv` of a batch's ZIP: one line per error of each failed row.
import type { FailedRow } from "./rows.ts";

/** A cell, quoted when needed; a leading = + - @ is made inert for spreadsheets. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines `row,field,message` (CRLF, RFC 4180), without the header. */
export function errorLines({ row, errors }: FailedRow): string {
  return errors
    .map((error) => `${[row, error.path, error.message].map(csvCell).join(",")}\r\n`)
    .join("");
}

/** The header, after a UTF-8 BOM so spreadsheets read the accents right. */
export const ERRORS_CSV_HEADER = "\uFEFFrow,field,message\r\n";
