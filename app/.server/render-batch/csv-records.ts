// A CSV body read as it arrives, through csv-parse's streaming parser, within the batch's
// limits: the header row and the rows after it, as text.
import { BodyReadError } from "../http/capped-body.ts";

export type CsvLimits = { maxBytes: number; maxRows: number };

export type CsvRecords =
  | { kind: "records"; header: string[]; rows: string[][] }
  /** no header, or nothing but blank lines */
  | { kind: "empty" }
  | { kind: "tooLarge" }
  /** more than `maxRows` rows after the header */
  | { kind: "tooManyRows" }
  /** a quoted field never closed, or the like, in the row starting near `line` */
  | { kind: "unreadable"; line: number };

/**
 * Options of the parser: a UTF-8 BOM skipped; quoted fields may hold commas, quotes ("")
 * and line breaks; a stray quote inside an unquoted field is kept as text; CRLF and LF both end
 * a row, mixed in one file; blank lines are skipped; a row may have more or fewer cells than
 * the header (the caller decides).
 */
const PARSER_OPTIONS = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  record_delimiter: ["\r\n", "\n"],
  // each record with the line it ends on, to say where an unreadable one starts
  info: true,
};

type ParsedRecord = { record: string[]; info: { lines: number } };

/**
 * Reads the body chunk by chunk into the parser and stops as soon as it passes `maxBytes`
 * (the declared Content-Length first) or holds more than `maxRows` rows: the body is then left
 * unread but not cancelled, so the refusal still reaches a client that is still sending
 * (server/unread-body.ts closes the connection after it). Throws BodyReadError when the body
 * stream fails.
 */
export async function readCsvRecords(
  request: Request,
  { maxBytes, maxRows }: CsvLimits,
): Promise<CsvRecords> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: "tooLarge" };
  if (!request.body) return { kind: "empty" };

  const { parse } = await import("csv-parse/stream");
  const parser = parse(PARSER_OPTIONS);
  let header: string[] | null = null;
  const rows: string[][] = [];
  let overflow = false;
  let lastLine = 0;
  const collected = parser.readable
    .pipeTo(
      new WritableStream<ParsedRecord>({
        write({ record, info }) {
          lastLine = info.lines;
          if (header === null) header = record;
          else if (rows.length < maxRows) rows.push(record);
          else overflow = true;
        },
      }),
    )
    .then(
      () => null,
      (error: unknown) => error,
    );
  const writer = parser.writable.getWriter();
  const stop = (outcome: CsvRecords): CsvRecords => {
    writer.abort().catch(() => {});
    return outcome;
  };

  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        writer.abort().catch(() => {});
        throw new BodyReadError({ cause: error });
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes) return stop({ kind: "tooLarge" });
      if (overflow) return stop({ kind: "tooManyRows" });
      // Rejects once the parser has failed: the reason is the pipe's, read below.
      const written = await writer.write(chunk.value).then(
        () => true,
        () => false,
      );
      if (!written) break;
    }
    await writer.close().catch(() => {});
  } finally {
    reader.releaseLock();
  }
  const failure = await collected;
  if (failure !== null) return { kind: "unreadable", line: lastLine + 1 };
  if (overflow) return { kind: "tooManyRows" };
  if (header === null) return { kind: "empty" };
  return { kind: "records", header, rows };
}
