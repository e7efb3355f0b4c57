import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, type TestAccount } from "../support/accounts.ts";
import { contractViolations } from "../support/api-contract.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type FakeStripe, startFakeStripe } from "../support/stripe-server.ts";

// The public API's keys (issue 11): a key's whole life, what a key may do and not do, the
// limits' headers, CORS, and the OpenAPI document the answers are checked against.

for (const engine of ENGINES) {
  describe(`API keys on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let stripe: FakeStripe;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      stripe = await startFakeStripe({ secretKey: "sk_test_keys", webhookSecret: "whsec_keys" });
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        API_RATE_LIMIT: "5",
        STRIPE_SECRET_KEY: "sk_test_keys",
        STRIPE_WEBHOOK_SECRET: "whsec_keys",
        STRIPE_PRICE_ID: "price_pro",
        STRIPE_API_URL: stripe.url,
      });
      stripe.setWebhookUrl(`${server.url}/api/stripe/webhook`);
    });
    afterAll(async () => {
      await server?.stop();
      await stripe?.close();
      await database?.drop();
    });

    const register = (label: string) => registerAccount(server.url, server.url, label);

    /** Pays for Pro through Stripe Checkout, as a browser would. */
    async function buyPro(account: TestAccount): Promise<string> {
      const response = await fetch(`${server.url}/pricing`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: account.cookie, origin: server.url },
      });
      const sessionId = new URL(response.headers.get("location") ?? "").pathname.split("/").at(-1)!;
      await stripe.pay(sessionId);
      return sessionId;
    }

    const browser = (account: TestAccount, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          cookie: account.cookie,
          origin: server.url,
          ...(body !== undefined && { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const withKey = (secret: string, method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body !== undefined && { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it("lives: created with its secret once, used, listed with its last use, revoked at once", async () => {
      const account = await register("key-life");
      await buyPro(account);
      const created = await browser(account, "POST", "/api/v1/keys", { label: "  HR export " });
      expect(created.status).toBe(201);
      const key = (await created.json()) as {
        id: string;
        secret: string;
        prefix: string;
        label: string;
      };
      expect(key.label).toBe("HR export");
      expect(key.secret).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
      expect(key.secret.startsWith(key.prefix)).toBe(true);

      const before = (await (await browser(account, "GET", "/api/v1/keys")).json()) as Array<{
        id: string;
        lastUsedAt: string | null;
        secret?: string;
      }>;
      expect(before).toEqual([expect.objectContaining({ id: key.id, lastUsedAt: null })]);
      expect(before[0]).not.toHaveProperty("secret");

      // From a script: no cookie, no Origin
      const me = await withKey(key.secret, "GET", "/api/v1/me");
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: account.email, isPaid: true });
      const made = await withKey(key.secret, "POST", "/api/v1/signatures", { fullName: "Ada" });
      expect(made.status).toBe(201);
      const after = (await (await browser(account, "GET", "/api/v1/keys")).json()) as Array<{
        lastUsedAt: string | null;
      }>;
      expect(after[0]?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

      expect((await browser(account, "DELETE", `/api/v1/keys/${key.id}`)).status).toBe(204);
      const refused = await withKey(key.secret, "GET", "/api/v1/me");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toContain("Bearer");
      expect(await refused.json()).toMatchObject({ code: "invalid_api_key" });
      expect(await (await browser(account, "GET", "/api/v1/keys")).json()).toEqual([]);
      expect((await browser(account, "DELETE", `/api/v1/keys/${key.id}`)).status).toBe(404);
    });

    it("answers 401 for unknown and malformed keys, in the request's language", async () => {
      for (const header of [`Bearer psk_${"x".repeat(43)}`, "Bearer nope", "Basic abc", "Bearer"]) {
        const response = await fetch(`${server.url}/api/v1/signatures`, {
          headers: { authorization: header, "accept-language": "fr" },
        });
        expect(response.status, header).toBe(401);
        expect((await response.json()).detail).toMatch(/clé d’API/);
      }
    });

    it("keeps keys for Pro accounts, and refuses a key whose account lost Pro with 403", async () => {
      const free = await register("key-free");
      const refused = await browser(free, "POST", "/api/v1/keys", { label: "x" });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "pro_required" });

      const account = await register("key-refund");
      const sessionId = await buyPro(account);
      const { secret } = await (
        await browser(account, "POST", "/api/v1/keys", { label: "CI" })
      ).json();
      expect((await withKey(secret, "GET", "/api/v1/me")).status).toBe(200);
      await stripe.refund(sessionId);
      const lost = await withKey(secret, "GET", "/api/v1/me", undefined, {
        "accept-language": "en",
      });
      expect(lost.status).toBe(403);
      expect((await lost.json()).detail).toMatch(/no longer has the Pro plan/);
    });

    it("manages keys only from a signed-in browser, never with a key", async () => {
      const account = await register("key-mint");
      await buyPro(account);
      const { secret } = await (
        await browser(account, "POST", "/api/v1/keys", { label: "a" })
      ).json();
      expect((await withKey(secret, "POST", "/api/v1/keys", { label: "b" })).status).toBe(403);
      expect((await withKey(secret, "GET", "/api/v1/keys")).status).toBe(403);
      const invalid = await browser(account, "POST", "/api/v1/keys", { label: "" });
      expect(invalid.status).toBe(400);
    });

    it("refuses a key without a name, naming the field in problem+json, in both languages", async () => {
      const account = await register("key-nameless");
      await buyPro(account);
      for (const [language, message] of [
        ["en", "Give the key a name."],
        ["fr", "Donnez un nom à la clé."],
      ] as const) {
        for (const body of [{ label: "   " }, {}]) {
          const refused = await fetch(`${server.url}/api/v1/keys`, {
            method: "POST",
            headers: {
              cookie: account.cookie,
              origin: server.url,
              "content-type": "application/json",
              "accept-language": language,
            },
            body: JSON.stringify(body),
          });
          expect(refused.status).toBe(400);
          expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
          const problem = await refused.json();
          expect(problem.code).toBe("validation_failed");
          expect(problem.errors).toEqual([{ path: "label", code: expect.any(String), message }]);
        }
      }
    });

    it("limits the key's account, saying so in RateLimit headers, then 429 with Retry-After", async () => {
      const account = await register("key-limit");
      await buyPro(account);
      const { secret } = await (
        await browser(account, "POST", "/api/v1/keys", { label: "l" })
      ).json();
      const first = await withKey(secret, "GET", "/api/v1/signatures");
      expect(first.headers.get("ratelimit-policy")).toBe('"signature-api";q=5;w=60');
      expect(first.headers.get("ratelimit")).toMatch(/^"signature-api";r=4;t=\d+$/);
      let last = first;
      for (let n = 0; n < 5; n++) last = await withKey(secret, "GET", "/api/v1/signatures");
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last.headers.get("ratelimit")).toMatch(/^"signature-api";r=0;t=\d+$/);
      // the browser session of the same account shares the count (ADR 031)
      expect((await browser(account, "GET", "/api/v1/signatures")).status).toBe(429);
    });

    it("lets other sites call with a key (CORS without credentials), not with a cookie", async () => {
      const preflight = await fetch(`${server.url}/api/v1/signatures`, {
        method: "OPTIONS",
        headers: {
          origin: "https://intranet.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
      expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
      expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

      const account = await register("key-cors");
      await buyPro(account);
      const { secret } = await (
        await browser(account, "POST", "/api/v1/keys", { label: "c" })
      ).json();
      const cross = await withKey(
        secret,
        "POST",
        "/api/v1/signatures",
        { fullName: "Grace" },
        {
          origin: "https://intranet.example",
        },
      );
      expect(cross.status).toBe(201);
      expect(cross.headers.get("access-control-allow-origin")).toBe("*");
      expect(cross.headers.get("access-control-expose-headers")).toMatch(/RateLimit/);
      // the same call riding on the cookie from another site is refused
      const csrf = await fetch(`${server.url}/api/v1/signatures`, {
        method: "POST",
        headers: {
          cookie: account.cookie,
          origin: "https://intranet.example",
          "content-type": "application/json",
        },
        body: "{}",
      });
      expect(csrf.status).toBe(403);
    });

    it("serves a valid OpenAPI 3.1 document to any site", async () => {
      const response = await fetch(`${server.url}/api/openapi.json`, {
        headers: { origin: "https://elsewhere.example" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const document = await response.json();
      expect(document.servers).toEqual([{ url: server.url }]);
      const result = await new Validator().validate(document);
      expect(result.errors ?? []).toEqual([]);
    });
  });
}

describe("the contract check", () => {
  it("finds an answer that breaks the document (it can fail)", async () => {
    const wrong = new Response(JSON.stringify({ uid: 1 }), {
      headers: { "content-type": "application/json" },
    });
    expect(await contractViolations("GET", "http://x/api/v1/me", wrong)).not.toEqual([]);
    const undocumented = new Response("{}", {
      status: 418,
      headers: { "content-type": "application/json" },
    });
    expect(await contractViolations("GET", "http://x/api/v1/me", undocumented)).toEqual([
      "GET /api/v1/me → 418: status not documented",
    ]);
    const right = new Response(
      JSON.stringify({
        uid: "u",
        email: "a@b.c",
        emailVerified: true,
        isPaid: false,
        hasFreeTemplate: true,
      }),
      { headers: { "content-type": "application/json" } },
    );
    expect(await contractViolations("GET", "http://x/api/v1/me", right)).toEqual([]);
  });
});
