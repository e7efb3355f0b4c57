import { describe, expect, it } from "vitest";
import { checkCsvHeader, csvPerson, queryDesign, readCsvBatch } from "./csv-input.ts";
import { streamedRequest } from "./test-requests.ts";

const N = "\u202f";

describe("checkCsvHeader", () => {
  it("gives each column its field, matched without regard to case", () => {
    expect(checkCsvHeader(["fullName", " EMAIL ", "lineWidth"])).toEqual({
      ok: true,
      columns: ["fullName", "email", "lineWidth"],
    });
  });

  it("refuses an unknown or repeated column, naming it", () => {
    expect(checkCsvHeader(["fullName", "nickname"])).toEqual({
      ok: false,
      reason: "unknown",
      column: "nickname",
    });
    expect(checkCsvHeader(["email", "Email"])).toEqual({
      ok: false,
      reason: "duplicate",
      column: "Email",
    });
  });

  it("takes one column holding a semicolon or a tab for the wrong delimiter", () => {
    expect(checkCsvHeader(["fullName;email"])).toEqual({ ok: false, reason: "delimiter" });
    expect(checkCsvHeader(["fullName\temail"])).toEqual({ ok: false, reason: "delimiter" });
    expect(checkCsvHeader(["fullName"])).toEqual({ ok: true, columns: ["fullName"] });
  });
});

describe("csvPerson", () => {
  it("keeps the non-empty cells, coerced, and flags a row with too many cells", () => {
    expect(csvPerson(["fullName", "company", "creditEnabled"], ["Ada", " ", "false"], 4)).toEqual({
      row: 4,
      fields: { fullName: "Ada", creditEnabled: false },
    });
    expect(csvPerson(["fullName"], ["Ada"], 1)).toEqual({ row: 1, fields: { fullName: "Ada" } });
    expect(csvPerson(["fullName"], ["Ada", "x"], 2)).toEqual({
      row: 2,
      fields: { fullName: "Ada" },
      tooManyCells: true,
    });
  });
});

describe("queryDesign", () => {
  it("takes every parameter but signature as a design field, coerced; unknown ones as they are", () => {
    const params = new URLSearchParams(
      "signature=abc&template=band&accentColor=%23112233&lineWidth=3&creditEnabled=false&foo=1",
    );
    expect(queryDesign(params)).toEqual({
      template: "band",
      accentColor: "#112233",
      lineWidth: 3,
      creditEnabled: false,
      foo: "1",
    });
  });
});

describe("readCsvBatch", () => {
  const csv = (body: string, query = "", headers: Record<string, string> = {}) =>
    readCsvBatch(
      streamedRequest([body], {
        url: `http://paraph.test/api/v1/render/batch${query}`,
        headers: { "content-type": "text/csv", ...headers },
      }),
      "fr",
    );
  const problemOf = async (result: unknown) => {
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    return { status: response.status, body: await response.json() };
  };

  it("numbers the people from the first row after the header and reads the design from the query", async () => {
    expect(await csv("fullName\nAda\nBob\n", "?signature=s1&template=band")).toEqual({
      signatureId: "s1",
      design: { template: "band" },
      people: [
        { row: 1, fields: { fullName: "Ada" } },
        { row: 2, fields: { fullName: "Bob" } },
      ],
    });
  });

  it("answers 422 in the request's language for the wrong delimiter, an unknown column, nobody", async () => {
    const delimiter = await problemOf(await csv("fullName;email\nAda;a@b.c\n"));
    expect(delimiter.status).toBe(422);
    expect(delimiter.body.detail).toContain("virgules");
    const unknown = await problemOf(await csv("fullName,nickname\nAda,A\n"));
    expect(unknown.body).toMatchObject({ status: 422, column: "nickname" });
    expect(unknown.body.detail).toBe(
      `Colonne inconnue («${N}nickname${N}»). Nommez chaque colonne d’après un champ de la signature, comme fullName ou email.`,
    );
    expect((await problemOf(await csv("fullName\n"))).status).toBe(422);
    expect((await problemOf(await csv(""))).status).toBe(422);
    const quote = await problemOf(await csv('fullName\n"Ada\n'));
    expect(quote.body.detail).toContain("ligne 2");
  });

  it("answers 422 naming the limit past 500 people, 413 past 2 MB", async () => {
    const many = await problemOf(await csv(`fullName\n${"Ada\n".repeat(501)}`));
    expect(many.body).toMatchObject({ status: 422, limit: 500 });
    expect(many.body.detail).toContain("500");
    expect((await csv(`fullName\n${"Ada\n".repeat(500)}`)) as object).toHaveProperty("people");
    const large = await problemOf(
      await csv("fullName\nAda\n", "", { "content-length": "3000000" }),
    );
    expect(large.status).toBe(413);
  });
});
