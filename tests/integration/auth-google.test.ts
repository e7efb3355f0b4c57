import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, userTable } from "../support/auth-client.ts";
import type { CookieJar } from "../support/cookie-jar.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { startTestIssuer, type TestIssuer } from "../support/oidc-issuer.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Google sign-in end to end against a real OpenID Connect provider on loopback (ADR 006):
// the browser is played by fetch and a cookie jar that follows every redirect by hand.
for (const engine of ENGINES) {
  describe(`Google sign-in on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let issuer: TestIssuer;
    let server: RunningServer;
    let users: ReturnType<typeof userTable>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const port = await freePort();
      const appUrl = `http://localhost:${port}`;
      issuer = await startTestIssuer({
        clientId: "paraph-test",
        clientSecret: "test-secret",
        redirectUri: `${appUrl}/api/auth/callback/google`,
      });
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        // The app on "localhost", the issuer on "127.0.0.1": separate cookie hosts, as in production.
        PUBLIC_URL: appUrl,
        GOOGLE_CLIENT_ID: "paraph-test",
        GOOGLE_CLIENT_SECRET: "test-secret",
        GOOGLE_DISCOVERY_URL: issuer.discoveryUrl,
      });
      server.url = appUrl;
      users = userTable(database.url);
    });
    afterAll(async () => {
      await users?.close();
      await server?.stop();
      await issuer?.close();
      await database?.drop();
    });

    /** Follows redirects from `url` until one leaves for the app outside /api/auth; returns that URL. */
    async function followUntilApp(jar: CookieJar, url: string): Promise<URL> {
      let next = new URL(url);
      for (let hop = 0; hop < 15; hop++) {
        if (next.origin === server.url && !next.pathname.startsWith("/api/auth/")) return next;
        const response = await jar.fetch(next.toString());
        const location = response.headers.get("location");
        if (!location)
          throw new Error(`${next} answered ${response.status}: ${await response.text()}`);
        next = new URL(location, next);
      }
      throw new Error("too many redirects");
    }

    it("signs a new user in with a verified email, and never trusts a posted user object", async () => {
      const browser = authClient(server.url);
      browser.jar.set(server.url, "locale", "fr");
      const started = await browser.post("/api/auth/google", {
        callbackURL: "/fr/app",
        user: { uid: "forged", email: "forged@example.com", emailVerified: true },
      });
      expect(started.status).toBe(200);
      const { url } = (await started.json()) as { url: string };
      const authorize = new URL(url);
      expect(authorize.origin).toBe(issuer.issuer);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("nonce")).toBeTruthy();
      // the forged user got nothing: no session before the provider answers
      expect((await browser.get("/api/v1/me")).status).toBe(401);

      const landed = await followUntilApp(browser.jar, url);
      expect(landed.pathname).toBe("/fr/app");
      const me = await browser.get("/api/v1/me");
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({
        email: "google.user@example.com",
        emailVerified: true,
      });
      const row = await users.get("google.user@example.com");
      expect(row).toMatchObject({ emailVerified: true, isAuthenticated: true, locale: "fr" });
      expect(row.lastLogin).toBeInstanceOf(Date);
      await expect(users.get("forged@example.com")).rejects.toThrow();
    });

    it("sends a forged callback to the login page with an error, without a session", async () => {
      const browser = authClient(server.url);
      const response = await browser.get("/api/auth/callback/google?code=forged&state=forged");
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", server.url);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("error")).toBeTruthy();
      expect((await browser.get("/api/v1/me")).status).toBe(401);
    });
  });
}
