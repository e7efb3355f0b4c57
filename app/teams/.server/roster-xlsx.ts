// The first sheet of an .xlsx workbook as rows of text, read with every limit applied while
// reading (issue 20): the zip's entries are inflated under one byte budget whatever sizes they
// declare, the XML is read as it inflates (no DTD, bounded depth and token length), a cell is
// placed by its own reference (never padded to the sheet's `<dimension>` or to a far-away
// cell), and the first row or column past the roster's limits ends the reading. Values follow
// Excel's display closely enough for a roster: shared and inline strings, numbers, booleans,
// dates (cells whose number format is a date) as YYYY-MM-DD.
import {
  createXmlReader,
  type XmlHandlers,
  XmlRefusedError,
} from "../../.server/untrusted/xml-reader.ts";
import {
  type InflateBudget,
  inflateBudget,
  inflateEntry,
  readZipEntries,
  ZipBudgetError,
  type ZipEntry,
  ZipUnreadableError,
} from "../../.server/untrusted/zip-archive.ts";

export const XLSX_LIMITS = {
  /** bytes the parts read may unpack to, together (a zip's own size is no bound) */
  unpackedBytes: 64 * 1024 * 1024,
  /** characters of every cell of the sheet together, shared strings counted at each use */
  textChars: 8_000_000,
  entries: 10_000,
  xmlDepth: 64,
  xmlTokenChars: 1024 * 1024,
} as const;

/** Excel's own bounds: XFD1048576 is the last cell of a sheet. */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;
/** A cell's text kept while reading, before it is trimmed and cut to the roster's cell limit. */
const CELL_TEXT_KEPT = 4_000;

export type XlsxLimits = { rows: number; columns: number };

export type XlsxRead =
  | { ok: true; records: string[][] }
  | { ok: false; error: "unreadable" | "unpackedTooLarge" | "tooManyRows" | "tooManyColumns" };

class RosterLimitError extends Error {
  readonly error: "tooManyRows" | "tooManyColumns" | "unpackedTooLarge";
  constructor(error: "tooManyRows" | "tooManyColumns" | "unpackedTooLarge") {
    super(error);
    this.error = error;
  }
}

type Cell = { shared: number } | { text: string };

/** Never throws: an archive or sheet it refuses is a typed error. */
export function readXlsxRecords(bytes: Uint8Array, limits: XlsxLimits): XlsxRead {
  try {
    return { ok: true, records: readWorkbook(bytes, limits) };
  } catch (error) {
    if (error instanceof RosterLimitError) return { ok: false, error: error.error };
    if (error instanceof ZipBudgetError) return { ok: false, error: "unpackedTooLarge" };
    if (
      error instanceof ZipUnreadableError ||
      error instanceof XmlRefusedError ||
      error instanceof TypeError // text that is not UTF-8
    ) {
      return { ok: false, error: "unreadable" };
    }
    throw error;
  }
}

function readWorkbook(bytes: Uint8Array, limits: XlsxLimits): string[][] {
  const entries = new Map<string, ZipEntry>();
  // Part names are case-insensitive (Open Packaging Conventions).
  for (const entry of readZipEntries(bytes, XLSX_LIMITS.entries)) {
    entries.set(entry.name.toLowerCase(), entry);
  }
  const budget = inflateBudget(XLSX_LIMITS.unpackedBytes);
  const part = (name: string, handlers: XmlHandlers): boolean => {
    const entry = entries.get(name.toLowerCase());
    if (!entry) return false;
    readXmlPart(bytes, entry, budget, handlers);
    return true;
  };

  const rootRelations = readRelations(part, "_rels/.rels", "");
  const workbookPath =
    [...rootRelations.values()].find((relation) => relation.type.endsWith("/officeDocument"))
      ?.target ?? "xl/workbook.xml";
  const workbook = readWorkbookPart(part, workbookPath);
  const relations = readRelations(part, relationsPathOf(workbookPath), folderOf(workbookPath));
  const sheetPath = workbook.firstSheetId && relations.get(workbook.firstSheetId)?.target;
  if (!sheetPath) throw new ZipUnreadableError("no first sheet");
  const byType = (suffix: string) =>
    [...relations.values()].find((relation) => relation.type.endsWith(suffix))?.target;

  const stylesPath = byType("/styles");
  const dateStyles = stylesPath ? readDateStyles(part, stylesPath) : new Set<number>();
  const sheet = readSheet(part, sheetPath, limits, { dateStyles, date1904: workbook.date1904 });
  const sharedPath = byType("/sharedStrings");
  const shared = sharedPath ? readSharedStrings(part, sharedPath, sheet.sharedUsed) : new Map();
  return toRecords(sheet.rows, shared);
}

