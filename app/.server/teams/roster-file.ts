// A team roster as an office manager exports it from Excel, Google Sheets, Numbers, LibreOffice
// or the Google Workspace admin console: an .xlsx workbook or a CSV / tab-separated text file in
// whatever encoding and separator the exporting program chose, read into a header row and rows
// of text. Checking the values is the caller's business.
import { unzipSync } from "fflate";

export const ROSTER_FILE_LIMITS = {
  bytes: 5 * 1024 * 1024,
  rows: 5000,
  columns: 50,
  cellChars: 1000,
} as const;

export type RosterEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
export type RosterDelimiter = "," | ";" | "\t" | "|";

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
  | "unreadable"
  /** a binary .xls (Excel 97–2003) workbook, to be saved again as .xlsx or CSV */
  | "oldExcel"
  /** a header row and nothing under it */
  | "noRows";

export type RosterFileResult =
  | { ok: true; table: RosterTable }
  | { ok: false; error: RosterFileError };

/** What an .xlsx may unpack to: the zip's own size is no bound (a "zip bomb"). */
const UNZIPPED_BYTES_LIMIT = 64 * 1024 * 1024;
const DELIMITERS: readonly RosterDelimiter[] = [",", ";", "\t", "|"];
const DELIMITER_SAMPLE_LINES = 10;

/** Never throws: any input that cannot be read as a roster answers a typed error. */
export async function readRosterFile(bytes: Uint8Array): Promise<RosterFileResult> {
  try {
    if (bytes.byteLength === 0) return failure("empty");
    if (bytes.byteLength > ROSTER_FILE_LIMITS.bytes) return failure("tooLarge");
    if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return await readXlsx(bytes);
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

async function readXlsx(bytes: Uint8Array): Promise<RosterFileResult> {
  // The central directory's declared sizes, read without inflating anything; throws on a
  // truncated or corrupt archive.
  let unzipped = 0;
  unzipSync(bytes, {
    filter: (file) => {
      unzipped += file.originalSize;
      return false;
    },
  });
  if (unzipped > UNZIPPED_BYTES_LIMIT) return failure("tooLarge");

  const { readSheet } = await import("read-excel-file/node");
  // Only a Buffer: read-excel-file takes any other Uint8Array for a file path.
  const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const records = sheet.map((row) => row.map(xlsxCellText));
  return toTable(records, { format: "xlsx", encoding: null, delimiter: null });
}

function xlsxCellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  // read-excel-file gives dates at midnight UTC
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return String(value);
}

async function readText(bytes: Uint8Array): Promise<RosterFileResult> {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops a leading BOM itself.
  let text = new TextDecoder(encoding).decode(bytes);
  if (looksBinary(text)) return failure("unreadable");

  // Excel honours a first line "sep=;" and some tools write one for it.
  let delimiter: RosterDelimiter;
  const hint = /^sep=([,;\t|])(?:\r\n|\n|\r|$)/i.exec(text);
  if (hint) {
    delimiter = hint[1] as RosterDelimiter;
    text = text.slice(hint[0].length);
  } else {
    delimiter = detectDelimiter(text);
  }

  const { parse } = await import("csv-parse/sync");
  const records: string[][] = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
  });
  return toTable(records, { format: "csv", encoding, delimiter });
}

function detectEncoding(bytes: Uint8Array): RosterEncoding {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(bytes, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(bytes, [0xfe, 0xff])) return "utf-16be";

  // UTF-16 without a BOM: mostly-Latin text has a NUL in every other byte.
  const pairs = Math.floor(Math.min(bytes.byteLength, 4096) / 2);
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenNuls++;
    if (bytes[i + 1] === 0) oddNuls++;
  }
  if (pairs > 0 && oddNuls > pairs * 0.3 && evenNuls < pairs * 0.05) return "utf-16le";
  if (pairs > 0 && evenNuls > pairs * 0.3 && oddNuls < pairs * 0.05) return "utf-16be";

  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    // not UTF-8: Excel's "CSV" on Windows writes the ANSI code page, 1252 in Western Europe
    return "windows-1252";
  }
}

/** A NUL, or more than 1% control characters: an image, a PDF, random bytes… */
function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    const control =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code < 0xa0);
    if (control) controls++;
  }
  return controls > text.length / 100;
}

/**
 * Counts each candidate outside double quotes on the first lines: the one found on the first
 * line and then the same number of times on the most lines wins, then the most frequent on the
 * first line, then the first of `DELIMITERS`.
 */
function detectDelimiter(text: string): RosterDelimiter {
  const lines: Map<string, number>[] = [];
  let counts = new Map<string, number>();
  let lineLength = 0;
  let inQuotes = false;
  for (let i = 0; i < text.length && lines.length < DELIMITER_SAMPLE_LINES; i++) {
    const char = text.charAt(i);
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === "\n" || char === "\r")) {
      if (lineLength > 0) lines.push(counts);
      counts = new Map();
      lineLength = 0;
      continue;
    } else if (!inQuotes && DELIMITERS.includes(char as RosterDelimiter)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    lineLength++;
  }
  if (lineLength > 0 && lines.length < DELIMITER_SAMPLE_LINES) lines.push(counts);

  let best: RosterDelimiter = ",";
  let bestScore = [0, 0];
  for (const delimiter of DELIMITERS) {
    const first = lines[0]?.get(delimiter) ?? 0;
    if (first === 0) continue;
    const alike = lines.filter((line) => line.get(delimiter) === first).length;
    const [bestAlike = 0, bestFirst = 0] = bestScore;
    if (alike > bestAlike || (alike === bestAlike && first > bestFirst)) {
      best = delimiter;
      bestScore = [alike, first];
    }
  }
  return best;
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
