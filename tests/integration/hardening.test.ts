// Regression tests of the production-hardening findings (issue 7), each against a real server
// process: what an attacker sent, and what the server must answer instead.
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../app/.server/photos/test-images.ts";
import { authClient, uniqueEmail } from "../support/auth-client.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { NEVER_MS } from "../support/wait.ts";

let server: RunningServer;
beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    METRICS_TOKEN,
  });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = "correct-horse-1";
const METRICS_TOKEN = "metrics-token-for-tests-0123";

async function register(email = uniqueEmail("hardening")) {
  const browser = authClient(server.url);
  const response = await browser.post("/api/auth/register", {
    email,
    password: PASSWORD,
    acceptTerms: true,
  });
  expect(response.status).toBe(201);
  return { browser, email };
}

async function expectAlive() {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

/** Whether `response` (latin1) holds a whole HTTP answer: its head and all of its body. */
function wholeAnswer(response: string): boolean {
  const headEnd = response.indexOf("\r\n\r\n");
  if (headEnd < 0) return false;
  const head = response.slice(0, headEnd).toLowerCase();
  const body = response.slice(headEnd + 4);
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) return body.length >= Number(length);
  if (head.includes("transfer-encoding: chunked")) return body.endsWith("0\r\n\r\n");
  return false;
}

/**
 * Sends `head` then `body` on a raw socket; resolves with what came back once the server has
 * closed the connection or, `until: "answer"`, once a whole answer has come. `closed: false`
 * means neither happened for NEVER_MS.
 */
function rawExchange(
  head: string,
  body: Buffer | string,
  { until = "closed" }: { until?: "closed" | "answer" } = {},
) {
  const { port } = new URL(server.url);
  return new Promise<{ response: string; closed: boolean }>((resolve) => {
    let response = "";
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(head);
      socket.write(body);
    });
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed });
    };
    const timer = setTimeout(() => finish(false), NEVER_MS);
    socket.on("data", (chunk) => {
      response += chunk.toString("latin1");
      if (until === "answer" && wholeAnswer(response)) finish(false);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => finish(true));
  });
}

describe("a multipart upload cut before its closing boundary", () => {
  it("answers 400 problem+json and the server keeps serving", async () => {
    const body =
      '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabcdef';
    const head = `POST /api/v1/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { response } = await rawExchange(head, body, { until: "answer" });
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain("application/problem+json");
    await expectAlive();
    expect(server.process.exitCode).toBeNull();
  });

  it("answers the same for a part that errors in the middle of a second file", async () => {
    const body = `--X\r\nContent-Disposition: form-data; name="other"; filename="b.txt"\r\n\r\nxx`;
    const head = `POST /api/v1/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { response } = await rawExchange(head, body, { until: "answer" });
    expect(response).toMatch(/^HTTP\/1\.1 4\d\d /);
    await expectAlive();
  });
});

describe("a body refused before it is read", () => {
  const huge = 200 * 1024 * 1024;
  const cases = [
    ["/api/v1/photos", "multipart/form-data; boundary=X", 413],
    ["/api/v1/render", "application/json", 413],
    ["/api/v1/signatures", "application/json", 401],
    ["/api/auth/change-password", "application/json", 413],
    ["/api/events", "application/json", 413],
  ] as const;
  for (const [target, type, status] of cases) {
    // only 256 KB of the announced 200 MB are ever sent: an answer proves none was awaited
    it(`${target}: answers ${status} without reading the body, then closes the connection`, async () => {
      const head = `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${huge}\r\n\r\n`;
      const { response, closed } = await rawExchange(head, Buffer.alloc(256 * 1024, 97));
      expect(response).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(response.toLowerCase()).toContain("connection: close");
      expect(closed).toBe(true);
    });
  }

  it("a chunked body past the limit also gets its answer before the connection closes", async () => {
    const head =
      "POST /api/v1/render HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    const chunk = Buffer.alloc(64 * 1024, 32);
    const body = Buffer.concat(
      Array.from({ length: 40 }, () =>
        Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from("\r\n"),
        ]),
      ),
    );
    const { response, closed } = await rawExchange(head, body);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed).toBe(true);
    await expectAlive();
  });
});