function readXmlPart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  handlers: XmlHandlers,
): void {
  const reader = createXmlReader(handlers, {
    maxDepth: XLSX_LIMITS.xmlDepth,
    maxTokenChars: XLSX_LIMITS.xmlTokenChars,
  });
  // OOXML parts are UTF-8 (Excel, Sheets, LibreOffice, Numbers): anything else is refused.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  inflateEntry(bytes, entry, budget, (chunk) =>
    reader.write(decoder.decode(chunk, { stream: true })),
  );
  reader.write(decoder.decode());
  reader.end();
}

type PartReader = (name: string, handlers: XmlHandlers) => boolean;
type Relation = { type: string; target: string };

function readRelations(part: PartReader, path: string, base: string): Map<string, Relation> {
  const relations = new Map<string, Relation>();
  part(path, {
    open(name, attributes) {
      if (name !== "Relationship" || attributes.TargetMode === "External") return;
      const { Id: id, Type: type = "", Target: target } = attributes;
      if (id && target) relations.set(id, { type, target: resolvePart(base, target) });
    },
  });
  return relations;
}

function readWorkbookPart(part: PartReader, path: string) {
  let firstSheetId: string | undefined;
  let date1904 = false;
  const found = part(path, {
    open(name, attributes) {
      if (name === "workbookPr") date1904 = ["1", "true"].includes(attributes.date1904 ?? "");
      if (name === "sheet" && firstSheetId === undefined) firstSheetId = attributes.id;
    },
  });
  if (!found) throw new ZipUnreadableError("no workbook part");
  return { firstSheetId, date1904 };
}

/** The indexes of the cell formats (`s` of a cell) whose number format shows a date. */
function readDateStyles(part: PartReader, path: string): Set<number> {
  const customFormats = new Map<string, string>();
  const formats: string[] = [];
  let inCellFormats = false;
  part(path, {
    open(name, attributes) {
      if (name === "numFmt" && attributes.numFmtId) {
        customFormats.set(attributes.numFmtId, attributes.formatCode ?? "");
      } else if (name === "cellXfs") inCellFormats = true;
      else if (name === "xf" && inCellFormats && formats.length < MAX_COLUMN * 4) {
        formats.push(attributes.numFmtId ?? "0");
      }
    },
    close(name) {
      if (name === "cellXfs") inCellFormats = false;
    },
  });
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = customFormats.get(id);
    if (code === undefined ? isBuiltInDateFormat(Number(id)) : isDateFormatCode(code)) {
      dates.add(index);
    }
  });
  return dates;
}

/** Excel's built-in formats that show a date (14–17, 22, and the East Asian ones). */
function isBuiltInDateFormat(id: number): boolean {
  return (id >= 14 && id <= 17) || id === 22 || (id >= 27 && id <= 36) || (id >= 50 && id <= 58);
}

/** A format code showing a day, month or year, once quoted text, escapes and [..] are gone. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .toLowerCase()
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "")
    .replace(/\[[^\]]*\]/g, "");
  return bare !== "general" && /[dmyhs]/.test(bare.split(";")[0] ?? "");
}

type SheetOptions = { dateStyles: Set<number>; date1904: boolean };

function readSheet(part: PartReader, path: string, limits: XlsxLimits, options: SheetOptions) {
  const rows = new Map<number, Cell[]>();
  const sharedUsed = new Set<number>();
  let row = 0;
  let column = 0;
  let cell: { type: string; style: number; text: string; hasValue: boolean } | null = null;
  /** inside <v>, or inside <t> of an inline string (but not its phonetic <rPh>) */
  let collecting = false;
  let phonetic = 0;

  const place = (value: Cell) => {
    let cells = rows.get(row);
    if (!cells) {
      if (rows.size > limits.rows) throw new RosterLimitError("tooManyRows");
      cells = [];
      rows.set(row, cells);
    }
    cells[column - 1] = value;
  };

  const found = part(path, {
    open(name, attributes) {
      if (name === "row") {
        row = attributes.r === undefined ? row + 1 : wholeNumber(attributes.r, MAX_ROW);
        column = 0;
      } else if (name === "c") {
        if (row === 0) throw new XmlRefusedError("malformed", "a cell outside a row");
        if (attributes.r === undefined) column += 1;
        else [column, row] = cellReference(attributes.r);
        cell = {
          type: attributes.t ?? "n",
          style: Number(attributes.s ?? 0),
          text: "",
          hasValue: false,
        };
      } else if (name === "rPh") phonetic += 1;
      else if (
        cell &&
        ((name === "v" && cell.type !== "inlineStr") || (name === "t" && !phonetic))
      ) {
        collecting = true;
        cell.hasValue = true;
      }
    },
    text(text) {
      if (collecting && cell && cell.text.length < CELL_TEXT_KEPT) cell.text += text;
    },
    close(name) {
      if (name === "v" || name === "t") collecting = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "c" && cell) {
        const value = cellValue(cell, options);
        cell = null;
        if (value === null) return;
        if ("shared" in value) sharedUsed.add(value.shared);
        else if (value.text.trim() === "") return;
        if (column > limits.columns) throw new RosterLimitError("tooManyColumns");
        place(value);
      }
    },
  });
  if (!found) throw new ZipUnreadableError("the first sheet is missing");
  return { rows, sharedUsed };
}

