import { describe, expect, it } from "vitest";
import { readCsvRecords } from "./csv-records.ts";
import { streamedRequest } from "./test-requests.ts";

const limits = { maxBytes: 1000, maxRows: 3 };
const read = (pieces: Array<string | Uint8Array>, headers?: Record<string, string>) =>
  readCsvRecords(streamedRequest(pieces, { headers }), limits);

describe("readCsvRecords", () => {
  it("reads the header and the rows, skipping a UTF-8 BOM and blank lines", async () => {
    expect(await read(["\uFEFFfullName,email\r\nAda,ada@example.com\r\n\r\nBob,\r\n"])).toEqual({
      kind: "records",
      header: ["fullName", "email"],
      rows: [
        ["Ada", "ada@example.com"],
        ["Bob", ""],
      ],
    });
  });

  it("keeps commas, doubled quotes and line breaks of quoted fields, across chunk boundaries", async () => {
    const text = 'fullName,company\n"Durand, Élodie","A ""B""\nC"\r\nJean "JJ" Dupont,x\n';
    const bytes = new TextEncoder().encode(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      const records = await read([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(records, `cut at ${cut}`).toEqual({
        kind: "records",
        header: ["fullName", "company"],
        rows: [
          ["Durand, Élodie", 'A "B"\nC'],
          ['Jean "JJ" Dupont', "x"],
        ],
      });
    }
  });

  it("strips a BOM split over two chunks", async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const records = await read([bom.subarray(0, 1), bom.subarray(1), "email\nada@example.com\n"]);
    expect(records).toMatchObject({ header: ["email"], rows: [["ada@example.com"]] });
  });

  it("lets a row have more or fewer cells than the header", async () => {
    expect(await read(["a,b\n1\n1,2,3\n"])).toMatchObject({ rows: [["1"], ["1", "2", "3"]] });
  });

  it("says when there is nothing: no body, blank lines, a BOM alone", async () => {
    expect(await read([])).toEqual({ kind: "empty" });
    expect(await read(["\n\r\n\n"])).toEqual({ kind: "empty" });
    expect(await read(["\uFEFF"])).toEqual({ kind: "empty" });
  });

  it("stops after maxRows rows, and at the byte cap, declared or actual", async () => {
    expect(await read(["h\n1\n2\n3\n"])).toMatchObject({ kind: "records" });
    expect(await read(["h\n1\n2\n3\n4\n"])).toEqual({ kind: "tooManyRows" });
    expect(await read(["h\n", "x".repeat(600), "\n", "y".repeat(600)])).toEqual({
      kind: "tooLarge",
    });
    expect(await read(["h\n1\n"], { "content-length": "1001" })).toEqual({ kind: "tooLarge" });
  });

  it("stops reading once the rows are too many, leaving the rest of the body unread", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("h\n1\n2\n3\n4\n5\n"));
      },
    });
    const request = new Request("http://paraph.test/", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    expect(await readCsvRecords(request, limits)).toEqual({ kind: "tooManyRows" });
    expect(pulled).toBeLessThan(5);
    expect(request.bodyUsed).toBe(true);
  });

  it("gives up on a quote never closed, with the line its row starts on", async () => {
    expect(await read(['a,b\n1,2\n"3,4\n5,6\n'])).toEqual({ kind: "unreadable", line: 3 });
  });
});
