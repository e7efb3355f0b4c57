import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { hostileCorpus, workbook } from "../../../tests/fixtures/hostile/corpus.ts";
import { ROSTER_FILE_LIMITS, type RosterTable, readRosterFile } from "./roster-file.ts";

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function utf8(text: string, prefix: number[] = []): Uint8Array {
  return new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);
}

async function table(bytes: Uint8Array): Promise<RosterTable> {
  const result = await readRosterFile(bytes);
  if (!result.ok) throw new Error(`expected a table, got "${result.error}"`);
  return result.table;
}

async function error(bytes: Uint8Array) {
  const result = await readRosterFile(bytes);
  return result.ok ? "ok" : result.error;
}

/** Deterministic bytes: a test that fails once in a hundred runs is worse than none. */
function randomBytes(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = state >>> 16;
  }
  return bytes;
}

describe("readRosterFile, text files", () => {
  it("reads Excel's CSV UTF-8 on Windows in French: BOM, semicolons, CRLF", async () => {
    const csv =
      "Nom;Prénom;Adresse e-mail;Téléphone\r\nDupont;Hélène;helene@example.fr;01 23 45 67 89\r\n";
    expect(await table(utf8(csv, UTF8_BOM))).toEqual({
      format: "csv",
      encoding: "utf-8",
      delimiter: ";",
      headers: ["Nom", "Prénom", "Adresse e-mail", "Téléphone"],
      rows: [["Dupont", "Hélène", "helene@example.fr", "01 23 45 67 89"]],
    });
  });

  it("reads Excel's plain CSV on Windows in French: windows-1252 and semicolons", async () => {
    const latin = (text: string) => [...text].map((char) => char.charCodeAt(0));
    const societe = [0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9]; // "Société"
    const helene = [0x48, 0xe9, 0x6c, 0xe8, 0x6e, 0x65]; // "Hélène"
    // "’" is 0x92 in windows-1252, a C1 control in ISO-8859-1
    const bytes = new Uint8Array([
      ...latin("Nom;Soci"),
      0xe9,
      ...latin("t"),
      0xe9,
      ...latin(";Poste\r\n"),
      ...helene,
      0x3b,
      ...societe,
      ...latin(";Directrice d"),
      0x92,
      ...latin("agence\r\n"),
    ]);
    const read = await table(bytes);
    expect(read.encoding).toBe("windows-1252");
    expect(read.delimiter).toBe(";");
    expect(read.headers).toEqual(["Nom", "Société", "Poste"]);
    expect(read.rows).toEqual([["Hélène", "Société", "Directrice d’agence"]]);
  });

  it("reads Google Sheets' CSV: UTF-8 without BOM, commas, LF, no final newline", async () => {
    const csv =
      "Name,Email,Title\nAda Lovelace,ada@example.com,Engineer\nGrace Hopper,grace@example.com,Rear Admiral";
    expect(await table(utf8(csv))).toEqual({
      format: "csv",
      encoding: "utf-8",
      delimiter: ",",
      headers: ["Name", "Email", "Title"],
      rows: [
        ["Ada Lovelace", "ada@example.com", "Engineer"],
        ["Grace Hopper", "grace@example.com", "Rear Admiral"],
      ],
    });
  });

  it("reads quoted fields holding commas, doubled quotes and line breaks", async () => {
    const csv =
      'Name,Address,Nickname\r\n"Dupont, Jean","12 rue de la Paix\r\n75002 Paris","""JD"""\r\nO\'Brien,Dublin,Jean "JJ" Jones\r\n';
    const read = await table(utf8(csv));
    expect(read.rows).toEqual([
      ["Dupont, Jean", "12 rue de la Paix\n75002 Paris", '"JD"'],
      ["O'Brien", "Dublin", 'Jean "JJ" Jones'],
    ]);
  });

  it("reads Excel's Unicode text: UTF-16LE with a BOM, tab-separated", async () => {
    const text = "Name\tEmail\tPhone\r\nZoë Ŝmith\tzoe@example.com\t+44 20 7946 0000\r\n";
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
    const read = await table(bytes);
    expect(read.encoding).toBe("utf-16le");
    expect(read.delimiter).toBe("\t");
    expect(read.headers).toEqual(["Name", "Email", "Phone"]);
    expect(read.rows).toEqual([["Zoë Ŝmith", "zoe@example.com", "+44 20 7946 0000"]]);
  });

  it("reads UTF-16BE with a BOM and UTF-16LE without one", async () => {
    const text = "Name,Email\nHélène,h@example.com\n";
    const bigEndian = new Uint8Array([0xfe, 0xff, ...Buffer.from(text, "utf16le").swap16()]);
    expect(await table(bigEndian)).toMatchObject({
      encoding: "utf-16be",
      rows: [["Hélène", "h@example.com"]],
    });
    const noBom = new Uint8Array(Buffer.from(text, "utf16le"));
    expect(await table(noBom)).toMatchObject({
      encoding: "utf-16le",
      rows: [["Hélène", "h@example.com"]],
    });
  });

  it("reads old Mac line endings (CR only)", async () => {
    const read = await table(utf8("Name;Email\rAda;ada@example.com\rGrace;grace@example.com"));
    expect(read.rows).toEqual([
      ["Ada", "ada@example.com"],
      ["Grace", "grace@example.com"],
    ]);
  });

  it("reads a thousand rows", async () => {
    const lines = ["Name,Email,Phone"];
    for (let i = 1; i <= 1000; i++) lines.push(`Person ${i},p${i}@example.com,+33 6 00 00 ${i}`);
    const read = await table(utf8(lines.join("\r\n")));
    expect(read.rows).toHaveLength(1000);
    expect(read.rows[999]).toEqual(["Person 1000", "p1000@example.com", "+33 6 00 00 1000"]);
  });

  describe("separator", () => {
    it.each([
      ["pipes", "Name|Email\nAda|ada@example.com\n", "|"],
      ["tabs", "Name\tEmail\nAda\tada@example.com\n", "\t"],
      ["one column", "Email\nada@example.com\n", ","],
      [
        "commas inside unquoted fields of a semicolon file",
        "Nom;Adresse\nDupont, Jean;1, rue X, Paris\n",
        ";",
      ],
      ["separators inside quotes", 'Name,Title\n"A;B;C","x;y"\n', ","],
      ["a tie", "Name,Email;Phone\nAda,ada@example.com;01\n", ","],
    ])("is chosen with %s", async (_, csv, delimiter) => {
      expect((await table(utf8(csv))).delimiter).toBe(delimiter);
    });

    it('follows a first line "sep=;" and does not read it as the header', async () => {
      const read = await table(utf8("sep=;\r\nName;Note\r\nAda;a,b,c\r\n"));
      expect(read.delimiter).toBe(";");
      expect(read.headers).toEqual(["Name", "Note"]);
      expect(read.rows).toEqual([["Ada", "a,b,c"]]);
    });
  });

  it("trims cells, drops empty rows, names empty headers and evens out row lengths", async () => {
    const csv = "\n;;;\n Name ;;Email;\n;;;\n  Ada ;x;ada@example.com;;;\nGrace\n;;;\n";
    const read = await table(utf8(csv));
    expect(read.headers).toEqual(["Name", "Column 2", "Email"]);
    expect(read.rows).toEqual([
      ["Ada", "x", "ada@example.com"],
      ["Grace", "", ""],
    ]);
  });

  it("cuts a cell to the length limit instead of refusing the file", async () => {
    const long = "x".repeat(ROSTER_FILE_LIMITS.cellChars + 50);
    const read = await table(utf8(`Name,Note\nAda,${long}\n`));
    expect(read.rows[0]?.[1]).toHaveLength(ROSTER_FILE_LIMITS.cellChars);
  });

  it('answers "noRows" for a header and nothing else', async () => {
    expect(await error(utf8("Name;Email\r\n", UTF8_BOM))).toBe("noRows");
    expect(await error(utf8("Name;Email\r\n;\r\n;\r\n"))).toBe("noRows");
  });

  it('answers "empty" for no bytes, blank lines or a lone BOM', async () => {
    expect(await error(new Uint8Array())).toBe("empty");
    expect(await error(utf8("\r\n\r\n  \r\n"))).toBe("empty");
    expect(await error(new Uint8Array(UTF8_BOM))).toBe("empty");
  });

  it('answers "unreadable" for random bytes, an image or a quote never closed', async () => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      expect(await error(randomBytes(4096, seed))).toBe("unreadable");
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await error(png)).toBe("unreadable");
    expect(await error(utf8('Name,Email\n"Ada,ada@example.com\n'))).toBe("unreadable");
  });

  it("enforces the size, row and column limits", async () => {
    expect(await error(new Uint8Array(ROSTER_FILE_LIMITS.bytes + 1).fill(0x41))).toBe("tooLarge");

    const rows = (count: number) =>
      ["Name", ...Array.from({ length: count }, (_, i) => `P${i}`)].join("\n");
    expect(await error(utf8(rows(ROSTER_FILE_LIMITS.rows)))).toBe("ok");
    expect(await error(utf8(rows(ROSTER_FILE_LIMITS.rows + 1)))).toBe("tooManyRows");

    const columns = (count: number, trailing = "") => {
      const line = Array.from({ length: count }, (_, i) => `C${i}`).join(",");
      return `${line}${trailing}\n${line}${trailing}\n`;
    };
    expect(await error(utf8(columns(ROSTER_FILE_LIMITS.columns, ",,,,,,,,,,")))).toBe("ok");
    expect(await error(utf8(columns(ROSTER_FILE_LIMITS.columns + 1)))).toBe("tooManyColumns");
  });
});

