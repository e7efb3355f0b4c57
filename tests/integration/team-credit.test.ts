// The "Created with Paraph" line of a team's signatures (issue 20, ADR 029), on a real server
// over each engine: the team page switches it for the whole team, the switch follows the
// owner's plan, and a refunded owner's team carries the credit again (member pages and Gmail).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import teamsEn from "../../app/teams/messages/teams.en.ts";
import teamsFr from "../../app/teams/messages/teams.fr.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { type FakeGoogle, startFakeGoogle } from "../support/fake-google.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const CREDIT = "Created with Paraph";

for (const engine of ENGINES) {
  describe(`the credit line of a team on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let google: FakeGoogle;
    let db: Db;
    let owner: TestAccount;

    beforeAll(async () => {
      [database, google] = await Promise.all([createTestDatabase(engine), startFakeGoogle()]);
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GMAIL_API_URL: google.apiRootUrl,
        GMAIL_PUSH_RATE: "50",
      });
      db = connectDatabase(database.url);
      owner = await registerAccount(server.url, server.url, "credit-owner");
      await makePro(database.url, [owner.userId]);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await google?.close();
      await database?.drop();
    });

    const get = async (path: string, account?: TestAccount) => {
      const response = await fetch(`${server.url}${path}`, {
        redirect: "manual",
        headers: account ? { cookie: account.cookie } : {},
      });
      return { status: response.status, text: await response.text() };
    };
    const post = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, location: response.headers.get("location") };
    };
    /** The credit switch of the team page: present, and whether it is on. */
    const creditSwitch = (html: string) => {
      const input = /<input[^>]*name="creditEnabled"[^>]*>/.exec(html)?.[0] ?? null;
      return input === null ? null : { on: /\schecked=""/.test(input), input };
    };
    const cardsOf = (html: string) => html.split('data-testid="member-card"').slice(1);

    it("switches the credit of every signature from the team page, in both languages", {
      timeout: 60_000,
    }, async () => {
      const created = await post("/teams", { intent: "createTeam", name: "Credit Co" });
      expect(created.status).toBe(302);
      const teamId = /\?id=([0-9a-f-]{36})$/.exec(created.location ?? "")?.[1] ?? "";
      const act = (fields: Record<string, string>) => post(`/teams?id=${teamId}`, fields);
      const email = `ida.${Date.now().toString(36)}@credit.example`;
      google.users.add(email);
      expect(
        (await act({ intent: "addMember", fullName: "Ida Credit", email, locale: "en" })).status,
      ).toBe(200);
      const page = await get(`/teams?id=${teamId}`, owner);
      expect(creditSwitch(page.text)).toMatchObject({ on: true });
      const appName = (message: string) => message.replace("{{appName}}", "Paraph");
      expect(page.text).toContain(appName(teamsEn.design.credit));
      expect((await get(`/fr/teams?id=${teamId}`, owner)).text).toContain(
        appName(teamsFr.design.credit),
      );
      expect(cardsOf(page.text)[0]).toContain(CREDIT);
      const link = /data-link="([^"]+)"/.exec(page.text)?.[1] ?? "";
      const memberPath = new URL(link).pathname + new URL(link).search;
      expect((await get(memberPath)).text).toContain(CREDIT);

      // Off, from the team page: every card, the member's page and Gmail lose it.
      expect((await act({ intent: "credit" })).status).toBe(200);
      const off = await get(`/teams?id=${teamId}`, owner);
      expect(creditSwitch(off.text)).toMatchObject({ on: false });
      expect(cardsOf(off.text)[0]).not.toContain(CREDIT);
      expect((await get(memberPath)).text).not.toContain(CREDIT);
      const key = JSON.stringify(google.serviceAccountKey);
      expect((await act({ intent: "connectGoogle", key })).status).toBe(200);
      expect((await act({ intent: "startPush" })).status).toBe(200);
      await expect.poll(() => google.updates.get(email), { timeout: 15_000 }).toBe(1);
      expect(google.signatures.get(email)).toContain("Ida Credit");
      expect(google.signatures.get(email)).not.toContain(CREDIT);

      // On again, from the team page.
      expect((await act({ intent: "credit", creditEnabled: "on" })).status).toBe(200);
      const on = await get(`/teams?id=${teamId}`, owner);
      expect(creditSwitch(on.text)).toMatchObject({ on: true });
      expect(cardsOf(on.text)[0]).toContain(CREDIT);
    });

    it("puts the credit back on a refunded owner's team, and keeps the choice for when Pro returns", {
      timeout: 60_000,
    }, async () => {
      const created = await post("/teams", { intent: "createTeam", name: "Refund Co" });
      const teamId = /\?id=([0-9a-f-]{36})$/.exec(created.location ?? "")?.[1] ?? "";
      const email = `jo.${Date.now().toString(36)}@refund.example`;
      const added = await post(`/teams?id=${teamId}`, {
        intent: "addMember",
        fullName: "Jo Refund",
        email,
        locale: "en",
      });
      expect(added.status).toBe(200);
      const page = await get(`/teams?id=${teamId}`, owner);
      const designId = /href="\/app\?id=([0-9a-f-]{36})"/.exec(page.text)?.[1] ?? "";
      const link = new URL(/data-link="([^"]+)"/.exec(page.text)?.[1] ?? "");
      const memberPath = link.pathname + link.search;
      // off in the editor, as a Pro owner may
      const patched = await fetch(`${server.url}/api/v1/signatures/${designId}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin: server.url, cookie: owner.cookie },
        body: JSON.stringify({ creditEnabled: false }),
      });
      expect(patched.status).toBe(200);
      expect((await get(memberPath)).text).not.toContain(CREDIT);

      await sql`update "user" set "isPaid" = false where id = ${owner.userId}`.execute(db.kysely);
      try {
        expect((await get(memberPath)).text).toContain(CREDIT);
      } finally {
        await makePro(database.url, [owner.userId]);
      }
      expect((await get(memberPath)).text).not.toContain(CREDIT);
    });
  });
}
