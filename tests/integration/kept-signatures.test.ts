import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../../app/signature/schema.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { Browser, type Tab } from "../support/browser-tabs.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";

// Issue 20, fault 1: signing out must not delete what exists only in this browser. These run
// the browser's own storage and sync modules (tests/support/browser-tabs.ts) against the built
// server on a real database; the Playwright journey (tests/e2e/kept-signatures.spec.ts) shows
// the dialog.

for (const engine of ENGINES) {
  describe(`signatures that exist only in this browser, on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    const register = async (tab: Tab, label: string) => {
      const email = uniqueEmail(label);
      const response = await tab.browser.send("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: TEST_PASSWORD, acceptTerms: true }),
      });
      expect(response.status).toBe(201);
      await tab.load();
      return email;
    };
    const signIn = async (tab: Tab, email: string) => {
      const response = await tab.browser.send("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      await response.body?.cancel();
      await tab.load();
    };
    /** What the editor does at a signature's first valid change, then its cloud save. */
    const make = (tab: Tab, name: string) =>
      tab.run(async ({ signatures, sync, changes }) => {
        const created = signatures.createSignature({ ...DEFAULT_SIGNATURE_FIELDS, name });
        changes.signatureChanged(created.id);
        await sync.sendPendingChanges();
      });
    const names = (tab: Tab) =>
      tab.run(({ signatures }) =>
        signatures
          .listSignatures()
          .map((s) => s.name)
          .sort(),
      );
    const cloudNames = async (tab: Tab) => {
      const response = await tab.browser.send("/api/v1/signatures");
      expect(response.status).toBe(200);
      return ((await response.json()) as Array<{ name: string }>).map((s) => s.name).sort();
    };

    it("a Free account's 4th signature, refused by the cloud, survives sign-out and sign-in", async () => {
      const browser = await Browser.open(server.url);
      const tab = browser.openTab();
      await tab.load();
      const email = await register(tab, "kept-four");
      for (const name of ["One", "Two", "Three", "Four"]) await make(tab, name);
      expect(await cloudNames(tab)).toEqual(["One", "Three", "Two"]);

      const onlyHere = await tab.run(({ signOut }) => signOut.prepareSignOut());
      expect(onlyHere.map((s) => s.name)).toEqual(["Four"]);
      expect((await tab.signOut({ everywhere: false })).ok).toBe(true);
      await tab.load();
      expect(await names(tab)).toEqual(["Four"]);

      await signIn(tab, email);
      expect(await names(tab)).toEqual(["Four", "One", "Three", "Two"]);
      expect(await cloudNames(tab)).toEqual(["One", "Three", "Two"]);
    });

    it("a session that ended elsewhere keeps them too (the leftovers of an earlier sign-in)", async () => {
      const browser = await Browser.open(server.url);
      const tab = browser.openTab();
      await tab.load();
      const email = await register(tab, "kept-revoked");
      for (const name of ["One", "Two", "Three", "Four"]) await make(tab, name);
      // Signed out everywhere from another browser: this one's cookie now points at nothing.
      const elsewhere = await Browser.open(server.url);
      const other = elsewhere.openTab();
      await other.load();
      await signIn(other, email);
      const revoked = await elsewhere.send("/api/auth/revoke-sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(revoked.status).toBe(200);
      await tab.load();
      expect(await names(tab)).toEqual(["Four"]);
      await signIn(tab, email);
      expect(await names(tab)).toEqual(["Four", "One", "Three", "Two"]);
    });

    it("another account signing in on this browser neither gets them nor loses them", async () => {
      const browser = await Browser.open(server.url);
      const tab = browser.openTab();
      await tab.load();
      const first = await register(tab, "kept-first");
      for (const name of ["One", "Two", "Three", "Four"]) await make(tab, name);
      expect((await tab.signOut({ everywhere: false })).ok).toBe(true);
      await tab.load();

      await register(tab, "kept-second");
      expect(await cloudNames(tab)).toEqual([]);
      await make(tab, "Second's own");
      expect(await cloudNames(tab)).toEqual(["Second's own"]);
      expect(await names(tab)).toEqual(["Four", "Second's own"]);
      expect((await tab.signOut({ everywhere: false })).ok).toBe(true);
      await tab.load();

      await signIn(tab, first);
      expect(await cloudNames(tab)).toEqual(["One", "Three", "Two"]);
      expect(await names(tab)).toEqual(["Four", "One", "Three", "Two"]);
    });

    it("a sign-out in one tab: what the other tab still makes is kept for the account", async () => {
      const browser = await Browser.open(server.url);
      const one = browser.openTab();
      await one.load();
      const email = await register(one, "kept-tabs");
      const two = browser.openTab();
      await two.load();
      expect((await one.signOut({ everywhere: false })).ok).toBe(true);
      await one.load();
      await browser.eventsDelivered();
      // The second tab has not reloaded yet: it still shows the account.
      await make(two, "Typed in the other tab");
      await register(one, "kept-tabs-other");
      await make(two, "Typed later");
      expect(await cloudNames(one)).toEqual([]);
      expect((await one.signOut({ everywhere: false })).ok).toBe(true);
      await one.load();
      await signIn(one, email);
      expect(await cloudNames(one)).toEqual(["Typed in the other tab", "Typed later"]);
    });
  });
}
