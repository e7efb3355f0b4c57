// The service router's own path (ADR 015): what /api/*, /photos/* and /build-id answers carry
// now that they skip the page layers (per-request CSP nonce, compression middleware), against
// a real server process.
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../app/.server/db/connect.ts";
import { pngImage } from "../../app/.server/photos/test-images.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { freePort } from "../support/free-port.ts";
import { rawRequest } from "../support/raw-http.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SignatureApi, signatureApi } from "../support/signatures-api.ts";
import { setPaid } from "../support/signatures-db.ts";

const SERVICE_CSP = "default-src 'none'; frame-ancestors 'none'";

let server: RunningServer;
let api: SignatureApi;
let cookie: string;
let oneId: string;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  api = signatureApi(server.url);
  const userId = await api.register(uniqueEmail("service-path"));
  const db = connectDatabase(`file:${path.join(server.dataDir, "app.db")}`);
  try {
    await setPaid(db, userId, true);
  } finally {
    await db.kysely.destroy();
  }
  // 12 signatures of about 0.8 KB: a list over the compression threshold (8 KB)
  for (let i = 0; i < 12; i++) {
    const response = await api.create({
      name: `Signature ${i}`,
      fullName: "Alexandra Montgomery",
      jobTitle: "Director of Business Development",
      company: "Northwind Traders",
    });
    expect(response.status).toBe(201);
    oneId = ((await response.json()) as { id: string }).id;
  }
  cookie = api.jar.header(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${target}`, { headers: { cookie, ...headers } });

function expectServiceHeaders(headers: Record<string, unknown>) {
  expect(headers["content-security-policy"]).toBe(SERVICE_CSP);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
}

describe("service answers", () => {
  it("carry a fixed CSP for non-pages and the usual hardening, no nonce", async () => {
    const one = await get(`/api/v1/signatures/${oneId}`);
    expect(one.status).toBe(200);
    expectServiceHeaders(one.headers);
    expect(one.headers["cache-control"]).toBe("no-store");

    const problem = await get("/api/v9/nothing");
    expect(problem.status).toBe(404);
    expectServiceHeaders(problem.headers);

    const buildId = await get("/build-id");
    expectServiceHeaders(buildId.headers);

    // a page keeps its own CSP, with a nonce
    const page = await rawRequest(`${server.url}/app`);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  });

  it("are no-store unless the handler says otherwise", async () => {
    const event = await rawRequest(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/", locale: "en" }),
    });
    expect(event.status).toBe(204);
    expect(event.headers["cache-control"]).toBe("no-store");
    const session = await get("/api/v1/session");
    expect(session.headers["cache-control"]).toBe("private, no-store");
  });

  it("let the signature's HTML keep its own sandboxing CSP", async () => {
    const html = await get(`/api/v1/signatures/${oneId}/html`);
    expect(html.status).toBe(200);
    expect(html.headers["content-security-policy"]).toBe(
      "default-src 'none'; img-src https: http:; style-src 'unsafe-inline'; sandbox",
    );
  });

  it("let photos keep their immutable caching, uncompressed", async () => {
    const form = new FormData();
    const png = await pngImage(120, 120);
    form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const upload = await api.jar.fetch(`${server.url}/api/v1/photos`, {
      method: "POST",
      headers: { origin: server.url },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const photo = await rawRequest(url, { headers: { "accept-encoding": "br, gzip" } });
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuse a cross-site write (CSRF) with the same headers", async () => {
    const refused = await rawRequest(`${server.url}/api/v1/signatures`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expectServiceHeaders(refused.headers);
  });
});

describe("compression of service answers", () => {
  it("sends a small body as it is, with its length", async () => {
    const one = await get(`/api/v1/signatures/${oneId}`, { "accept-encoding": "gzip, br" });
    expect(one.headers["content-encoding"]).toBeUndefined();
    expect(Number(one.headers["content-length"])).toBe(one.body.length);
    expect(JSON.parse(one.body.toString()).id).toBe(oneId);
  });

  it("compresses a large body as the client prefers, and says it varies", async () => {
    const plain = await get("/api/v1/signatures");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const list = JSON.parse(plain.body.toString()) as unknown[];
    expect(list).toHaveLength(12);

    const br = await get("/api/v1/signatures", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(list);

    const gzip = await get("/api/v1/signatures", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(list);

    const refused = await get("/api/v1/signatures", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the length and no body", async () => {
    const head = await rawRequest(`${server.url}/api/v1/signatures/${oneId}`, {
      method: "HEAD",
      headers: { cookie },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(100);
    expect(head.body.length).toBe(0);
  });
});
