// Members' link mail is no relay (issue 20): its subject is a fixed sentence with the product's
// name, the team's name (free text) appears in the body only, escaped and named as the team's;
// a member is mailed again only after a cooldown, which the page states in the manager's
// language; an address gets a few link mails a day whatever team sends them. The team and
// account volume limits are checked in app/teams/.server/link-mailing.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import teamsEn from "../../app/teams/messages/teams.en.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";

const HOSTILE_NAME = "Your account is locked – verify at evil.example <b>now</b>";

for (const engine of ENGINES) {
  describe(`link mail on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let smtp: SmtpSink;
    let db: Db;
    let owner: TestAccount;
    let otherOwner: TestAccount;

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
      db = connectDatabase(database.url);
      owner = await registerAccount(server.url, server.url, "mail-owner");
      otherOwner = await registerAccount(server.url, server.url, "mail-other");
      await makePro(database.url, [owner.userId, otherOwner.userId]);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await smtp?.close();
      await database?.drop();
    });

    async function post(path: string, account: TestAccount, fields: Record<string, string>) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: account.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, text: await response.text(), location: response.headers };
    }

    async function createTeam(account: TestAccount, name: string): Promise<string> {
      const response = await post("/teams", account, { intent: "createTeam", name });
      const id = /id=([0-9a-f-]{36})/.exec(response.location.get("location") ?? "")?.[1];
      if (!id) throw new Error(`no team created: ${response.status}`);
      return id;
    }

    async function addMember(account: TestAccount, teamId: string, email: string, locale = "en") {
      const response = await post(`/teams?id=${teamId}`, account, {
        intent: "addMember",
        fullName: "Mel Member",
        email,
        jobTitle: "",
        phone: "",
        mobile: "",
        locale,
      });
      expect(response.status, response.text.slice(0, 300)).toBe(200);
      const row = await db.kysely
        .selectFrom("team_member")
        .select("id")
        .where("team_id", "=", teamId)
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.id;
    }

    const sendLink = (account: TestAccount, teamId: string, memberId?: string, prefix = "") =>
      // where the page's island sends its forms (app/routes/teams-data.ts)
      post(`${prefix}/teams/data?id=${teamId}`, account, {
        intent: "sendLinks",
        ...(memberId && { memberId }),
      });

    const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

    it("has a fixed subject; the team's name is in the body only, escaped, as the team's name", async () => {
      const teamId = await createTeam(owner, HOSTILE_NAME);
      const address = `named-${engine}@mail-tests.example`;
      await addMember(owner, teamId, address);
      expect((await sendLink(owner, teamId)).status).toBe(200);
      const mail = await smtp.waitFor(address);
      expect(mail.subject).toBe(teamsEn.mail.subject.replace("{{appName}}", "Paraph"));
      expect(mail.subject).not.toMatch(/locked|evil/);
      expect(mail.text).toContain(teamsEn.mail.team.replace("{{team}}", HOSTILE_NAME));
      expect(mail.text.split(HOSTILE_NAME)).toHaveLength(2);
      expect(mail.html).toContain("evil.example &lt;b&gt;now&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>now</b>");
    });

    it("mails a member again only after the cooldown, and the page says when, in French", async () => {
      const teamId = await createTeam(owner, "Cooldown");
      const address = `cooldown-${engine}@mail-tests.example`;
      const memberId = await addMember(owner, teamId, address, "fr");
      expect((await sendLink(owner, teamId, memberId)).status).toBe(200);
      await smtp.waitFor(address);
      // the same member again at once, one by one or with everyone, and twice at the same time
      const again = await sendLink(owner, teamId, memberId, "/fr");
      await sendLink(owner, teamId);
      await Promise.all([sendLink(owner, teamId, memberId), sendLink(owner, teamId, memberId)]);
      expect(mailsTo(address)).toHaveLength(1);
      expect(again.status).toBe(429);
      expect(again.text).toContain("Nouvel envoi possible dans");
      const page = await fetch(`${server.url}/fr/teams?id=${teamId}`, {
        headers: { cookie: owner.cookie },
      });
      expect(await page.text()).toContain("Nouvel envoi possible dans");

      // a corrected address is a new one: it may be mailed at once
      const corrected = `cooldown-fixed-${engine}@mail-tests.example`;
      const updated = await post(`/teams?id=${teamId}`, owner, {
        intent: "updateMember",
        memberId,
        fullName: "Mel Member",
        email: corrected,
        jobTitle: "",
        phone: "",
        mobile: "",
        locale: "fr",
      });
      expect(updated.status).toBe(200);
      expect((await sendLink(owner, teamId, memberId)).status).toBe(200);
      await smtp.waitFor(corrected);
    });

    it("gives one address a few link mails a day, whatever team sends them", async () => {
      const address = `target-${engine}@mail-tests.example`;
      const teams: string[] = [];
      for (const [index, account] of [owner, otherOwner, owner, otherOwner].entries()) {
        const teamId = await createTeam(account, `Address ${index}`);
        await addMember(account, teamId, address);
        teams.push(teamId);
      }
      const answers = [];
      for (const [index, teamId] of teams.entries()) {
        answers.push(await sendLink(index % 2 ? otherOwner : owner, teamId));
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      await smtp.waitFor(address);
      expect(mailsTo(address)).toHaveLength(3);
      expect(answers[3]?.text).toContain("already received 3 link emails today");
    });
  });
}