describe("CSRF: cross-site requests without an Origin header", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ path: "/", locale: "en" }),
    });

  it("refuses Sec-Fetch-Site cross-site and same-site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await post({ "sec-fetch-site": site });
      expect(response.status, site).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(204);
  });

  it("refuses a Referer from another site, accepts one from this site", async () => {
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post({ referer: "not a url" })).status).toBe(403);
    expect((await post({ referer: `${server.url}/create` })).status).toBe(204);
  });

  it("lets a client that sends none of them through (no cookies to abuse)", async () => {
    expect((await post({})).status).toBe(204);
  });
});

describe("one error envelope under /api", () => {
  it("answers an unknown /api path with a 404 problem, in the request's language", async () => {
    const response = await fetch(`${server.url}/api/v9/nothing`, {
      headers: { "accept-language": "fr" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect((await response.json()).detail).toBe("Rien n'a été trouvé à cette adresse.");
  });

  it("answers another method with 405 and Allow", async () => {
    const response = await fetch(`${server.url}/api/v1/me`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect((await response.json()).code).toBe("method_not_allowed");
  });

  it("puts Better Auth's own errors in the envelope, keeping its code", async () => {
    const browser = authClient(server.url);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: "x".repeat(10),
      newPassword: "y".repeat(10),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const body = await response.json();
    expect(body).toMatchObject({ status: 401, code: "unauthorized" });
    expect(typeof body.authCode).toBe("string");
  });
});

describe("session data out of reach of page scripts and caches", () => {
  it("never returns a session token in Better Auth's JSON", async () => {
    const { browser } = await register();
    for (const endpoint of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await browser.get(endpoint);
      expect(response.status, endpoint).toBe(200);
      const text = await response.text();
      expect(text, endpoint).not.toMatch(/"token"/);
      expect(response.headers.get("cache-control"), endpoint).toBe("private, no-store");
    }
    const cookie = browser.jar.header(server.url);
    expect(cookie).toMatch(/better-auth\.session_token=/);
  });

  it("marks personal pages and every page shown to a signed-in visitor private, no-store", async () => {
    const { browser } = await register();
    for (const page of ["/account", "/fr/account", "/app", "/my-signatures", "/api/v1/session"]) {
      const response = await browser.get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
    }
    const anonymous = await fetch(`${server.url}/my-signatures`);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const publicPage = await fetch(`${server.url}/app`);
    expect(publicPage.headers.get("cache-control")).toBeNull();
  });
});

describe("text and locales that cannot be stored", () => {
  const loneSurrogate = '{"fullName":"\\ud800 Ada"}';

  it("refuses lone UTF-16 surrogates in every JSON body, naming the field", async () => {
    const { browser } = await register();
    for (const endpoint of ["/api/v1/render", "/api/v1/signatures"]) {
      const response = await browser.post(endpoint, loneSurrogate);
      expect(response.status, endpoint).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.errors).toEqual([
        expect.objectContaining({ path: "fullName", code: "ill_formed_text" }),
      ]);
    }
    const name = await browser.post("/api/auth/update-user", '{"name":"\\udfff"}');
    expect(name.status).toBe(400);
    const register2 = await authClient(server.url).post(
      "/api/auth/register",
      `{"email":"${uniqueEmail("s")}","password":"\\ud83d${PASSWORD}","acceptTerms":true}`,
    );
    expect(register2.status).toBe(400);
  });

  it("refuses an unknown locale and any field our pages do not set on the user", async () => {
    const { browser } = await register();
    for (const body of [{ locale: "xx" }, { locale: "de" }, { isPaid: true }, { email: "x@y.z" }]) {
      const response = await browser.post("/api/auth/update-user", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    expect((await browser.post("/api/auth/update-user", { locale: "fr" })).status).toBe(200);
  });
});

describe("what one anonymous client can make the server store", () => {
  it("counts page views of unknown paths in one row, whatever the path", async () => {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: `/made-up-${i}-${Date.now()}`, locale: "en" }),
      });
      expect(response.status).toBe(204);
    }
    const stats = await import("../../app/.server/analytics/page-views.ts");
    const { connectDatabase } = await import("../../app/.server/db/connect.ts");
    const db = connectDatabase(`file:${path.join(server.dataDir, "app.db")}`);
    try {
      const rows = await stats.listDailyPageViews(db.kysely, "2000-01-01");
      expect(rows.filter((row) => row.path.startsWith("/made-up"))).toEqual([]);
      expect(rows.find((row) => row.path === "/404")?.views).toBeGreaterThanOrEqual(20);
    } finally {
      await db.kysely.destroy();
    }
  });
});

