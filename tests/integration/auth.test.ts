import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail, userTable } from "../support/auth-client.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";

const PASSWORD = "correct-horse-1";

for (const engine of ENGINES) {
  describe(`accounts on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let server: RunningServer;
    let users: ReturnType<typeof userTable>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      smtp = await startSmtpSink();
      // PUBLIC_URL must be the real address: Better Auth checks Origin against it.
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      users = userTable(database.url);
    });
    afterAll(async () => {
      await users?.close();
      await server?.stop();
      await smtp?.close();
      await database?.drop();
    });

    const client = () => authClient(server.url);
    async function register(
      email: string,
      options: { locale?: "en" | "fr"; password?: string } = {},
    ) {
      const browser = client();
      const response = await browser.post("/api/auth/register", {
        email,
        password: options.password ?? PASSWORD,
        acceptTerms: true,
        locale: options.locale,
      });
      expect(response.status).toBe(201);
      return browser;
    }
    const mailLink = (text: string, pattern: RegExp) => {
      const url = text.match(pattern)?.[0];
      if (!url) throw new Error(`no link matching ${pattern} in:\n${text}`);
      return url;
    };

    it("registers, mails a verification link through SMTP, and the link verifies the address", async () => {
      const email = uniqueEmail("verify");
      const browser = client();
      const response = await browser.post("/api/auth/register", {
        email,
        password: PASSWORD,
        acceptTerms: true,
        locale: "fr",
      });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({ uid: expect.any(String), email, emailVerified: false });

      const mail = await smtp.waitFor(email);
      expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Paraph");
      expect(mail.text).toContain("Bonjour");
      expect(mail.raw).toContain("Content-Type: text/html");
      const link = mailLink(mail.text, /http\S+\/api\/auth\/verify-email\?\S+/);
      expect(new URL(link).searchParams.get("callbackURL")).toBe("/fr/account");

      const verified = await fetch(link, { redirect: "manual" });
      expect(verified.status).toBe(302);
      expect(verified.headers.get("location")).toMatch(/\/fr\/account$/);
      const me = await browser.get("/api/v1/me");
      expect(await me.json()).toEqual({
        uid: body.uid,
        email,
        emailVerified: true,
        isPaid: false,
        hasFreeTemplate: true,
      });
      const row = await users.get(email);
      expect(row).toMatchObject({
        emailVerified: true,
        locale: "fr",
        isPaid: false,
        hasFreeTemplate: true,
      });
    });

    it("logs in with {uid, email, emailVerified}; rememberMe picks a session or persistent cookie", async () => {
      const email = uniqueEmail("login");
      await register(email);
      const sessionOnly = await client().post("/api/auth/login", {
        email,
        password: PASSWORD,
        rememberMe: false,
      });
      expect(sessionOnly.status).toBe(200);
      expect(await sessionOnly.json()).toEqual({
        uid: expect.any(String),
        email,
        emailVerified: false,
      });
      const sessionCookie = sessionOnly.headers
        .getSetCookie()
        .find((c) => c.startsWith("better-auth.session_token="));
      expect(sessionCookie).toMatch(/HttpOnly/);
      expect(sessionCookie).toMatch(/SameSite=Lax/);
      expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);

      const remembered = await client().post("/api/auth/login", {
        email,
        password: PASSWORD,
        rememberMe: true,
      });
      expect(remembered.status).toBe(200);
      const persistent = remembered.headers
        .getSetCookie()
        .find((c) => c.startsWith("better-auth.session_token="));
      expect(persistent).toMatch(/Max-Age=\d+/);

      const row = await users.get(email);
      expect(row.isAuthenticated).toBe(true);
      expect(row.lastLogin).toBeInstanceOf(Date);
    });

    it("answers a wrong password and an unknown email alike, in English and French", async () => {
      const email = uniqueEmail("wrong");
      await register(email);
      for (const [language, message] of [
        ["en", "Invalid email or password"],
        ["fr", "E-mail ou mot de passe incorrect"],
      ] as const) {
        for (const attempt of [
          { email, password: "not-the-password" },
          { email: uniqueEmail("nobody"), password: PASSWORD },
        ]) {
          const response = await client().post("/api/auth/login", attempt, {
            "accept-language": language,
          });
          expect(response.status).toBe(401);
          expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
          expect(response.headers.getSetCookie()).toEqual([]);
          expect(await response.json()).toMatchObject({
            status: 401,
            code: "unauthorized",
            detail: message,
          });
        }
      }
    });

    it("resets a forgotten password by the mailed link, in the user's locale", async () => {
      const email = uniqueEmail("reset");
      await register(email, { locale: "fr" });
      const requested = await client().post("/api/auth/request-password-reset", { email });
      expect(requested.status).toBe(200);
      const mail = await smtp.waitFor(email, (m) => m.text.includes("reset-password"));
      expect(mail.subject).toBe("Réinitialisez votre mot de passe Paraph");
      const link = mailLink(mail.text, /http\S+\/reset-password\?token=\S+/);
      expect(new URL(link).pathname).toBe("/fr/reset-password");
      const token = new URL(link).searchParams.get("token");

      const reset = await client().post("/api/auth/reset-password", {
        token,
        newPassword: "brand-new-pass",
      });
      expect(reset.status).toBe(200);
      expect(
        (await client().post("/api/auth/login", { email, password: "brand-new-pass" })).status,
      ).toBe(200);
      expect((await client().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(
        401,
      );
      const again = await client().post("/api/auth/reset-password", {
        token,
        newPassword: "another-pass-1",
      });
      expect(again.status).toBe(400);
    });

    it("changes the password only with the current one", async () => {
      const email = uniqueEmail("change");
      const browser = await register(email);
      const wrong = await browser.post("/api/auth/change-password", {
        currentPassword: "not-the-password",
        newPassword: "changed-pass-1",
      });
      expect(wrong.status).toBe(400);
      const right = await browser.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: "changed-pass-1",
      });
      expect(right.status).toBe(200);
      expect(
        (await client().post("/api/auth/login", { email, password: "changed-pass-1" })).status,
      ).toBe(200);
      expect((await client().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(
        401,
      );
    });

    it("signs out (lastLogout, isAuthenticated false) and revokes every session", async () => {
      const email = uniqueEmail("signout");
      const laptop = await register(email);
      expect((await laptop.post("/api/auth/sign-out", {})).status).toBe(200);
      let row = await users.get(email);
      expect(row.isAuthenticated).toBe(false);
      expect(row.lastLogout).toBeInstanceOf(Date);
      expect((await laptop.get("/api/v1/me")).status).toBe(401);

      const phone = client();
      const desktop = client();
      await phone.post("/api/auth/login", { email, password: PASSWORD, rememberMe: true });
      await desktop.post("/api/auth/login", { email, password: PASSWORD, rememberMe: true });
      expect((await users.get(email)).isAuthenticated).toBe(true);
      expect((await phone.post("/api/auth/revoke-sessions", {})).status).toBe(200);
      expect((await phone.get("/api/v1/me")).status).toBe(401);
      expect((await desktop.get("/api/v1/me")).status).toBe(401);
      row = await users.get(email);
      expect(row.isAuthenticated).toBe(false);
    });

    it("answers /api/v1/me with 401 problem+json when signed out, in the request's locale", async () => {
      for (const [language, detail] of [
        ["en", "No authenticated user"],
        ["fr", "Aucun utilisateur connecté"],
      ] as const) {
        const response = await client().get("/api/v1/me", { "accept-language": language });
        expect(response.status).toBe(401);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(await response.json()).toMatchObject({ code: "unauthorized", detail });
      }
    });

    it("validates registrations with specific messages and keeps existing emails", async () => {
      const register400 = async (body: unknown, detail: RegExp) => {
        const response = await client().post("/api/auth/register", body);
        expect(response.status).toBe(400);
        expect((await response.json()).detail).toMatch(detail);
      };
      const email = uniqueEmail("rules");
      await register400({ email, password: PASSWORD, acceptTerms: false }, /terms of use/);
      await register400({ email, password: PASSWORD }, /terms of use/);
      await register400(
        { email: "no-at-sign.example.com", password: PASSWORD, acceptTerms: true },
        /valid email/,
      );
      await register400({ email, password: "short", acceptTerms: true }, /at least 8 characters/);
      await register400({ email, password: 12345678, acceptTerms: true }, /invalid/i);

      await register(email);
      const duplicate = await client().post(
        "/api/auth/register",
        { email, password: "another-pass-1", acceptTerms: true },
        { "accept-language": "fr" },
      );
      expect(duplicate.status).toBe(409);
      expect((await duplicate.json()).detail).toMatch(/ne peut pas servir à créer un compte/);
      // only the thin route creates accounts (it enforces the terms)
      const direct = await client().post("/api/auth/sign-up/email", {
        email: uniqueEmail("direct"),
        password: PASSWORD,
        name: "",
      });
      expect(direct.status).toBe(404);
    });

    it("refuses cross-origin posts with 403 problem+json", async () => {
      for (const path of ["/api/auth/login", "/api/auth/sign-in/email", "/api/auth/sign-out"]) {
        const response = await client().post(
          path,
          { email: "a@example.com", password: PASSWORD },
          {
            origin: "https://evil.example",
          },
        );
        expect(response.status, path).toBe(403);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      }
      // Better Auth's own check: a cookie-carrying POST must name a trusted origin
      const email = uniqueEmail("csrf");
      const browser = await register(email);
      const noOrigin = await browser.jar.fetch(`${server.url}/api/auth/revoke-sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(noOrigin.status).toBe(403);
      expect((await browser.get("/api/v1/me")).status).toBe(200);
    });

    it("answers malformed, mistyped and oversized bodies with problem+json", async () => {
      for (const path of ["/api/auth/login", "/api/auth/register"]) {
        const malformed = await client().post(path, "{not json");
        expect(malformed.status, path).toBe(400);
        expect((await malformed.json()).code).toBe("bad_request");
        const mistyped = await client().post(path, { email: ["a"], password: { x: 1 } });
        expect(mistyped.status, path).toBe(400);
        expect((await mistyped.json()).code).toBe("validation_failed");
      }
      const huge = JSON.stringify({ email: "a@example.com", password: "x".repeat(1_100_000) });
      for (const path of ["/api/auth/login", "/api/auth/register", "/api/auth/change-password"]) {
        const response = await client().post(path, huge);
        expect(response.status, path).toBe(413);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      }
    });

    it("says Google is not configured with a 404 problem", async () => {
      const response = await client().post("/api/auth/google", {}, { "accept-language": "fr" });
      expect(response.status).toBe(404);
      expect((await response.json()).detail).toBe(
        "La connexion avec Google n'est pas disponible sur ce site.",
      );
    });

    it("never writes a password into the server logs", async () => {
      const secret = `Pw-never-logged-${Date.now()}`;
      const email = uniqueEmail("logs");
      const browser = await register(email, { password: secret });
      await client().post("/api/auth/login", { email, password: `${secret}-wrong` });
      await client().post("/api/auth/login", { email, password: secret });
      await browser.post("/api/auth/change-password", {
        currentPassword: `${secret}-x`,
        newPassword: `${secret}-2`,
      });
      await client().post("/api/auth/register", { email, password: secret, acceptTerms: true });
      expect(server.logs()).toContain('"path":"/api/auth/login"');
      expect(server.logs()).not.toContain(secret);
    });
  });
}
