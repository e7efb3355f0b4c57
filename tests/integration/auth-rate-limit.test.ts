import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The auth limits are off under NODE_ENV=test (suites sign in freely): one production-mode
// server on SQLite checks them.
describe("auth rate limits", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const port = await freePort();
    server = await startServer({
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // one proxy in front: the right-most X-Forwarded-For address is the client
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the 6th login within a minute with 429 problem+json and Retry-After", async () => {
    const browser = authClient(server.url);
    const attempt = { email: uniqueEmail("limited"), password: "whatever-123" };
    for (let i = 0; i < 5; i++) {
      expect((await browser.post("/api/auth/login", attempt)).status).toBe(401);
    }
    const limited = await browser.post("/api/auth/login", attempt, { "accept-language": "fr" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({
      status: 429,
      code: "rate_limited",
      detail: expect.stringMatching(/Trop de requêtes/),
    });
    // Better Auth's own endpoint is closed: passwords are tried through /api/auth/login only,
    // which also throttles per account
    const direct = await browser.post("/api/auth/sign-in/email", attempt);
    expect(direct.status).toBe(404);
    expect((await direct.json()).code).toBe("not_found");
  });

  it("counts the address the proxy saw, whatever the client writes in X-Forwarded-For", async () => {
    const browser = authClient(server.url);
    const login = (forwardedFor: string) =>
      browser.post(
        "/api/auth/login",
        { email: uniqueEmail("spoof"), password: "whatever-123" },
        { "x-forwarded-for": forwardedFor },
      );
    // the left-most entries are the client's own words: rotating them changes nothing
    for (let i = 0; i < 5; i++) expect((await login(`10.0.0.${i}, 203.0.113.7`)).status).toBe(401);
    expect((await login("10.0.0.99, 203.0.113.7")).status).toBe(429);
    // another client behind the same proxy has its own count
    expect((await login("203.0.113.8")).status).toBe(401);
  });

  it("counts the sign-in page's form and the API as one: the same limit, the same client", async () => {
    const forwardedFor = "203.0.113.40";
    const email = uniqueEmail("form-limited");
    const formLogin = () =>
      fetch(`${server.url}/fr/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.url,
          "x-forwarded-for": forwardedFor,
        },
        body: new URLSearchParams({ intent: "login", email, password: "whatever-123" }),
      });
    for (let i = 0; i < 5; i++) expect((await formLogin()).status).toBe(401);
    const api = await authClient(server.url).post(
      "/api/auth/login",
      { email, password: "whatever-123" },
      { "x-forwarded-for": forwardedFor },
    );
    expect(api.status).toBe(429);
    const page = await formLogin();
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await page.text()).toContain("Trop de requêtes");
  });

  it("limits password-reset mails to 3 per 15 minutes", async () => {
    const browser = authClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await browser.post("/api/auth/request-password-reset", { email: uniqueEmail("reset") }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