describe("photos belong to their uploader and go with the account", () => {
  async function uploadAs(browser: ReturnType<typeof authClient>, bytes: Buffer) {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "me.png");
    const response = await browser.jar.fetch(`${server.url}/api/v1/photos`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(201);
    return { response, ...((await response.json()) as { id: string; url: string }) };
  }
  const photoStatus = async (url: string) => (await fetch(url)).status;

  it("an account's photos are no longer served once the account is deleted", async () => {
    const { browser } = await register();
    const { url } = await uploadAs(browser, await pngImage(200, 160));
    expect(await photoStatus(url)).toBe(200);
    const variant = url.replace(/\.png$/, "/circle-solid-d1d5db-1-80.png");
    expect(await photoStatus(variant)).toBe(200);
    const deleted = await browser.post("/api/auth/delete-user", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await photoStatus(url)).toBe(404);
    expect(await photoStatus(variant)).toBe(404);
  });

  it("an anonymous upload is this browser's, moves to the account it saves a signature in, and goes with it", async () => {
    const browser = authClient(server.url);
    const { response, url } = await uploadAs(browser, await pngImage(180, 180));
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("photo_owner="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    // another visitor who knows the URL saves it in their account: it stays the uploader's
    const stranger = await register();
    const theirs = await stranger.browser.post("/api/v1/signatures", { photoUrl: url });
    expect(theirs.status).toBe(201);
    // the uploading browser signs up and saves a signature with its photo
    const signedUp = await browser.post("/api/auth/register", {
      email: uniqueEmail("owner"),
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(signedUp.status).toBe(201);
    expect((await browser.post("/api/v1/signatures", { photoUrl: url })).status).toBe(201);
    expect((await browser.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(200);
    expect(await photoStatus(url)).toBe(404);
  });
});

describe("login throttling per account", () => {
  const mails = () => {
    try {
      return readdirSync(path.join(server.dataDir, "mail"))
        .filter((name) => name.endsWith(".eml"))
        .map((name) => readFileSync(path.join(server.dataDir, "mail", name), "utf8"));
    } catch {
      return [];
    }
  };

  it("pauses an account after five wrong passwords, even for the right one, and mails its owner once", async () => {
    const { email } = await register();
    const attacker = authClient(server.url);
    for (let i = 0; i < 5; i++) {
      const wrong = await attacker.post("/api/auth/login", { email, password: `guess-${i}-xyz` });
      expect(wrong.status).toBe(401);
    }
    const owner = authClient(server.url);
    const paused = await owner.post(
      "/api/auth/login",
      { email, password: PASSWORD },
      { "accept-language": "fr" },
    );
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await paused.json()).detail).toMatch(/tentatives de connexion échouées/);
    await expect.poll(() => mails().filter((mail) => mail.includes(`To: ${email}`)).length).toBe(2);
    const alert = mails().find(
      (mail) => mail.includes(`To: ${email}`) && /sign-in attempts/i.test(mail),
    );
    expect(alert).toBeDefined();
  });

  it("treats an address without an account the same way, without mailing anyone", async () => {
    const email = uniqueEmail("nobody");
    const before = mails().length;
    for (let i = 0; i < 5; i++) {
      expect(
        (await authClient(server.url).post("/api/auth/login", { email, password: "nope-nope" }))
          .status,
      ).toBe(401);
    }
    expect(
      (await authClient(server.url).post("/api/auth/login", { email, password: "nope-nope" }))
        .status,
    ).toBe(429);
    expect(mails().length).toBe(before);
  });
});

describe("/metrics", () => {
  it("needs the bearer token, and labels API requests by endpoint, never by raw path", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: "Bearer not-the-token-0000" },
    });
    expect(wrong.status).toBe(401);
    await fetch(`${server.url}/api/v1/signatures/some-id-${Date.now()}`);
    const scrape = async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    // a request is counted once its response has left, a moment after the client has it
    await expect.poll(scrape).toContain('route="/api/v1/signatures/{id}"');
    const text = await scrape();
    expect(text).not.toMatch(/route="\/api\/v1\/signatures\/some-id/);
    expect(text).toContain("nodejs_eventloop_lag");
    expect(text).toContain("http_request_duration_seconds_bucket");
  });
});
