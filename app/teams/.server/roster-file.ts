// A team roster as an office manager exports it from Excel, Google Sheets, Numbers, LibreOffice
// or the Google Workspace admin console: an .xlsx workbook or a CSV / tab-separated text file in
// whatever encoding and separator the exporting program chose, read into a header row and rows
// of text. Checking the values is the caller's business. An untrusted file: it is read in a
// worker thread (app/.server/untrusted/, docs/decisions/030-untrusted-files.md), every limit
// applied while reading.
import { type RosterDelimiter, type RosterEncoding, readTextRecords } from "./roster-text.ts";
import { readXlsxRecords, XLSX_LIMITS } from "./roster-xlsx.ts";

export type { RosterDelimiter, RosterEncoding };

export const ROSTER_FILE_LIMITS = {
  bytes: 5 * 1024 * 1024,
  rows: 5000,
  columns: 50,
  cellChars: 1000,
  /** one row of a text file, in characters: 50 cells of 1,000 and room to spare */
  rowKilobytes: 256,
  /** what a workbook's parts may unpack to, together */
  unpackedMegabytes: XLSX_LIMITS.unpackedBytes / (1024 * 1024),
} as const;

export type RosterTable = {
  format: "csv" | "xlsx";
  /** null for xlsx */
  encoding: RosterEncoding | null;
  /** null for xlsx */
  delimiter: RosterDelimiter | null;
  /** the first non-empty row, trimmed; an empty header cell is named "Column N" (1-based) */
  headers: string[];
  /** the non-empty rows after it, each as long as `headers`, cells trimmed */
  rows: string[][];
};

export type RosterFileError =
  | "empty"
  | "tooLarge"
  | "tooManyRows"
  | "tooManyColumns"
  /** a row of a text file longer than any roster's (one 5 MB line, a quote never closed) */
  | "rowTooLong"
  /** a workbook whose parts unpack to more than the limit (a "zip bomb") */
  | "unpackedTooLarge"
  | "unreadable"
  /** a binary .xls (Excel 97–2003) workbook, to be saved again as .xlsx or CSV */
  | "oldExcel"
  /** a header row and nothing under it */
  | "noRows";

export type RosterFileResult =
  | { ok: true; table: RosterTable }
  | { ok: false; error: RosterFileError };

/** Never throws: any input that cannot be read as a roster answers a typed error. */
export async function readRosterFile(bytes: Uint8Array): Promise<RosterFileResult> {
  try {
    if (bytes.byteLength === 0) return failure("empty");
    if (bytes.byteLength > ROSTER_FILE_LIMITS.bytes) return failure("tooLarge");
    if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return readXlsx(bytes);
    if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
      // A password-protected .xlsx is an OLE2 container too: not an old workbook to re-save.
      return failure(isEncryptedOffice(bytes) ? "unreadable" : "oldExcel");
    }
    return await readText(bytes);
  } catch {
    return failure("unreadable");
  }
}

function failure(error: RosterFileError): RosterFileResult {
  return { ok: false, error };
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

function isEncryptedOffice(bytes: Uint8Array): boolean {
  const marker = Buffer.from("EncryptedPackage", "utf16le");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(marker);
}

function readXlsx(bytes: Uint8Array): RosterFileResult {
  const read = readXlsxRecords(bytes, ROSTER_FILE_LIMITS);
  if (!read.ok) return failure(read.error);
  return toTable(read.records, { format: "xlsx", encoding: null, delimiter: null });
}

async function readText(bytes: Uint8Array): Promise<RosterFileResult> {
  const read = await readTextRecords(bytes, {
    ...ROSTER_FILE_LIMITS,
    rowChars: ROSTER_FILE_LIMITS.rowKilobytes * 1024,
  });
  if (!read.ok) return failure(read.error);
  return toTable(read.records, {
    format: "csv",
    encoding: read.encoding,
    delimiter: read.delimiter,
  });
}

function toTable(
  records: readonly (readonly string[])[],
  source: Pick<RosterTable, "format" | "encoding" | "delimiter">,
): RosterFileResult {
  const filled = records
    .map((record) => record.map(cellText))
    .filter((record) => record.some((cell) => cell !== ""));
  const [header, ...rows] = filled;
  if (!header) return failure("empty");
  if (rows.length === 0) return failure("noRows");
  if (rows.length > ROSTER_FILE_LIMITS.rows) return failure("tooManyRows");

  // Trailing empty cells (Excel's ";;;" after the data) do not count as columns.
  let width = 0;
  for (const record of filled) {
    width = Math.max(width, record.findLastIndex((cell) => cell !== "") + 1);
  }
  if (width > ROSTER_FILE_LIMITS.columns) return failure("tooManyColumns");

  const widen = (record: string[]) => Array.from({ length: width }, (_, i) => record[i] ?? "");
  return {
    ok: true,
    table: {
      ...source,
      headers: widen(header).map((name, i) => name || `Column ${i + 1}`),
      rows: rows.map(widen),
    },
  };
}

/** Trimmed, line breaks as "\n", cut to `cellChars` (checking the value is for later). */
function cellText(value: string): string {
  let text = value.trim().replace(/\r\n?/g, "\n");
  if (text.length > ROSTER_FILE_LIMITS.cellChars) {
    let end: number = ROSTER_FILE_LIMITS.cellChars;
    // not between the two halves of a surrogate pair (an emoji)
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--;
    text = text.slice(0, end).trimEnd();
  }
  return text;
}
