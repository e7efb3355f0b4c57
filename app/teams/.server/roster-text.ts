// A roster as a text file (CSV, semicolons, tabs, pipes) in whatever encoding and separator the
// exporting program chose, read into records with the roster's limits applied while parsing:
// the parser stops at the first row past the row limit, the first cell past the column limit,
// or a row longer than a roster row can be (a file of one 5 MB line, a quote never closed).

export type TextLimits = { rows: number; columns: number; rowChars: number };

export type RosterEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
export type RosterDelimiter = "," | ";" | "\t" | "|";

export type TextRead =
  | { ok: true; records: string[][]; encoding: RosterEncoding; delimiter: RosterDelimiter }
  | { ok: false; error: "unreadable" | "rowTooLong" | "tooManyRows" | "tooManyColumns" };

const DELIMITERS: readonly RosterDelimiter[] = [",", ";", "\t", "|"];
const DELIMITER_SAMPLE_LINES = 10;

class LimitPassed extends Error {
  readonly error: "tooManyRows" | "tooManyColumns";
  constructor(error: "tooManyRows" | "tooManyColumns") {
    super(error);
    this.error = error;
  }
}

export async function readTextRecords(bytes: Uint8Array, limits: TextLimits): Promise<TextRead> {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops a leading BOM itself.
  let text = new TextDecoder(encoding).decode(bytes);
  if (looksBinary(text)) return { ok: false, error: "unreadable" };

  // Excel honours a first line "sep=;" and some tools write one for it.
  let delimiter: RosterDelimiter;
  const hint = /^sep=([,;\t|])(?:\r\n|\n|\r|$)/i.exec(text);
  if (hint) {
    delimiter = hint[1] as RosterDelimiter;
    text = text.slice(hint[0].length);
  } else {
    delimiter = detectDelimiter(text);
  }

  const { parse, CsvError } = await import("csv-parse/sync");
  let filled = 0;
  try {
    const records: string[][] = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: limits.rowChars,
      // Each row as it is read: blank ones dropped, the limits checked before the next one.
      on_record(record: string[]) {
        const width = record.findLastIndex((cell) => cell.trim() !== "") + 1;
        if (width === 0) return null;
        if (width > limits.columns) throw new LimitPassed("tooManyColumns");
        filled += 1;
        // the header, then at most `rows` rows
        if (filled > limits.rows + 1) throw new LimitPassed("tooManyRows");
        return record;
      },
    });
    return { ok: true, records, encoding, delimiter };
  } catch (error) {
    if (error instanceof LimitPassed) return { ok: false, error: error.error };
    if (error instanceof CsvError && error.code === "CSV_MAX_RECORD_SIZE") {
      return { ok: false, error: "rowTooLong" };
    }
    return { ok: false, error: "unreadable" };
  }
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
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
