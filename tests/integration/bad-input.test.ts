// Every endpoint against truncated, oversized, malformed, wrong-type and hostile input, on a
// real server over each database engine: each answer is a clear 4xx (problem+json under
// /api, the page with its message for forms), nothing is stored, the server keeps serving and
// logs no error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";

type Body = string | Uint8Array<ArrayBuffer>;
type Case = { name: string; type?: string; body: Body };

const deepArray = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const deepObject = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;

/** Bodies no JSON endpoint may accept. */
const JSON_CASES: Case[] = [
  { name: "empty", body: "" },
  { name: "truncated", body: '{"fullName": "Ada Lov' },
  { name: "not JSON", body: "fullName=Ada" },
  { name: "trailing garbage", body: '{"fullName":"Ada"} x' },
  { name: "array root", body: "[1,2,3]" },
  { name: "null root", body: "null" },
  { name: "string root", body: '"hello"' },
  { name: "number root", body: "42" },
  { name: "wrong types", body: '{"fullName": 5, "email": ["a"], "template": {"x": 1}}' },
  { name: "unknown fields", body: '{"isPaid": true, "userId": "someone", "id": "x"}' },
  { name: "prototype pollution", body: '{"__proto__": {"isPaid": true}, "constructor": {}}' },
  { name: "deeply nested array", body: deepArray },
  { name: "deeply nested object", body: deepObject },
  { name: "lone surrogate", body: '{"fullName": "\\ud800", "email": "a@example.com"}' },
  { name: "NUL character", body: '{"fullName": "Ada\\u0000", "email": "a@example.com"}' },
  { name: "oversized", body: JSON.stringify({ fullName: "x".repeat(2_000_000) }) },
  {
    name: "invalid UTF-8",
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { name: "wrong content type", type: "application/xml", body: "<fullName>Ada</fullName>" },
  { name: "form content type", type: "application/x-www-form-urlencoded", body: "fullName=Ada" },
];

/** Extra cases for endpoints whose fields have limits and formats. */
const SIGNATURE_FIELD_CASES: Case[] = [
  { name: "too long", body: JSON.stringify({ fullName: "x".repeat(500) }) },
  { name: "javascript URL", body: JSON.stringify({ website: "javascript:alert(1)" }) },
  { name: "foreign photo", body: JSON.stringify({ photoUrl: "https://evil.example/x.png" }) },
  { name: "bad colour", body: JSON.stringify({ accentColor: "red; background:url(x)" }) },
  { name: "unknown template", body: JSON.stringify({ template: "../../etc/passwd" }) },
  { name: "number out of range", body: JSON.stringify({ borderWidth: 1e308 }) },
];

const MULTIPART_CASES: Case[] = [
  { name: "empty", type: "multipart/form-data; boundary=X", body: "" },
  { name: "no boundary", type: "multipart/form-data", body: "--X\r\n\r\n" },
  {
    name: "cut before its end",
    type: "multipart/form-data; boundary=X",
    body: '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
  },
  {
    name: "not an image",
    type: "multipart/form-data; boundary=X",
    body: '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello\r\n--X--\r\n',
  },
  {
    name: "wrong field",
    type: "multipart/form-data; boundary=X",
    body: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello\r\n--X--\r\n',
  },
  {
    name: "headers only, garbage",
    type: "multipart/form-data; boundary=X",
    body: "--X\r\n\u0000\u0001\u0002\r\n\r\n--X--",
  },
  { name: "JSON instead", type: "application/json", body: '{"photo":"x"}' },
  {
    name: "oversized",
    type: "multipart/form-data; boundary=X",
    body: `--X\r\n${"a".repeat(12_000_000)}`,
  },
];

for (const engine of ENGINES) {
  describe(`bad input on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let signedIn: ReturnType<typeof authClient>;
    let signatureId: string;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const port = await freePort();
      server = await startServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
        API_RATE_LIMIT: "100000",
      });
      signedIn = authClient(server.url);
      const registered = await signedIn.post("/api/auth/register", {
        email: uniqueEmail(`bad-${engine}`),
        password: "correct-horse-1",
        acceptTerms: true,
      });
      expect(registered.status).toBe(201);
      const created = await signedIn.post("/api/v1/signatures", { fullName: "Ada Lovelace" });
      expect(created.status).toBe(201);
      signatureId = ((await created.json()) as { id: string }).id;
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    const send = (
      method: string,
      pathname: string,
      { type = "application/json", body }: Case,
      client = signedIn,
    ) =>
      client.jar.fetch(`${server.url}${pathname}`, {
        method,
        headers: { "content-type": type, origin: server.url },
        body,
      });

    async function expectProblem(response: Response, label: string) {
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers.get("content-type"), label).toMatch(/^application\/problem\+json/);
      const problem = (await response.json()) as { detail?: unknown; code?: unknown };
      expect(typeof problem.detail, label).toBe("string");
      expect(typeof problem.code, label).toBe("string");
    }

    const JSON_ENDPOINTS: Array<[string, string, Case[]]> = [
      ["POST", "/api/v1/signatures", [...JSON_CASES, ...SIGNATURE_FIELD_CASES]],
      ["PATCH", "/api/v1/signatures/{id}", [...JSON_CASES, ...SIGNATURE_FIELD_CASES]],
      ["POST", "/api/v1/render", [...JSON_CASES, ...SIGNATURE_FIELD_CASES]],
      ["POST", "/api/events", JSON_CASES],
      ["POST", "/api/auth/login", JSON_CASES],
      ["POST", "/api/auth/register", JSON_CASES],
      ["POST", "/api/auth/google", JSON_CASES.filter((c) => c.name !== "empty")],
      ["POST", "/api/auth/change-password", JSON_CASES.filter((c) => c.name !== "empty")],
      ["POST", "/api/auth/update-user", JSON_CASES.filter((c) => c.name !== "empty")],
      ["POST", "/api/auth/reset-password", JSON_CASES.filter((c) => c.name !== "empty")],
    ];

    for (const [method, template, cases] of JSON_ENDPOINTS) {
      it(`${method} ${template}: every bad body is a 4xx problem`, async () => {
        const pathname = template.replace("{id}", signatureId);
        for (const badCase of cases) {
          await expectProblem(await send(method, pathname, badCase), `${template} ${badCase.name}`);
        }
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      });
    }

    it("POST /api/v1/photos: every bad upload is a 4xx problem and stores nothing", async () => {
      for (const badCase of MULTIPART_CASES) {
        await expectProblem(
          await send("POST", "/api/v1/photos", badCase, authClient(server.url)),
          `photos ${badCase.name}`,
        );
      }
    });

    it("hostile ids and paths are 404 or 405 problems, never a 500", async () => {
      const ids = [
        "..%2F..%2Fetc%2Fpasswd",
        "%00",
        "%E0%A4%A",
        "'%20OR%201=1--",
        "x".repeat(5_000),
        "%F0%9F%98%80",
      ];
      for (const id of ids) {
        for (const method of ["GET", "PATCH", "DELETE"]) {
          const response = await signedIn.jar.fetch(`${server.url}/api/v1/signatures/${id}`, {
            method,
            headers: { "content-type": "application/json", origin: server.url },
            body: method === "PATCH" ? "{}" : undefined,
          });
          await expectProblem(response, `${method} signature ${id.slice(0, 20)}`);
        }
        await expectProblem(
          await signedIn.get(`/api/v1/signatures/${id}/html`),
          `html ${id.slice(0, 20)}`,
        );
      }
      for (const photo of [
        "/photos/..%2F..%2Fapp.db",
        "/photos/%00.png",
        "/photos/0123456789abcdef01234567/circle-solid-zzzzzz-1-80.png",
        "/photos/0123456789abcdef01234567/circle-solid-d1d5db-9-80.png",
        "/photos/0123456789abcdef01234567.png",
        `/photos/${"a".repeat(3000)}.png`,
      ]) {
        await expectProblem(await fetch(`${server.url}${photo}`), photo);
      }
      const idempotency = await signedIn.jar.fetch(`${server.url}/api/v1/signatures`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "idempotency-key": "<script>alert(1)</script>",
        },
        body: "{}",
      });
      await expectProblem(idempotency, "hostile Idempotency-Key");
    });

    it("the contact form answers hostile posts with its page and a message, storing nothing bad", async () => {
      const bodies = [
        "",
        "name=%00%00&email=a%40example.com&subject=x&message=0123456789",
        "name=Ada&email=not-an-email&subject=hi&message=short",
        `name=${"x".repeat(200)}&email=a%40example.com&subject=hi&message=0123456789`,
        "name=Ada%0D%0ABcc%3A%20victim%40example.com&email=a%40example.com%0D%0ABcc%3Ax%40y.z&subject=hi&message=0123456789",
        "%E0%A4%A=1&name=%FF",
      ];
      for (const body of bodies) {
        const response = await fetch(`${server.url}/contact`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body,
          redirect: "manual",
        });
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(200);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
        expect(response.headers.get("content-type")).toMatch(/text\/html/);
      }
    });

    it("kept serving and logged no error through all of it", async () => {
      expect(server.process.exitCode).toBeNull();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const errors = server
        .logs()
        .split("\n")
        .filter((line) => line.includes('"level":"error"'));
      expect(errors).toEqual([]);
    });
  });
}
