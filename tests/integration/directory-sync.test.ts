import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import directoryEn from "../../app/teams/messages/directory.en.ts";
import directoryFr from "../../app/teams/messages/directory.fr.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { type FakeGoogle, solidPng, startFakeGoogle } from "../support/fake-google.ts";
import {
  type FakeMicrosoft,
  type FakeTenant,
  startFakeMicrosoft,
} from "../support/fake-microsoft.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";
import { until } from "../support/wait.ts";

// Directory sync end to end (issue 23, docs/decisions/040-directory-sync.md): the real server
// on each engine, its directories the local Google (Admin SDK) and the local Microsoft (Entra's
// token endpoint, Graph; HTTPS, trusted through NODE_EXTRA_CA_CERTS), driven as the team page
// drives it, checked through the pages in both languages and the database.

for (const engine of ENGINES) {
  describe(`directory sync on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let db: Db;
    let google: FakeGoogle;
    let microsoft: FakeMicrosoft;
    let tenant: FakeTenant;
    let owner: TestAccount;
    let other: TestAccount;
    let free: TestAccount;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      [google, microsoft] = await Promise.all([startFakeGoogle(), startFakeMicrosoft()]);
      tenant = await microsoft.addTenant({ domain: "contoso.example" });
      server = await startServerOnItsPort({
        DATABASE_URL: database.url,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_ADMIN_API_URL: google.apiRootUrl,
        GMAIL_API_URL: google.apiRootUrl,
        MICROSOFT_LOGIN_URL: microsoft.url,
        MICROSOFT_GRAPH_URL: microsoft.graphUrl,
        NODE_EXTRA_CA_CERTS: microsoft.caFile,
        DIRECTORY_SYNC_RATE: "200",
      });
      db = connectDatabase(database.url);
      [owner, other, free] = (await Promise.all(
        ["directory-owner", "directory-other", "directory-free"].map((label) =>
          registerAccount(server.url, server.url, label),
        ),
      )) as [TestAccount, TestAccount, TestAccount];
      await makePro(database.url, [owner.userId, other.userId]);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await Promise.all([google?.close(), microsoft?.close()]);
      await database?.drop();
    });

    const post = (account: TestAccount, path: string, fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: account.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });

    const act = async (
      account: TestAccount,
      teamId: string,
      intent: string,
      fields: Record<string, string> = {},
    ) => {
      const response = await post(account, `/teams/data?id=${teamId}`, { intent, ...fields });
      // /teams/data answers the action's data under `data`
      const body = (await response.json()) as { data?: Record<string, unknown> };
      return { status: response.status, body: body.data ?? {} };
    };

    const page = async (account: TestAccount, teamId: string, prefix = "") =>
      (
        await fetch(`${server.url}${prefix}/teams?id=${teamId}`, {
          headers: { cookie: account.cookie },
        })
      ).text();

    async function createTeam(account: TestAccount, name: string): Promise<string> {
      const response = await post(account, "/teams", { intent: "createTeam", name });
      const id = /\?id=([0-9a-f-]{36})$/.exec(response.headers.get("location") ?? "")?.[1];
      if (!id) throw new Error(`no team: ${response.status}`);
      return id;
    }

    async function settled(teamId: string) {
      await until(async () => {
        const row = await db.kysely
          .selectFrom("team_directory")
          .select("status")
          .where("team_id", "=", teamId)
          .executeTakeFirst();
        return row !== undefined && row.status !== "previewing" && row.status !== "syncing";
      }, "the directory's run ends");
      return db.kysely
        .selectFrom("team_directory")
        .selectAll()
        .where("team_id", "=", teamId)
        .executeTakeFirstOrThrow();
    }

    const membersOf = async (teamId: string) =>
      (
        await db.kysely
          .selectFrom("team_member")
          .select(["email", "fields", "locale", "directory_id"])
          .where("team_id", "=", teamId)
          .orderBy("email")
          .execute()
      ).map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }));

    const entraFields = (app: { clientId: string; secret?: string }, extra = {}) => ({
      provider: "entra",
      tenantId: tenant.tenantId,
      clientId: app.clientId,
      credential: "secret",
      secret: app.secret ?? "",
      groupId: "",
      filter: "",
      ...extra,
    });

    it("Entra with a client secret: preview, apply, a change arrives, a 429 is waited out", async () => {
      const app = await microsoft.addApp(tenant.tenantId, {
        secret: "s3cr3t-value~0123456789",
        grantUserReadAll: true,
      });
      microsoft.addUser(tenant.tenantId, {
        displayName: "Ada Lovelace",
        mail: `ada.${engine}@contoso.example`,
        jobTitle: "Analyst",
        businessPhone: "+44 20 7946 0000",
        preferredLanguage: "fr-FR",
        photo: { bytes: solidPng(48, 48, [20, 90, 200]), mimeType: "image/png" },
      });
      microsoft.addUser(tenant.tenantId, {
        displayName: "Disabled Person",
        mail: `gone.${engine}@contoso.example`,
        accountEnabled: false,
      });
      const teamId = await createTeam(owner, "Contoso");
      const connected = await act(owner, teamId, "connectDirectory", entraFields(app));
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      const previewed = await settled(teamId);
      expect(previewed.status).toBe("idle");
      expect(JSON.parse(previewed.preview!).counts).toMatchObject({ added: 1, removed: 0 });
      // the preview, in both languages; never the secret
      const english = await page(owner, teamId);
      expect(english).toContain(directoryEn.preview.heading);
      expect(english).toContain(`ada.${engine}@contoso.example`);
      expect(english).not.toContain(app.secret!);
      const french = await page(owner, teamId, "/fr");
      expect(french).toContain(directoryFr.preview.heading);
      expect(await membersOf(teamId)).toEqual([]);

      expect((await act(owner, teamId, "syncDirectory")).status).toBe(200);
      const synced = await settled(teamId);
      expect(JSON.parse(synced.summary!)).toMatchObject({ added: 1, photos: 1 });
      const [ada] = await membersOf(teamId);
      expect(ada!.fields).toMatchObject({ fullName: "Ada Lovelace", jobTitle: "Analyst" });
      expect(ada!.locale).toBe("fr");
      expect(String(ada!.fields.photoUrl)).toMatch(/\/photos\/[0-9a-f]{24}\.png$/);

      microsoft.updateUser(tenant.tenantId, `ada.${engine}@contoso.example`, {
        jobTitle: "Chief analyst",
      });
      microsoft.failNext("users", 429, 1, { retryAfterSeconds: 1 });
      expect((await act(owner, teamId, "syncDirectory")).status).toBe(200);
      const again = await settled(teamId);
      expect(again.status).toBe("idle");
      expect(JSON.parse(again.summary!)).toMatchObject({ updated: 1 });
      expect((await membersOf(teamId))[0]!.fields.jobTitle).toBe("Chief analyst");
    });

    it("Entra with a certificate, a group and a filter", async () => {
      const app = await microsoft.addApp(tenant.tenantId, {
        certificate: true,
        roles: ["User.Read.All", "GroupMember.Read.All"],
      });
      const a = microsoft.addUser(tenant.tenantId, {
        displayName: "Grace Hopper",
        mail: `grace.${engine}@contoso.example`,
        department: "Navy",
      });
      const b = microsoft.addUser(tenant.tenantId, {
        displayName: "Alan Turing",
        mail: `alan.${engine}@contoso.example`,
        department: "Bletchley",
      });
      const group = microsoft.addGroup(tenant.tenantId, [a.id, b.id]);
      const teamId = await createTeam(owner, "Contoso group");
      const connected = await act(
        owner,
        teamId,
        "connectDirectory",
        entraFields(app, {
          credential: "certificate",
          secret: "",
          certificate: `${app.certificatePem}\n${app.privateKeyPem}`,
          groupId: group,
          filter: "department eq 'Navy'",
        }),
      );
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      const previewed = await settled(teamId);
      expect(previewed.error).toBeNull();
      expect(
        JSON.parse(previewed.preview!).adds.map((add: { email: string }) => add.email),
      ).toEqual([`grace.${engine}@contoso.example`]);
    });

    it("a wrong secret and a missing permission fail with their reasons, in both languages", async () => {
      const app = await microsoft.addApp(tenant.tenantId, {
        secret: "right-secret-0123456789",
        grantUserReadAll: true,
      });
      const teamId = await createTeam(owner, "Wrong secret");
      await act(
        owner,
        teamId,
        "connectDirectory",
        entraFields({ ...app, secret: "wrong-secret-000" }),
      );
      expect(await settled(teamId)).toMatchObject({ status: "failed", error: "credentials" });
      expect(await page(owner, teamId, "/fr")).toContain(
        directoryFr.errors.reasons.credentials.slice(0, 30),
      );

      const unconsented = await microsoft.addApp(tenant.tenantId, {
        secret: "no-consent-0123456789",
        grantUserReadAll: false,
      });
      const other = await createTeam(owner, "No consent");
      await act(owner, other, "connectDirectory", entraFields(unconsented));
      expect(await settled(other)).toMatchObject({ status: "failed", error: "permission" });
      expect(await page(owner, other)).toContain(
        directoryEn.errors.reasons.permission.slice(0, 30),
      );
    });

    it("Google Workspace through the team's service account", async () => {
      google.admins.add("admin@example.com");
      google.directory.addUser({
        email: `lin.${engine}@example.com`,
        givenName: "Lin",
        familyName: "Wei",
        title: "Designer",
        orgUnitPath: "/Studio",
      });
      google.directory.addUser({
        email: `sam.${engine}@example.com`,
        givenName: "Sam",
        familyName: "Roe",
        orgUnitPath: "/Sales",
      });
      const teamId = await createTeam(owner, "Workspace");
      const google1 = await act(owner, teamId, "connectDirectory", {
        provider: "google",
        adminEmail: "admin@example.com",
        orgUnitPath: "/Studio",
        groupKey: "",
      });
      // the directory is read through the Gmail section's service account
      expect(google1.status).toBe(409);
      const key = await act(owner, teamId, "connectGoogle", {
        key: JSON.stringify(google.serviceAccountKey),
      });
      expect(key.status).toBe(200);
      await act(owner, teamId, "connectDirectory", {
        provider: "google",
        adminEmail: "admin@example.com",
        orgUnitPath: "/Studio",
        groupKey: "",
      });
      await settled(teamId);
      await act(owner, teamId, "syncDirectory");
      await settled(teamId);
      expect((await membersOf(teamId)).map((member) => member.email)).toEqual([
        `lin.${engine}@example.com`,
      ]);
    });

    it("bad input is refused field by field; other accounts and Free ones cannot act", async () => {
      const teamId = await createTeam(owner, "Checks");
      const bad = await act(owner, teamId, "connectDirectory", {
        provider: "entra",
        tenantId: "not a tenant",
        clientId: "nope",
        credential: "certificate",
        certificate: "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----",
        groupId: "",
        filter: "",
      });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(bad.body.errors).toMatchObject({
        tenantId: directoryEn.errors.form.tenant,
        clientId: directoryEn.errors.form.guid,
      });
      const cert = await act(owner, teamId, "connectDirectory", {
        ...entraFields({ clientId: "11111111-2222-3333-4444-555555555555" }),
        credential: "certificate",
        certificate: "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----",
      });
      expect(cert.body.errors).toMatchObject({ certificate: directoryEn.errors.form.certificate });
      const french = await post(owner, `/fr/teams/data?id=${teamId}`, {
        intent: "connectDirectory",
        provider: "google",
        adminEmail: "",
        orgUnitPath: "Sales'",
        groupKey: "",
      });
      expect(
        ((await french.json()) as { data: { errors: Record<string, string> } }).data.errors,
      ).toMatchObject({
        adminEmail: directoryFr.errors.form.required,
        orgUnitPath: directoryFr.errors.form.orgUnit,
      });
      expect((await act(owner, teamId, "syncDirectory")).status).toBe(409);
      expect((await act(other, teamId, "previewDirectory")).status).toBe(404);
      expect((await act(free, teamId, "previewDirectory")).status).toBe(403);
    });
  });
}