describe("readRosterFile, workbooks", () => {
  it("reads the first sheet of an .xlsx, every cell as text", async () => {
    const xlsx = await writeXlsxFile([
      {
        sheet: "Staff",
        data: [
          ["Full name", "Mobile", "Start date", "Manager", null, "Extension"],
          [
            "  Hélène Dupont ",
            33612345678,
            { value: new Date(Date.UTC(2024, 2, 15)), format: "dd/mm/yyyy" },
            true,
            null,
            204,
          ],
          [null, null, null, null, null, null],
          ["Ada Lovelace", null, null, false, "x", 1.5],
        ],
      },
      { sheet: "Other", data: [["Not", "this"]] },
    ]).toBuffer();

    expect(await table(new Uint8Array(xlsx))).toEqual({
      format: "xlsx",
      encoding: null,
      delimiter: null,
      headers: ["Full name", "Mobile", "Start date", "Manager", "Column 5", "Extension"],
      rows: [
        ["Hélène Dupont", "33612345678", "2024-03-15", "TRUE", "", "204"],
        ["Ada Lovelace", "", "", "FALSE", "x", "1.5"],
      ],
    });
  });

  it("reads an .xlsx from a view into a larger buffer", async () => {
    const xlsx = await writeXlsxFile([["Name"], ["Ada"]]).toBuffer();
    const padded = new Uint8Array(xlsx.length + 20);
    padded.set(xlsx, 10);
    expect((await table(padded.subarray(10, 10 + xlsx.length))).rows).toEqual([["Ada"]]);
  });

  it('answers "noRows" or "empty" for a workbook without data', async () => {
    expect(await error(new Uint8Array(await writeXlsxFile([["Name", "Email"]]).toBuffer()))).toBe(
      "noRows",
    );
    expect(await error(new Uint8Array(await writeXlsxFile([[null]]).toBuffer()))).toBe("empty");
  });

  it('answers "unreadable" for a truncated or corrupt .xlsx, or another zip', async () => {
    const xlsx = new Uint8Array(await writeXlsxFile([["Name"], ["Ada"]]).toBuffer());
    for (const length of [4, 30, Math.floor(xlsx.length / 2), xlsx.length - 1]) {
      expect(await error(xlsx.subarray(0, length))).toBe("unreadable");
    }
    const corrupt = xlsx.slice();
    corrupt.fill(0x58, 60, 600);
    expect(await error(corrupt)).toBe("unreadable");
    expect(await error(utf8("PK\x03\x04 but nothing of a zip"))).toBe("unreadable");
  });

  it('answers "oldExcel" for a binary .xls', async () => {
    const xls = new Uint8Array(512);
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await error(xls)).toBe("oldExcel");
  });

  it('answers "unreadable" for a password-protected .xlsx, an OLE2 container too', async () => {
    const encrypted = new Uint8Array(1024);
    encrypted.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    encrypted.set(Buffer.from("EncryptedPackage", "utf16le"), 600);
    expect(await error(encrypted)).toBe("unreadable");
  });
});

describe("readRosterFile, the hostile corpus", () => {
  // tests/fixtures/hostile/: each file refused with its error while it is read, or read
  it.each(hostileCorpus().map((file) => [file.name, file] as const))(
    "%s",
    { timeout: 60_000 },
    async (_, file) => {
      const expected = file.status === 200 ? "ok" : file.error;
      expect(await error(file.bytes), file.what).toBe(expected);
    },
  );

  it("places a cell by its own reference and ignores a <dimension> it does not need", async () => {
    const sheet = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData><row r="3"><c r="C3" t="inlineStr"><is><t>Name</t></is></c></row><row r="900000"><c r="A900000" t="inlineStr"><is><t>x</t></is></c><c r="C900000" t="inlineStr"><is><r><t>Ad</t></r><r><t>a</t></r><rPh><t>エイダ</t></rPh></is></c></row></sheetData></worksheet>`;
    expect(await table(workbook(sheet))).toMatchObject({
      headers: ["Column 1", "Column 2", "Name"],
      rows: [["x", "", "Ada"]],
    });
  });
});
