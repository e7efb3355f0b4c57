import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import { until } from "../support/wait.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    headers: { "user-agent": BROWSER, ...headers },
    redirect: "manual",
  });

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("pages in both locales", () => {
  for (const path of ["/", "/create", "/app", "/my-signatures", "/my-signature"]) {
    it(`renders ${path} in English and French with the right <html lang>`, async () => {
      const en = await get(path);
      expect(en.status).toBe(200);
      expect(await en.text()).toMatch(/<html lang="en"/);
      const frPath = path === "/" ? "/fr" : `/fr${path}`;
      const fr = await get(frPath);
      expect(fr.status).toBe(200);
      expect(await fr.text()).toMatch(/<html lang="fr"/);
    });
  }

  it("renders French text on the server (no flash of English)", async () => {
    const html = await (await get("/fr/create")).text();
    expect(html).toContain("Choisissez un modèle");
    expect(html).not.toContain("Choose a template");
  });
});

describe("locale redirect rules", () => {
  it("redirects / to /fr for a French browser", async () => {
    const response = await get("/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fr");
  });

  it("prefers the locale cookie over Accept-Language", async () => {
    const toEnglish = await get("/", { "accept-language": "fr", cookie: "locale=en" });
    expect(toEnglish.status).toBe(200);
    const toFrench = await get("/", { "accept-language": "en-US", cookie: "locale=fr" });
    expect(toFrench.status).toBe(302);
  });

  it("never redirects crawlers, nor any page other than /", async () => {
    const bot = await get("/", {
      "accept-language": "fr",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(bot.status).toBe(200);
    const create = await get("/create", { "accept-language": "fr", cookie: "locale=fr" });
    expect(create.status).toBe(200);
  });
});

describe("not found", () => {
  it("answers 404 with the localized page and logs the path", async () => {
    const en = await get("/no-such-page");
    expect(en.status).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toContain("Page not found");
    expect(enHtml).toContain('href="/"');
    const fr = await get("/fr/page-inexistante");
    expect(fr.status).toBe(404);
    const frHtml = await fr.text();
    expect(frHtml).toContain("Page introuvable");
    expect(frHtml).toContain('href="/fr"');
    await until(
      () => server.logs().includes("Page not found: /no-such-page"),
      "the 404 in the log",
    );
  });
});

describe("security headers", () => {
  it("sends CSP with a nonce and the usual hardening headers on pages", async () => {
    const response = await get("/my-signatures");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
    const nonce = /nonce-([A-Za-z0-9+/=]+)/.exec(csp)?.[1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("gives each request its own nonce and request id", async () => {
    const a = await get("/app");
    const b = await get("/app");
    expect(a.headers.get("content-security-policy")).not.toBe(
      b.headers.get("content-security-policy"),
    );
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("compresses HTML and caches hashed assets forever", async () => {
    const page = await get("/", { "accept-encoding": "gzip" });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("refuses state-changing requests from another origin", async () => {
    const response = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ path: "/", locale: "en" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("page-view events", () => {
  it("records a view and rejects bad bodies with problem+json", async () => {
    const post = (body: string, type = "application/json") =>
      fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "content-type": type, origin: server.url },
        body,
      });
    expect((await post(JSON.stringify({ path: "/create", locale: "en" }))).status).toBe(204);
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe("bad_request");
    const invalid = await post(JSON.stringify({ path: "javascript:alert(1)", locale: "en" }));
    expect(invalid.status).toBe(400);
    const unknownField = await post(JSON.stringify({ path: "/", locale: "en", ip: "1.2.3.4" }));
    expect(unknownField.status).toBe(400);
    const tooBig = await post(JSON.stringify({ path: `/${"a".repeat(5000)}`, locale: "en" }));
    expect(tooBig.status).toBe(413);
  });
});

describe("build id", () => {
  it("serves the running build's id, uncached", async () => {
    const response = await get("/build-id");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { buildId } = (await response.json()) as { buildId: string };
    expect(buildId).toMatch(/^[a-z0-9]+$/i);
  });
});

describe("API methods", () => {
  for (const path of ["/api/events", "/api/v1/photos"]) {
    it(`answers GET and PUT ${path} with 405 problem+json and Allow`, async () => {
      for (const method of ["GET", "PUT"]) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { "accept-language": "fr", "content-type": "application/json" },
          body: method === "PUT" ? "{}" : undefined,
        });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        const problem = (await response.json()) as { code: string; detail: string };
        expect(problem.code).toBe("method_not_allowed");
      }
    });
  }

  it("survives malformed paths and query strings", async () => {
    for (const path of [
      "/%",
      "/%E0%A4%A",
      "/app?id=%",
      "/photos/..%2F..%2Fetc%2Fpasswd",
      `/${"a".repeat(5000)}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await get("/healthz")).status).toBe(200);
  });
});
