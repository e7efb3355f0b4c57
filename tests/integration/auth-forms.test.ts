import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";

// The sign-up, sign-in and reset pages post plain forms to their actions (no script needed,
// app/accounts/.server/auth-forms.ts): what a browser without JavaScript gets, page by page.

const PASSWORD = "correct-horse-1";

for (const engine of ENGINES) {
  describe(`account forms without JavaScript on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let server: RunningServer;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      smtp = await startSmtpSink();
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await database?.drop();
    });

    /** A form posted as a browser posts it: same origin, cookies, no redirect followed. */
    const post = (
      pathname: string,
      fields: Record<string, string>,
      { cookie = "", origin = server.url }: { cookie?: string; origin?: string } = {},
    ) =>
      fetch(`${server.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });
    const sessionCookie = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");

    async function signUp(email: string, prefix = "") {
      const response = await post(`${prefix}/signup`, {
        intent: "signup",
        email,
        password: PASSWORD,
        acceptTerms: "on",
      });
      expect(response.status).toBe(302);
      return response;
    }

    it("signs up: signed in at once, on the account page of the form's language", async () => {
      const response = await signUp(uniqueEmail("form-signup"), "/fr");
      expect(response.headers.get("location")).toBe("/fr/account");
      const cookie = sessionCookie(response);
      expect(cookie).toMatch(/session_token=/);
      const account = await fetch(`${server.url}/fr/account`, { headers: { cookie } });
      expect(account.status).toBe(200);
    });

    it("says what is wrong with each field, in the page's language, and keeps the address", async () => {
      const response = await post("/fr/signup", {
        intent: "signup",
        email: "<b>not-an-address",
        password: "short",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Saisissez une adresse e-mail valide");
      expect(html).toContain("au moins 8 caractères");
      expect(html).toContain("Acceptez les conditions d’utilisation");
      // what was typed comes back escaped, and the password never does
      expect(html).toContain('value="&lt;b&gt;not-an-address"');
      expect(html).not.toContain('value="short"');
      expect(html).not.toContain("<b>not-an-address");
    });

    it("signs in to a safe `next`, never to another site", async () => {
      const email = uniqueEmail("form-login");
      await signUp(email);
      const login = (next: string) =>
        post(`/login?next=${encodeURIComponent(next)}`, {
          intent: "login",
          email,
          password: PASSWORD,
        });
      const safe = await login("/my-signatures");
      expect(safe.status).toBe(302);
      expect(safe.headers.get("location")).toBe("/my-signatures");
      expect(sessionCookie(safe)).toMatch(/session_token=/);
      for (const hostile of [
        "//evil.example/",
        "https://evil.example/",
        "/\\evil.example",
        "/\r\nx: y",
      ]) {
        const answer = await login(hostile);
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/account");
      }
    });

    it("refuses a wrong password with the API's status and message, the password not echoed", async () => {
      const email = uniqueEmail("form-wrong");
      await signUp(email);
      const response = await post("/fr/login", {
        intent: "login",
        email,
        password: "not the password",
      });
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      // it shows the typed address: kept by no cache
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("E-mail ou mot de passe incorrect");
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain("not the password");
    });

    it("refuses a form from another site, and a body past its cap", async () => {
      const foreign = await post(
        "/login",
        { intent: "login", email: uniqueEmail("csrf"), password: PASSWORD },
        { origin: "https://evil.example" },
      );
      expect(foreign.status).toBe(403);
      const huge = await post("/login", { intent: "login", email: "a".repeat(40_000) });
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("What you sent is too long to be read.");
      // said on the page whose form it was
      const hugeSignup = await post("/fr/signup", { intent: "signup", email: "a".repeat(40_000) });
      expect(hugeSignup.status).toBe(413);
      expect(await hugeSignup.text()).toContain(
        "Ce que vous avez envoyé est trop long pour être lu.",
      );
      // an intent the page does not know is its own form's
      const odd = await post("/login", { intent: "__proto__", email: "", password: "" });
      expect(odd.status).toBe(400);
    });

    it("mails a reset link from ?forgot, and the link's form sets the new password", async () => {
      const email = uniqueEmail("form-reset");
      await signUp(email);
      const asked = await post("/fr/login?forgot", { intent: "forgot", email });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain("un lien pour choisir un nouveau mot de passe");
      const mail = await smtp.waitFor(email, (m) => m.text.includes("reset-password"));
      const link = new URL(mail.text.match(/http\S+\/reset-password\?token=\S+/)?.[0] ?? "");
      expect(link.pathname).toBe("/fr/reset-password");

      const mismatch = await post(`${link.pathname}${link.search}`, {
        intent: "reset",
        newPassword: "second password",
        confirmPassword: "another one",
      });
      expect(mismatch.status).toBe(400);
      const reset = await post(`${link.pathname}${link.search}`, {
        intent: "reset",
        newPassword: "second password",
        confirmPassword: "second password",
      });
      expect(reset.status).toBe(200);
      expect(await reset.text()).toContain("Votre mot de passe a été changé");
      const again = await post(`${link.pathname}${link.search}`, {
        intent: "reset",
        newPassword: "third password",
        confirmPassword: "third password",
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("Ce lien a expiré ou a déjà servi");

      const login = await post("/login", {
        intent: "login",
        email,
        password: "second password",
      });
      expect(login.status).toBe(302);
    });
  });
}
