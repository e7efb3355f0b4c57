import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";
import { until } from "../support/wait.ts";

// The account page posts plain forms to its action (app/accounts/.server/account-forms.ts,
// app/api-keys/.server/key-forms.ts): what a browser without JavaScript gets, form by form,
// through the same API calls, guards and messages as the JSON API.

for (const engine of ENGINES) {
  describe(`the account page's forms on ${engine}`, onEngine(engine), () => {
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

    const account = (label: string) => registerAccount(server.url, server.url, label);
    /** The account page's form posted as a browser posts it: same origin, its cookie. */
    const post = (
      who: TestAccount | null,
      fields: Record<string, string>,
      { pathname = "/account", origin = server.url }: { pathname?: string; origin?: string } = {},
    ) =>
      fetch(`${server.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          ...(who ? { cookie: who.cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });
    const page = (who: TestAccount, pathname = "/account") =>
      fetch(`${server.url}${pathname}`, { headers: { cookie: who.cookie }, redirect: "manual" });
    const signedIn = async (cookie: string) => {
      const response = await fetch(`${server.url}/api/v1/me`, { headers: { cookie } });
      await response.body?.cancel();
      return response.status === 200;
    };

    it("ships no framework: the islands' script only, and the user for its sign-in merge", async () => {
      const who = await account("page-shape");
      const html = await (await page(who)).text();
      expect(html).not.toMatch(/modulepreload|__reactRouterContext/);
      expect(html).toContain("data-account-page=");
      expect(html).toContain(who.userId);
    });

    it("creates an API key and shows its secret once, on the page the form is redirected to; revokes it", async () => {
      const who = await account("page-keys");
      await makePro(database.url, [who.userId]);
      const created = await post(
        who,
        { intent: "createKey", label: "CI <build>" },
        { pathname: "/fr/account" },
      );
      // POST → redirect → GET: reloading the page that shows the secret sends no form again
      expect(created.status).toBe(302);
      expect(created.headers.get("location")).toBe("/fr/account");
      const handover = created.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("new-api-key="));
      expect(handover).toMatch(/; HttpOnly; SameSite=Strict$/);
      const handoverPair = handover!.split(";")[0]!;
      // sealed: the secret is not readable in the cookie
      expect(handoverPair).not.toMatch(/psk_/);
      const withHandover = { ...who, cookie: `${who.cookie}; ${handoverPair}` };

      const shown = await page(withHandover, "/fr/account");
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toMatch(/no-store/);
      // the handover is cleared by the page that shows it
      expect(shown.headers.getSetCookie()).toContainEqual(
        expect.stringMatching(/^new-api-key=; .*Max-Age=0/),
      );
      const html = await shown.text();
      const secret = /data-testid="api-key-secret"[^>]*>([^<]+)</.exec(html)?.[1];
      expect(secret).toMatch(/^psk_/);
      // the label is text, never markup
      expect(html).toContain("CI &lt;build&gt;");
      const withKey = await fetch(`${server.url}/api/v1/signatures`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(withKey.status).toBe(200);
      await withKey.body?.cancel();
      // the page shows it no more, and one key was made
      expect(await (await page(who, "/fr/account")).text()).not.toContain(secret);
      const listed = (await (
        await fetch(`${server.url}/api/v1/keys`, { headers: { cookie: who.cookie } })
      ).json()) as unknown[];
      expect(listed).toHaveLength(1);

      // another account signed in on the same browser does not see it
      const other = await account("page-keys-other");
      await makePro(database.url, [other.userId]);
      const elsewhere = await page({ ...other, cookie: `${other.cookie}; ${handoverPair}` });
      expect(await elsewhere.text()).not.toContain(secret);
      // nor does a handover that was tampered with open
      const forged = await page({
        ...who,
        cookie: `${who.cookie}; ${handoverPair.slice(0, -4)}AAAA`,
      });
      expect(forged.status).toBe(200);
      expect(await forged.text()).not.toContain('data-testid="api-key-secret"');

      const keys = (await (
        await fetch(`${server.url}/api/v1/keys`, { headers: { cookie: who.cookie } })
      ).json()) as { id: string }[];
      const revoked = await post(who, {
        intent: "revokeKey",
        id: keys[0]!.id,
        label: "CI <build>",
      });
      expect(revoked.status).toBe(200);
      expect(await revoked.text()).toContain("The key “CI &lt;build&gt;” is revoked");
      const afterRevoke = await fetch(`${server.url}/api/v1/signatures`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(afterRevoke.status).toBe(401);
      await afterRevoke.body?.cancel();
    });

    it("a Free account's key is refused with the API's message, in the page's language", async () => {
      const who = await account("page-keys-free");
      const refused = await post(
        who,
        { intent: "createKey", label: "x" },
        { pathname: "/fr/account" },
      );
      expect(refused.status).toBe(403);
      expect(await refused.text()).toMatch(/role="alert"[^>]*>[^<]*Pro/);
    });

    it("changes the password: the wrong one is said, the new one signs in, other browsers are out", async () => {
      const who = await account("page-password");
      const elsewhere = await registerAccountSession(who.email);
      const wrong = await post(who, {
        intent: "changePassword",
        currentPassword: "not-my-password",
        newPassword: "a-new-password-2",
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Your current password is incorrect.");
      const short = await post(who, {
        intent: "changePassword",
        currentPassword: TEST_PASSWORD,
        newPassword: "short",
      });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain("at least 8 characters");

      const changed = await post(who, {
        intent: "changePassword",
        currentPassword: TEST_PASSWORD,
        newPassword: "a-new-password-2",
      });
      // every session was replaced: the page is asked again with the new one, and says so
      expect(changed.status).toBe(302);
      expect(changed.headers.get("location")).toBe("/account?passwordChanged#account-password");
      const newCookie = changed.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      expect(newCookie).toMatch(/session_token=/);
      const after = await page({ ...who, cookie: newCookie }, "/account?passwordChanged");
      expect(await after.text()).toContain("Your password has been changed.");
      expect(await signedIn(newCookie)).toBe(true);
      expect(await signedIn(elsewhere)).toBe(false);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: who.email, password: "a-new-password-2" }),
      });
      expect(login.status).toBe(200);
      await login.body?.cancel();
    });

    it("mails a reset link and the verification link again, and says so", async () => {
      const who = await account("page-mails");
      const reset = await post(who, { intent: "sendReset" }, { pathname: "/fr/account" });
      expect(reset.status).toBe(200);
      expect(await reset.text()).toContain(who.email);
      const resetMail = await smtp.waitFor(who.email, (mail) => /reset-password/.test(mail.text));
      expect(resetMail.text).toContain("/fr/reset-password");
      const verifications = () =>
        smtp.mails.filter((mail) => mail.to.includes(who.email) && /verify-email/.test(mail.text))
          .length;
      await until(() => verifications() === 1, "the sign-up's verification mail");
      const verify = await post(who, { intent: "resendVerification" });
      expect(verify.status).toBe(200);
      expect(await verify.text()).toContain(`We sent a verification link to ${who.email}.`);
      await until(() => verifications() === 2, "the verification mail sent again");
    });

    it("signs out of this browser: to the sign-in page, the session gone, this browser told to keep what is only here", async () => {
      const who = await account("page-sign-out");
      const response = await post(who, { intent: "signOut", everywhere: "0", keep: "1" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?signedOut");
      const cookies = response.headers.getSetCookie();
      expect(cookies.some((line) => /session_token=;/.test(line) || /Max-Age=0/i.test(line))).toBe(
        true,
      );
      expect(cookies.some((line) => line.startsWith("set-aside=keep;"))).toBe(true);
      expect(await signedIn(who.cookie)).toBe(false);
    });

    it("signs out of every browser; downloaded signatures are forgotten here", async () => {
      const who = await account("page-sign-out-all");
      const elsewhere = await registerAccountSession(who.email);
      const response = await post(
        who,
        { intent: "signOut", everywhere: "1", keep: "0" },
        { pathname: "/fr/account" },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/fr/login?signedOut");
      expect(
        response.headers.getSetCookie().some((line) => line.startsWith("set-aside=forget;")),
      ).toBe(true);
      expect(await signedIn(who.cookie)).toBe(false);
      expect(await signedIn(elsewhere)).toBe(false);
    });

    it("deletes the account only with its address and password typed again", async () => {
      const who = await account("page-delete");
      const mismatch = await post(who, {
        intent: "deleteAccount",
        confirmEmail: "someone-else@example.com",
        password: TEST_PASSWORD,
      });
      expect(mismatch.status).toBe(400);
      const mismatchPage = await mismatch.text();
      expect(mismatchPage).toContain(`Type ${who.email} exactly.`);
      expect(mismatchPage).toContain('value="someone-else@example.com"');
      const wrong = await post(who, {
        intent: "deleteAccount",
        confirmEmail: who.email.toUpperCase(),
        password: "not-my-password",
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Your current password is incorrect.");
      expect(await signedIn(who.cookie)).toBe(true);

      const deleted = await post(who, {
        intent: "deleteAccount",
        confirmEmail: ` ${who.email.toUpperCase()} `,
        password: TEST_PASSWORD,
      });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("location")).toBe("/login?deleted");
      expect(
        deleted.headers.getSetCookie().some((line) => line.startsWith("set-aside=forget;")),
      ).toBe(true);
      expect(await signedIn(who.cookie)).toBe(false);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: who.email, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(401);
      await login.body?.cancel();
    });

    it("signed out, a form goes to the sign-in page; from another site, it is refused", async () => {
      const anonymous = await post(null, { intent: "signOut", everywhere: "1" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/login\?next=/);
      const who = await account("page-cross-site");
      const crossSite = await post(
        who,
        { intent: "deleteAccount", confirmEmail: who.email, password: TEST_PASSWORD },
        { origin: "https://evil.example" },
      );
      expect(crossSite.status).toBe(403);
      await crossSite.body?.cancel();
      expect(await signedIn(who.cookie)).toBe(true);
    });

    it("a form past its cap is refused with 413, and the account stays", async () => {
      const who = await account("page-cap");
      const response = await post(who, { intent: "createKey", label: "x".repeat(20_000) });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain("What you sent is too long to be read.");
      expect(await signedIn(who.cookie)).toBe(true);
    });

    /** Another browser's session of the same account. */
    async function registerAccountSession(email: string): Promise<string> {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      await response.body?.cancel();
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }
  });
}
