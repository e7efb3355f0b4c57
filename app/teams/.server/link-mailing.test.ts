import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/support/auth-client.ts";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../tests/support/databases.ts";
import { freePort } from "../../../tests/support/free-port.ts";
import { onEngine } from "../../../tests/support/needs.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
} from "../../../tests/support/signatures-db.ts";
import type { Db } from "../../.server/db/connect.ts";
import { createMailer, type Mailer } from "../../.server/mail/mailer.ts";
import { EMPTY_MEMBER_FIELDS } from "../member.ts";
import {
  createLinkMailLimiters,
  inboxKey,
  type LinkMailLimits,
  linkMailWaitMs,
  mailMemberLinks,
} from "./link-mailing.ts";
import { addMember, getMember, type Member } from "./members.ts";
import { createTeam } from "./teams.ts";

const LIMITS: LinkMailLimits = {
  memberCooldownMs: 10 * 60_000,
  address: { windowSeconds: 86_400, max: 2 },
  team: { windowSeconds: 86_400, max: 3 },
  account: { windowSeconds: 86_400, max: 4 },
};
const T0 = new Date("2026-11-27T09:00:00.000Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe("inboxKey and linkMailWaitMs", () => {
  it("counts the addresses that reach one inbox as one", () => {
    expect(inboxKey(" Ada.Lovelace+team@GMail.com ")).toBe("adalovelace@gmail.com");
    expect(inboxKey("ada.lovelace@googlemail.com")).toBe("adalovelace@gmail.com");
    expect(inboxKey("ada.lovelace+x@example.org")).toBe("ada.lovelace@example.org");
  });

  it("waits out the cooldown from the last mail", () => {
    expect(linkMailWaitMs(null, T0)).toBe(0);
    expect(linkMailWaitMs(T0.toISOString(), minutes(4), LIMITS.memberCooldownMs)).toBe(6 * 60_000);
    expect(linkMailWaitMs(T0.toISOString(), minutes(11), LIMITS.memberCooldownMs)).toBe(0);
  });
});

for (const engine of ENGINES) {
  describe(`mailMemberLinks on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    let mailDir: string;
    let mailer: Mailer;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
      mailDir = mkdtempSync(path.join(tmpdir(), "paraph-link-mail-"));
      mailer = createMailer({ smtpUrl: undefined, mailDir, from: "Paraph <no-reply@paraph.test>" });
    });
    afterAll(async () => {
      mailer?.close();
      rmSync(mailDir, { recursive: true, force: true });
      await migrated?.close();
      await database?.drop();
    });

    const mailCount = () => readdirSync(mailDir).filter((name) => name.endsWith(".eml")).length;

    async function team(ownerId: string, addresses: string[]) {
      const created = await createTeam(db, ownerId, "Acme", {
        locale: "en",
        plans: { proForEveryone: false },
      });
      const members: Member[] = [];
      for (const email of addresses) {
        const input = { ...EMPTY_MEMBER_FIELDS, fullName: "M", email };
        members.push(await addMember(db, created.id, { ...input, locale: "en" }, "en"));
      }
      return { teamId: created.id, members };
    }

    const mails = (members: Member[]) =>
      members.map((member) => ({
        member,
        mail: { to: member.fields.email, subject: "Your link", text: "…" },
      }));

    const reread = async (teamId: string, members: Member[]) =>
      Promise.all(members.map(async (member) => (await getMember(db, teamId, member.id))!));

    it("stops at the team's daily limit, then at the account's, saying when to try again", async () => {
      const ownerId = await createUser(migrated.auth, uniqueEmail("mail-volume"));
      const limiters = createLinkMailLimiters({ kind: "memory" }, LIMITS);
      const before = mailCount();
      const first = await team(ownerId, [
        "a1@volume.test",
        "a2@volume.test",
        "a3@volume.test",
        "a4@volume.test",
        "a5@volume.test",
      ]);
      const byTeam = await mailMemberLinks(
        { db, mailer, limiters },
        { teamId: first.teamId, ownerId, mails: mails(first.members), now: T0 },
      );
      expect(byTeam).toMatchObject({
        sent: 3,
        held: { cooldown: 0, address: 0, team: 2, account: 0 },
      });
      expect(byTeam.retryInMs).toBeGreaterThan(23 * 3_600_000);
      const second = await team(ownerId, ["b1@volume.test", "b2@volume.test", "b3@volume.test"]);
      const byAccount = await mailMemberLinks(
        { db, mailer, limiters },
        { teamId: second.teamId, ownerId, mails: mails(second.members), now: T0 },
      );
      expect(byAccount).toMatchObject({ sent: 1, held: { team: 0, account: 2 } });
      expect(mailCount() - before).toBe(4);
      // only the members mailed carry the time; the others may be mailed as soon as allowed
      const stored = await reread(first.teamId, first.members);
      expect(stored.map((member) => member.link.mailedAt)).toEqual([
        T0.toISOString(),
        T0.toISOString(),
        T0.toISOString(),
        null,
        null,
      ]);
      expect(stored.map((member) => member.link.sentAt)).toEqual([
        T0.toISOString(),
        T0.toISOString(),
        T0.toISOString(),
        null,
        null,
      ]);
    });

    it("holds a member for the cooldown, and an inbox at its daily count, whatever team", async () => {
      const limiters = createLinkMailLimiters({ kind: "memory" }, LIMITS);
      const [ada, bob] = await Promise.all(
        ["mail-ada", "mail-bob"].map((label) => createUser(migrated.auth, uniqueEmail(label))),
      );
      const adas = await team(ada!, ["inbox@cooldown.test"]);
      const send = (owner: string, teamId: string, members: Member[], now: Date) =>
        mailMemberLinks(
          { db, mailer, limiters },
          { teamId, ownerId: owner, mails: mails(members), now },
        );
      expect((await send(ada!, adas.teamId, adas.members, T0)).sent).toBe(1);
      const early = await send(
        ada!,
        adas.teamId,
        await reread(adas.teamId, adas.members),
        minutes(4),
      );
      expect(early).toMatchObject({ sent: 0, held: { cooldown: 1 }, retryInMs: 6 * 60_000 });
      const later = await send(
        ada!,
        adas.teamId,
        await reread(adas.teamId, adas.members),
        minutes(11),
      );
      expect(later.sent).toBe(1);
      // the same inbox in another account's team, written another way: its daily count is spent
      const bobs = await team(bob!, ["Inbox+bob@cooldown.test"]);
      const other = await send(bob!, bobs.teamId, bobs.members, minutes(12));
      expect(other).toMatchObject({ sent: 0, held: { address: 1 } });
      expect((await reread(bobs.teamId, bobs.members))[0]?.link.mailedAt).toBeNull();
    });

    it("gives the member's turn back when the mail cannot be sent", async () => {
      const limiters = createLinkMailLimiters({ kind: "memory" }, LIMITS);
      const ownerId = await createUser(migrated.auth, uniqueEmail("mail-down"));
      const { teamId, members } = await team(ownerId, ["down@smtp.test"]);
      const unreachable = createMailer({
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        mailDir,
        from: "Paraph <no-reply@paraph.test>",
      });
      await expect(
        mailMemberLinks(
          { db, mailer: unreachable, limiters },
          { teamId, ownerId, mails: mails(members), now: T0 },
        ),
      ).rejects.toThrow();
      unreachable.close();
      expect((await reread(teamId, members))[0]?.link).toMatchObject({
        mailedAt: null,
        sentAt: null,
      });
    });
  });
}
