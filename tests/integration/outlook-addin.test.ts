import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZipEntries } from "../../app/.server/untrusted/zip-archive.ts";
import problemsEn from "../../app/i18n/messages/en/problems.ts";
import problemsFr from "../../app/i18n/messages/fr/problems.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import {
  type FakeMicrosoft,
  type FakeTenant,
  startFakeMicrosoft,
} from "../support/fake-microsoft.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";

// The Outlook add-in's server side (issue 23, docs/decisions/041-outlook-addin.md), on the real
// server and each engine, with Office SSO tokens from the local Entra ID: the signature for the
// member a token names, the short one on replies, and every refusal as problem+json in the
// language Outlook shows; the add-in's pages with their own policy; the package for the owner.

const CLIENT_ID = "4a1aa1d5-c567-49d0-ad0b-cd957a47f842";

for (const engine of ENGINES) {
  describe(`the Outlook add-in on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let microsoft: FakeMicrosoft;
    let tenant: FakeTenant;
    let other: FakeTenant;
    let owner: TestAccount;
    let stranger: TestAccount;
    let teamId: string;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      microsoft = await startFakeMicrosoft();
      [tenant, other] = await Promise.all([microsoft.addTenant(), microsoft.addTenant()]);
      server = await startServerOnItsPort({
        DATABASE_URL: database.url,
        MICROSOFT_LOGIN_URL: microsoft.url,
        NODE_EXTRA_CA_CERTS: microsoft.caFile,
      });
      [owner, stranger] = await Promise.all([
        registerAccount(server.url, server.url, "outlook-owner"),
        registerAccount(server.url, server.url, "outlook-stranger"),
      ]);
      await makePro(database.url, [owner.userId, stranger.userId]);
      const created = await post(owner, "/teams", { intent: "createTeam", name: "Contoso" });
      teamId = /\?id=([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")![1]!;
      for (const [fullName, email] of [
        ["Megan Bowen", "megan@contoso.example"],
        ["Nestor Wilke", "nestor@contoso.example"],
      ]) {
        const added = await act(owner, "addMember", {
          fullName: fullName!,
          email: email!,
          jobTitle: "Product manager",
          phone: "+1 425 555 0100",
          mobile: "",
          linkedin: "https://www.linkedin.com/in/someone",
          locale: "en",
        });
        expect(added.status).toBe(200);
      }
    });
    afterAll(async () => {
      await server?.stop();
      await microsoft?.close();
      await database?.drop();
    });

    function post(account: TestAccount, path: string, fields: Record<string, string>) {
      return fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: account.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
    }
    const act = (account: TestAccount, intent: string, fields: Record<string, string> = {}) =>
      post(account, `/teams/data?id=${teamId}`, { intent, ...fields });

    const token = (options: Partial<Parameters<FakeMicrosoft["issueUserToken"]>[0]> = {}) =>
      microsoft.issueUserToken({
        tenantId: tenant.tenantId,
        audience: CLIENT_ID,
        email: "megan@contoso.example",
        name: "Megan Bowen",
        ...options,
      });

    const signature = (value: string | null, compose = "new", language = "en") =>
      fetch(`${server.url}/api/outlook/signature?team=${teamId}&compose=${compose}`, {
        headers: {
          ...(value !== null && { authorization: `Bearer ${value}` }),
          "accept-language": language,
        },
      });

    it("answers nothing before the manager sets the add-in up", async () => {
      const response = await signature(token());
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        reason: "notSetUp",
        detail: problemsEn.outlook.notSetUp,
      });
    });

    it("gives the member their signature, the short one on replies, and counts them seen", async () => {
      const saved = await act(owner, "outlookSettings", {
        tenantId: tenant.tenantId.toUpperCase(),
        clientId: CLIENT_ID,
        reply: "short",
      });
      expect(saved.status).toBe(200);
      const full = await signature(token());
      expect(full.status).toBe(200);
      expect(full.headers.get("cache-control")).toBe("no-store");
      const body = (await full.json()) as { html: string; version: string };
      expect(body.version).toBe("full");
      expect(body.html).toContain("Megan Bowen");
      expect(body.html).toContain("linkedin.com/in/someone");
      const reply = (await (await signature(token(), "reply")).json()) as {
        html: string;
        version: string;
      };
      expect(reply.version).toBe("short");
      expect(reply.html).toContain("Megan Bowen");
      expect(reply.html).not.toContain("linkedin.com/in/someone");
      const page = await (
        await fetch(`${server.url}/teams?id=${teamId}&view=table`, {
          headers: { cookie: owner.cookie },
        })
      ).text();
      expect(page).toContain('data-testid="roster-outlook"');
    });

    it("refuses, in the member's language, a missing, forged, expired or foreign token and a stranger", async () => {
      const cases: Array<[string | null, number, string]> = [
        [null, 401, "noToken"],
        ["not-a-token", 401, "invalidToken"],
        [token({ forged: true }), 401, "invalidToken"],
        [token({ expiresInSeconds: -600 }), 401, "invalidToken"],
        [token({ audience: "11111111-2222-3333-4444-555555555555" }), 401, "invalidToken"],
        [token({ tenantId: other.tenantId }), 403, "wrongTenant"],
        [token({ email: "someone.else@contoso.example" }), 404, "notMember"],
      ];
      for (const [value, status, reason] of cases) {
        const response = await signature(value, "new", "fr-FR");
        expect(response.status, reason).toBe(status);
        expect(response.headers.get("content-type")).toContain("application/problem+json");
        const problem = (await response.json()) as { reason: string; detail: string };
        expect(problem.reason).toBe(reason);
        const expected = problemsFr.outlook[reason as keyof typeof problemsFr.outlook];
        expect(problem.detail).toBe(expected.replace("{{email}}", "someone.else@contoso.example"));
      }
    });

    it("serves the add-in's pages and script, framed by Office only", async () => {
      const page = await fetch(`${server.url}/outlook/taskpane.html?team=${teamId}`);
      expect(page.status).toBe(200);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors https://outlook.office.com");
      expect(csp).toContain("script-src 'self' https://appsforoffice.microsoft.com");
      expect(await page.text()).toContain(`/outlook/addin.js?team=${teamId}`);
      const script = await fetch(`${server.url}/outlook/addin.js?team=${teamId}`);
      expect(script.headers.get("content-type")).toContain("javascript");
      const text = await script.text();
      expect(text).toContain(teamId);
      expect(text).not.toContain("</script");
      // a hostile team parameter is dropped, not echoed
      const hostile = await (
        await fetch(
          `${server.url}/outlook/launch.html?team=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`,
        )
      ).text();
      expect(hostile).not.toContain("<script>alert");
    });

    it("gives the package to the team's owner only", async () => {
      const zip = await fetch(`${server.url}/api/teams/${teamId}/outlook.zip?lang=fr`, {
        headers: { cookie: owner.cookie },
      });
      expect(zip.status).toBe(200);
      expect(zip.headers.get("content-type")).toBe("application/zip");
      const entries = readZipEntries(new Uint8Array(await zip.arrayBuffer()), 10);
      expect(entries.map((entry) => entry.name)).toEqual([
        "manifest.json",
        "color.png",
        "outline.png",
      ]);
      const theirs = await fetch(`${server.url}/api/teams/${teamId}/outlook.zip`, {
        headers: { cookie: stranger.cookie },
      });
      expect(theirs.status).toBe(404);
      const anonymous = await fetch(`${server.url}/api/teams/${teamId}/outlook.zip`);
      expect(anonymous.status).toBe(401);
    });

    it("refuses settings that are not GUIDs, in the page's language", async () => {
      const response = await post(owner, `/fr/teams/data?id=${teamId}`, {
        intent: "outlookSettings",
        tenantId: "contoso.onmicrosoft.com",
        clientId: "nope",
        reply: "full",
      });
      expect(response.status).toBe(400);
      const { data } = (await response.json()) as { data: { errors: Record<string, string> } };
      expect(Object.keys(data.errors)).toEqual(expect.arrayContaining(["tenantId", "clientId"]));
    });
  });
}