/** A positive whole number no larger than `max` (a row or shared string number). */
function wholeNumber(text: string, max: number): number {
  const value = Number(text);
  if (!/^\d{1,10}$/.test(text) || value < 1 || value > max) {
    throw new XmlRefusedError("malformed", `"${text.slice(0, 20)}" is not a row of a sheet`);
  }
  return value;
}

/** "AB12" → [28, 12]; anything past XFD1048576 or not a reference is refused. */
function cellReference(reference: string): [number, number] {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(reference);
  if (!match) throw new XmlRefusedError("malformed", `"${reference.slice(0, 20)}" is no cell`);
  let column = 0;
  for (const letter of match[1]!.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  if (column > MAX_COLUMN) throw new XmlRefusedError("malformed", "a column past XFD");
  return [column, wholeNumber(match[2]!, MAX_ROW)];
}

function cellValue(
  cell: { type: string; style: number; text: string; hasValue: boolean },
  { dateStyles, date1904 }: SheetOptions,
): Cell | null {
  if (!cell.hasValue) return null;
  const text = cell.text;
  switch (cell.type) {
    case "s": {
      const index = text.trim() === "" ? Number.NaN : Number(text);
      return Number.isInteger(index) && index >= 0 ? { shared: index } : null;
    }
    case "b":
      return { text: text.trim() === "1" ? "TRUE" : "FALSE" };
    case "d":
      return { text: Number.isNaN(Date.parse(text)) ? text : text.slice(0, 10) };
    case "n": {
      const number = Number(text);
      if (text.trim() === "" || !Number.isFinite(number)) return null;
      if (dateStyles.has(cell.style)) return { text: excelDate(number, date1904) };
      return { text: String(number) };
    }
    default:
      // str (a formula's text), inlineStr, e (an error such as #N/A)
      return { text };
  }
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel serial date as YYYY-MM-DD ("" when out of range). */
export function excelDate(serial: number, date1904: boolean): string {
  const time = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** The shared strings the sheet uses (and only those), each as its plain text. */
function readSharedStrings(part: PartReader, path: string, used: Set<number>): Map<number, string> {
  const strings = new Map<number, string>();
  if (used.size === 0) return strings;
  let index = -1;
  let phonetic = 0;
  let collecting = false;
  let text = "";
  part(path, {
    open(name) {
      if (name === "si") {
        index += 1;
        text = "";
      } else if (name === "rPh") phonetic += 1;
      else if (name === "t" && !phonetic && used.has(index)) collecting = true;
    },
    text(piece) {
      if (collecting && text.length < CELL_TEXT_KEPT) text += piece;
    },
    close(name) {
      if (name === "t") collecting = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "si" && used.has(index)) strings.set(index, text);
    },
  });
  return strings;
}

function toRecords(rows: Map<number, Cell[]>, shared: Map<number, string>): string[][] {
  let chars = 0;
  return [...rows.keys()]
    .sort((a, b) => a - b)
    .map((number) => {
      const cells = rows.get(number) ?? [];
      return Array.from(cells, (cell) => {
        const text =
          cell === undefined ? "" : "shared" in cell ? (shared.get(cell.shared) ?? "") : cell.text;
        chars += text.length;
        if (chars > XLSX_LIMITS.textChars) throw new RosterLimitError("unpackedTooLarge");
        return text;
      });
    });
}

/** Folder of a part name: "xl/workbook.xml" → "xl/". */
function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/** "xl/workbook.xml" → "xl/_rels/workbook.xml.rels" */
function relationsPathOf(path: string): string {
  const folder = folderOf(path);
  return `${folder}_rels/${path.slice(folder.length)}.rels`;
}

/** A relationship's target, relative to `base` or absolute ("/xl/…"), as a zip entry name. */
function resolvePart(base: string, target: string): string {
  const segments = (target.startsWith("/") ? target.slice(1) : `${base}${target}`).split("/");
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === "..") resolved.pop();
    else if (segment !== "." && segment !== "") resolved.push(segment);
  }
  return resolved.join("/");
}
