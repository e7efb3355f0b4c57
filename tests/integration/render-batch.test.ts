// POST /api/v1/render/batch on a real server over each database engine: JSON and CSV in, JSON
// rows or a ZIP out, row errors in the caller's language, the limits, the plan rules and a
// saved signature as the design.
import http from "node:http";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { rawRequest } from "../support/raw-http.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";

const PROBLEM_JSON = /^application\/problem\+json/;
const N = "\u202f";

type Row =
  | { row: number; ok: true; html: string; text: string; characters: number; problems: unknown[] }
  | { row: number; ok: false; errors: Array<{ path: string; code: string; message: string }> };
type Batch = { rows: Row[]; rendered: number; failed: number };

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(PROBLEM_JSON);
  const body = await response.json();
  expect(body).toMatchObject({ status, code, type: `https://paraph.app/problems/${code}` });
  return body as { detail: string; errors?: Array<{ path: string; message: string }> } & Record<
    string,
    unknown
  >;
}

for (const engine of ENGINES) {
  describe(`POST /api/v1/render/batch on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let free: TestAccount;
    let pro: TestAccount;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startServerOnItsPort({ DATABASE_URL: database.url });
      free = await registerAccount(server.url, server.url, "batch-free");
      pro = await registerAccount(server.url, server.url, "batch-pro");
      await makePro(database.url, [pro.userId]);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    type Options = { type?: string; accept?: string; query?: string; lang?: string };
    const batch = (account: TestAccount | null, body: unknown, options: Options = {}) =>
      fetch(`${server.url}/api/v1/render/batch${options.query ?? ""}`, {
        method: "POST",
        headers: {
          origin: server.url,
          "content-type": options.type ?? "application/json",
          ...(account && { cookie: account.cookie }),
          ...(options.accept && { accept: options.accept }),
          ...(options.lang && { "accept-language": options.lang }),
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const csv = (account: TestAccount, body: string, options: Options = {}) =>
      batch(account, body, { type: "text/csv; charset=utf-8", ...options });
    const ok = async (response: Response) => {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      return (await response.json()) as Batch;
    };
    /** What POST /api/v1/render answers for the same fields (and the same caller). */
    const single = async (fields: object, lang = "en", account?: TestAccount) => {
      const response = await fetch(`${server.url}/api/v1/render`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": lang,
          ...(account && { origin: server.url, cookie: account.cookie }),
        },
        body: JSON.stringify(fields),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        html: string;
        text: string;
        characters: number;
        compatibility: unknown[];
      };
    };
    const saveSignature = async (account: TestAccount, fields: object) => {
      const response = await fetch(`${server.url}/api/v1/signatures`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie: account.cookie },
        body: JSON.stringify(fields),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };

    it("renders good rows as /api/v1/render does and fails bad ones alone, in the caller's language", async () => {
      const design = { company: "Acme", accentColor: "#112233" };
      const body = await ok(
        await batch(
          free,
          {
            design,
            people: [
              { fullName: "Élodie Durand", email: "elodie@example.com" },
              { fullName: "Bad Email", email: "not-an-email" },
              { fullName: "Ada", nickname: "A", company: "" },
              "not a person",
            ],
          },
          { lang: "fr" },
        ),
      );
      expect(body.rendered).toBe(1);
      expect(body.failed).toBe(3);
      expect(body.rows.map((row) => [row.row, row.ok])).toEqual([
        [1, true],
        [2, false],
        [3, false],
        [4, false],
      ]);
      const expected = await single(
        { ...design, fullName: "Élodie Durand", email: "elodie@example.com" },
        "fr",
      );
      expect(body.rows[0]).toEqual({
        row: 1,
        ok: true,
        html: expected.html,
        text: expected.text,
        characters: expected.characters,
        problems: [],
      });
      expect(body.rows[0]).toMatchObject({ html: expect.stringContaining("Créée avec Paraph") });
      expect(body.rows[1]).toEqual({
        row: 2,
        ok: false,
        errors: [
          {
            path: "email",
            code: "custom",
            message: "Saisissez une adresse e-mail valide, par exemple jeanne@exemple.fr.",
          },
        ],
      });
      expect(body.rows[2]).toMatchObject({
        ok: false,
        errors: [{ path: "nickname", message: `Champ inconnu${N}: nickname.` }],
      });
      expect(body.rows[3]).toMatchObject({ ok: false, errors: [{ path: "" }] });
    });

    it("needs a signed-in caller, and JSON or CSV", async () => {
      await expectProblem(await batch(null, { people: [{}] }), 401, "unauthorized");
      const xml = await batch(free, "<people/>", { type: "application/xml", lang: "fr" });
      const problem = await expectProblem(xml, 415, "unsupported_media_type");
      expect(problem.detail).toBe("Ce type de contenu n'est pas accepté ici.");
      await expectProblem(await batch(free, "{", {}), 400, "bad_request");
    });

    it("reads CSV: a BOM, CRLF, quoted commas, quotes and line breaks, the design in the query", async () => {
      const query = "?template=divider&accentColor=%23112233&lineWidth=3";
      const body = await ok(
        await csv(
          free,
          '\uFEFFfullName,company,jobTitle\r\n"Durand, Élodie","Acme, Inc.","Head of ""Sales""\r\nEurope"\r\nBob,,\r\n',
          { query },
        ),
      );
      expect(body).toMatchObject({ rendered: 2, failed: 0 });
      expect(body.rows.map((row) => row.row)).toEqual([1, 2]);
      const expected = await single({
        template: "divider",
        accentColor: "#112233",
        lineWidth: 3,
        fullName: "Durand, Élodie",
        company: "Acme, Inc.",
        jobTitle: 'Head of "Sales"\r\nEurope',
      });
      expect(body.rows[0]).toMatchObject({ ok: true, html: expected.html, text: expected.text });
      expect(body.rows[0]).toMatchObject({ html: expect.stringContaining("Acme, Inc.") });
    });

    it("refuses a CSV with the wrong delimiter, an unknown column, or no one; fails a row with too many cells", async () => {
      const semicolons = await expectProblem(
        await csv(free, "fullName;email\nAda;ada@example.com\n"),
        422,
        "unprocessable_content",
      );
      expect(semicolons.detail).toBe(
        "Separate the CSV columns with commas, not semicolons or tabs.",
      );
      const tabs = await csv(free, "fullName\temail\nAda\tada@example.com\n", { lang: "fr" });
      expect((await expectProblem(tabs, 422, "unprocessable_content")).detail).toContain(
        "virgules",
      );
      const unknown = await expectProblem(
        await csv(free, "fullName,nickname\nAda,A\n"),
        422,
        "unprocessable_content",
      );
      expect(unknown.column).toBe("nickname");
      expect(unknown.detail).toContain("“nickname”");
      await expectProblem(await csv(free, ""), 422, "unprocessable_content");
      await expectProblem(await csv(free, "fullName\r\n"), 422, "unprocessable_content");
      const body = await ok(await csv(free, "fullName,email\nAda,ada@example.com,extra\nBob,\n"));
      expect(body.rows[0]).toMatchObject({
        row: 1,
        ok: false,
        errors: [{ path: "", code: "too_many_cells" }],
      });
      expect(body.rows[1]).toMatchObject({ row: 2, ok: true });
    });

    it("takes 500 people and refuses 501 before rendering anything", async () => {
      const people = Array.from({ length: 500 }, (_, i) => ({
        fullName: `Person ${i + 1}`,
        email: `person${i + 1}@example.com`,
      }));
      const body = await ok(await batch(free, { design: { company: "Acme" }, people }));
      expect(body).toMatchObject({ rendered: 500, failed: 0 });
      expect(body.rows.at(-1)).toMatchObject({ row: 500, ok: true });
      expect((body.rows[499] as { html: string }).html).toContain("person500@example.com");

      const tooMany = await expectProblem(
        await batch(free, { people: [...people, {}] }, { lang: "fr" }),
        422,
        "unprocessable_content",
      );
      expect(tooMany).toMatchObject({ limit: 500 });
      expect(tooMany.detail).toBe(
        "Un lot compte au plus 500 personnes. Répartissez le vôtre sur plusieurs appels.",
      );
      const rows = `fullName\n${"Ada\n".repeat(501)}`;
      const csvTooMany = await expectProblem(await csv(free, rows), 422, "unprocessable_content");
      expect(csvTooMany.detail).toBe(
        "A batch holds at most 500 people. Split yours into several calls.",
      );
    });

    it("answers a 20 MB body with 413 that the client receives, declared or chunked", async () => {
      const huge = Buffer.alloc(20 * 1024 * 1024, 97);
      const headers = { origin: server.url, cookie: free.cookie };
      const declared = await rawRequest(`${server.url}/api/v1/render/batch`, {
        method: "POST",
        agent: false,
        headers: { ...headers, "content-type": "application/json" },
        body: huge,
      });
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body.toString())).toMatchObject({ code: "payload_too_large" });

      const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${server.url}/api/v1/render/batch`, {
          method: "POST",
          agent: false,
          headers: { ...headers, "content-type": "text/csv", "transfer-encoding": "chunked" },
        });
        req.on("response", (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (part: string) => {
            text += part;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on("error", reject);
        // One endless cell: the byte cap, not the row limit, is what stops it.
        req.write("fullName\n");
        for (let sent = 0; sent < huge.length; sent += 1024 * 1024) {
          req.write(huge.subarray(sent, sent + 1024 * 1024));
        }
        req.end();
      });
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toMatchObject({ code: "payload_too_large" });
    });

    it("applies the plan rules: a Pro template fails a Free caller's row, renders for Pro", async () => {
      const people = [{ fullName: "Ada", template: "band" }, { fullName: "Bob" }];
      const forFree = await ok(await batch(free, { people }));
      expect(forFree.rows[0]).toEqual({
        row: 1,
        ok: false,
        errors: [
          {
            path: "template",
            code: "pro_template_required",
            message: expect.stringContaining("is a Pro template"),
          },
        ],
      });
      expect(forFree.rows[1]).toMatchObject({ ok: true });
      const designed = await ok(
        await csv(free, "fullName\nAda\n", { query: "?template=band", lang: "fr" }),
      );
      expect(designed.rows[0]).toMatchObject({
        ok: false,
        errors: [{ code: "pro_template_required", message: expect.stringContaining("modèle Pro") }],
      });

      const forPro = await ok(
        await batch(pro, { design: { creditEnabled: false }, people: people.slice(0, 1) }),
      );
      const expected = await single(
        { fullName: "Ada", template: "band", creditEnabled: false },
        "en",
        pro,
      );
      expect(forPro.rows[0]).toMatchObject({ ok: true, html: expected.html });
      // The Free plan's credit line stays on whatever is sent.
      const credit = await ok(await batch(free, { people: [{ creditEnabled: false }] }));
      expect((credit.rows[0] as { html: string }).html).toContain("Created with Paraph");
    });

    it("starts from a saved signature (?signature= or signature), 404 for anyone else's", async () => {
      const saved = { company: "Saved Co", template: "stacked", accentColor: "#aa0000" };
      const id = await saveSignature(free, { name: "Team", ...saved });
      const fromCsv = await ok(
        await csv(free, "fullName,jobTitle\nAda,CTO\n", {
          query: `?signature=${id}&accentColor=%23112233`,
        }),
      );
      const expected = await single({
        name: "Team",
        ...saved,
        accentColor: "#112233",
        fullName: "Ada",
        jobTitle: "CTO",
      });
      expect(fromCsv.rows[0]).toMatchObject({ ok: true, html: expected.html });
      const fromJson = await ok(
        await batch(free, { signature: id, design: { company: "Other" }, people: [{}] }),
      );
      expect((fromJson.rows[0] as { html: string }).html).toContain("Other");

      await expectProblem(
        await csv(pro, "fullName\nAda\n", { query: `?signature=${id}` }),
        404,
        "not_found",
      );
      await expectProblem(await batch(pro, { signature: id, people: [{}] }), 404, "not_found");
      const invalid = await expectProblem(
        await csv(free, "fullName\nAda\n", { query: "?accentColor=red" }),
        400,
        "validation_failed",
      );
      expect(invalid.errors).toMatchObject([{ path: "design.accentColor" }]);
      // a person's own field is not a design's: it goes with each person
      const personal = await expectProblem(
        await csv(free, "fullName\nAda\n", { query: `?signature=${id}&jobTitle=X`, lang: "fr" }),
        400,
        "validation_failed",
      );
      expect(personal.errors).toEqual([
        {
          path: "design.jobTitle",
          code: "person_field",
          message: expect.stringContaining("propre à chaque personne"),
        },
      ]);
      const template = await ok(
        await batch(free, {
          design: { ctaLabel: "Book {firstName}", ctaUrl: "https://cal.example.com/{firstName}" },
          people: [{ fullName: "Ada Byron" }],
        }),
      );
      expect((template.rows[0] as { html: string }).html).toContain("Book Ada");
      expect((template.rows[0] as { html: string }).html).toContain("https://cal.example.com/Ada");
    });

    it("answers a ZIP of .htm and .txt files named after the people, with errors.csv", async () => {
      const response = await batch(
        free,
        {
          design: { company: "Acme" },
          people: [
            { fullName: "Élodie Durand", email: "elodie@example.com" },
            { fullName: "Élodie Durand" },
            { fullName: "Bad", email: "nope" },
            { jobTitle: "Nameless" },
          ],
        },
        { accept: "application/zip" },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toContain("attachment");
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual([
        "elodie-durand-2.htm",
        "elodie-durand-2.txt",
        "elodie-durand.htm",
        "elodie-durand.txt",
        "errors.csv",
        "row-4.htm",
        "row-4.txt",
      ]);
      const text = (name: string) => new TextDecoder().decode(files[name]);
      const expected = await single({
        company: "Acme",
        fullName: "Élodie Durand",
        email: "elodie@example.com",
      });
      const document = text("elodie-durand.htm");
      expect(document).toMatch(/^<!DOCTYPE html>\r\n<html lang="en" /);
      expect(document).toContain("<o:PixelsPerInch>96</o:PixelsPerInch>");
      expect(
        document.slice(document.indexOf("<body>\r\n") + 8, document.indexOf("\r\n</body>")),
      ).toBe(expected.html);
      expect(text("elodie-durand.txt")).toBe(expected.text);
      expect(text("errors.csv")).toBe(
        'row,field,message\r\n3,email,"Enter a valid email address, like jane@example.com."\r\n',
      );
    });

    it("kept serving and logged no error through all of it", async () => {
      expect(server.process.exitCode).toBeNull();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const errors = server
        .logs()
        .split("\n")
        .filter((line) => line.includes('"level":"error"') || line.includes('"level":"warn"'));
      expect(errors).toEqual([]);
    });
  });
}
