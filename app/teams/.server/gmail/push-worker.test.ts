import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/support/auth-client.ts";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../../tests/support/databases.ts";
import { type FakeGoogle, startFakeGoogle } from "../../../../tests/support/fake-google.ts";
import { onEngine } from "../../../../tests/support/needs.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
} from "../../../../tests/support/signatures-db.ts";
import { virtualClock } from "../../../../tests/support/virtual-clock.ts";
import { until } from "../../../../tests/support/wait.ts";
import { connectDatabase, type Db } from "../../../.server/db/connect.ts";
import type { Logger } from "../../../.server/log.ts";
import {
  cancelGmailPush,
  claimGmailPushes,
  listPushStates,
  queueGmailPush,
  settleGmailPush,
} from "./push-queue.ts";
import {
  backoffMs,
  type GmailPushWorker,
  type GmailPushWorkerDeps,
  type PushJob,
  startGmailPushWorker,
} from "./push-worker.ts";
import { parseServiceAccountKey, type ServiceAccountKey } from "./service-account.ts";
import { createThrottle, type Throttle } from "./throttle.ts";

type Entry = { level: string; message: string; fields?: Record<string, unknown> };

function capturingLogger(entries: Entry[] = []): Logger & { entries: Entry[] } {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, fields });
  };
  const log = {
    entries,
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: () => log,
  };
  return log;
}

describe("backoffMs", () => {
  it("doubles from the base, caps, and jitters within the upper half", () => {
    expect(backoffMs(1, 1_000, 300_000, () => 1)).toBe(1_000);
    expect(backoffMs(1, 1_000, 300_000, () => 0)).toBe(500);
    expect(backoffMs(3, 1_000, 300_000, () => 1)).toBe(4_000);
    expect(backoffMs(20, 1_000, 300_000, () => 1)).toBe(300_000);
    expect(backoffMs(20, 1_000, 300_000, () => 0)).toBe(150_000);
  });
});

for (const engine of ENGINES) {
  describe(`Gmail push on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    /** a second connection: another server instance */
    let otherDb: Db;
    let ownerId: string;
    let google: FakeGoogle;
    let key: ServiceAccountKey;
    const workers: GmailPushWorker[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
      otherDb = connectDatabase(database.url);
      ownerId = await createUser(migrated.auth, uniqueEmail("gmail-push"));
      google = await startFakeGoogle();
      const parsed = parseServiceAccountKey(JSON.stringify(google.serviceAccountKey));
      if (!parsed.ok) throw new Error(parsed.error);
      key = parsed.key;
    });
    afterAll(async () => {
      await google?.close();
      await otherDb?.kysely.destroy();
      await migrated?.close();
      await database?.drop();
    });
    beforeEach(async () => {
      await db.kysely.deleteFrom("gmail_push").execute();
      google.reset();
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    });

    type Member = { id: string; email: string; html: string };

    async function newTeam(count: number, prefix = "member") {
      const teamId = randomUUID();
      const at = new Date().toISOString();
      await db.kysely
        .insertInto("team")
        .values({
          id: teamId,
          owner_id: ownerId,
          name: "Acme",
          design_id: null,
          self_edit: 0,
          google_key: null,
          google_client_email: key.client_email,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const members: Member[] = Array.from({ length: count }, (_, index) => {
        const email = `${prefix}${index}.${teamId.slice(0, 8)}@example.com`;
        return { id: randomUUID(), email, html: `<p>${email} — signature ${index}</p>` };
      });
      for (let start = 0; start < members.length; start += 100) {
        await db.kysely
          .insertInto("team_member")
          .values(
            members.slice(start, start + 100).map((member) => ({
              id: member.id,
              team_id: teamId,
              email: member.email,
              fields: "{}",
              locale: "en",
              link_hash: null,
              link_sealed: null,
              link_sent_at: null,
              link_opened_at: null,
              link_last_opened_at: null,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
      return { teamId, members };
    }

    function start(
      members: readonly Member[],
      options: Partial<GmailPushWorkerDeps> & { log?: Logger } = {},
    ): GmailPushWorker {
      const jobs = new Map(members.map((member) => [member.id, member]));
      const worker = startGmailPushWorker({
        db,
        log: capturingLogger(),
        loadJob: async (memberId): Promise<PushJob | null> => {
          const member = jobs.get(memberId);
          return member ? { email: member.email, html: member.html, key } : null;
        },
        google: { tokenUrl: google.tokenUrl, apiRootUrl: google.apiRootUrl, timeoutMs: 5_000 },
        throttle: createThrottle(500),
        concurrency: 8,
        maxAttempts: 10,
        leaseMs: 10_000,
        pollMs: 200,
        backoffBaseMs: 20,
        backoffMaxMs: 200,
        stopGraceMs: 2_000,
        ...options,
      });
      workers.push(worker);
      return worker;
    }

    const statesById = async (teamId: string) =>
      new Map((await listPushStates(db, teamId)).map((state) => [state.memberId, state]));

    it("queues, restarts and cancels a team's rows", async () => {
      const { teamId, members } = await newTeam(3);
      const [a, b, c] = members as [Member, Member, Member];
      const at = new Date("2026-05-01T10:00:00.000Z");
      await queueGmailPush(db, teamId, [a.id, b.id, c.id], at);
      expect(await listPushStates(db, teamId)).toEqual(
        expect.arrayContaining(
          [a, b, c].map((m) => ({
            memberId: m.id,
            status: "queued",
            attempts: 0,
            error: null,
            updatedAt: at.toISOString(),
          })),
        ),
      );

      const claims = await claimGmailPushes(db, 2, 60_000, at);
      expect(claims).toHaveLength(2);
      expect(claims.every((claim) => claim.attempts === 1 && !claim.verifyFirst)).toBe(true);
      await settleGmailPush(db, claims[0]!, { status: "done" }, at);
      await settleGmailPush(db, claims[1]!, { status: "failed", error: "notFound" }, at);
      const settled = await statesById(teamId);
      expect(settled.get(claims[0]!.memberId)).toMatchObject({ status: "done", error: null });
      expect(settled.get(claims[1]!.memberId)).toMatchObject({
        status: "failed",
        error: "notFound",
      });

      const later = new Date(at.getTime() + 1_000);
      await queueGmailPush(db, teamId, [a.id, b.id, c.id], later);
      for (const state of await listPushStates(db, teamId)) {
        expect(state).toMatchObject({ status: "queued", attempts: 0, error: null });
      }
      const [held] = await claimGmailPushes(db, 1, 60_000, later);
      await cancelGmailPush(db, teamId);
      // the row being sent goes too: its worker's later writes, fenced by the lease, change nothing
      expect(await listPushStates(db, teamId)).toEqual([]);
      await settleGmailPush(db, held!, { status: "queued", error: "unavailable", retryAt: later });
      expect(await listPushStates(db, teamId)).toEqual([]);
      await queueGmailPush(db, teamId, [], later);
    });

    it("never lets two instances take the same row", async () => {
      const { teamId, members } = await newTeam(60);
      const at = new Date();
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
        at,
      );
      const taken: string[] = [];
      for (let round = 0; round < 20 && taken.length < 60; round++) {
        const claims = await Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            claimGmailPushes(i % 2 ? db : otherDb, 5, 60_000, at),
          ),
        );
        taken.push(...claims.flat().map((claim) => claim.memberId));
      }
      expect(new Set(taken).size).toBe(taken.length);
      expect(taken.length).toBe(60);
      // a lease that ran out is taken again, once, and marked for a read-back first
      const expired = new Date(at.getTime() + 60_001);
      const again = await Promise.all([
        claimGmailPushes(db, 60, 1_000, expired),
        claimGmailPushes(otherDb, 60, 1_000, expired),
      ]);
      expect(again.flat()).toHaveLength(60);
      expect(again.flat().every((claim) => claim.verifyFirst && claim.attempts === 2)).toBe(true);
    });

    it("pushes 200 members exactly once through 429s, 500s and unknown users, on two instances", async () => {
      const { teamId, members } = await newTeam(200);
      const unknown = new Set(members.filter((_, index) => index % 40 === 7).map((m) => m.id));
      for (const member of members) if (!unknown.has(member.id)) google.users.add(member.email);
      google.failNext("*", 429, 15, { headers: { "Retry-After": "1" } });
      google.failNext("*", 500, 15);
      google.failNext("*", 503, 5, { method: "GET" });
      const logs = capturingLogger();
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      const first = start(members, { log: logs });
      start(members, { db: otherDb, log: logs });
      await first.idle();

      const states = await statesById(teamId);
      for (const member of members) {
        const state = states.get(member.id);
        if (unknown.has(member.id)) {
          expect(state).toMatchObject({ status: "failed", error: "notFound" });
          expect(google.updates.get(member.email)).toBeUndefined();
        } else {
          expect(state).toMatchObject({ status: "done", error: null });
          expect(google.signatures.get(member.email)).toBe(member.html);
          expect(google.updates.get(member.email)).toBe(1);
        }
      }
      expect([...states.values()].some((state) => state.attempts > 1)).toBe(true);
      expect(logs.entries.filter((entry) => entry.level === "error")).toEqual([]);
    });

    it("fails a member after maxAttempts, when gone, or when delegation is refused", async () => {
      const { teamId, members } = await newTeam(4);
      const [flaky, gone, ok, refused] = members as [Member, Member, Member, Member];
      for (const member of members) google.users.add(member.email);
      google.failNext(flaky.email, 503, 100);
      await queueGmailPush(db, teamId, [flaky.id, gone.id, ok.id]);
      const worker = start([flaky, ok, refused], { maxAttempts: 3 });
      await worker.idle();
      const states = await statesById(teamId);
      expect(states.get(flaky.id)).toMatchObject({
        status: "failed",
        error: "unavailable",
        attempts: 3,
      });
      expect(states.get(gone.id)).toMatchObject({ status: "failed", error: "gone" });
      expect(states.get(ok.id)).toMatchObject({ status: "done" });

      // (ok's token is kept: only a member without one asks the token endpoint again)
      google.failTokenWith("unauthorized_client");
      await queueGmailPush(db, teamId, [refused.id]);
      worker.wake();
      await worker.idle();
      expect((await statesById(teamId)).get(refused.id)).toMatchObject({
        status: "failed",
        error: "delegation",
        attempts: 1,
      });
    });

    it("finishes a push interrupted mid-request with one update per member", async () => {
      const { teamId, members } = await newTeam(40);
      for (const member of members) google.users.add(member.email);
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      // Google acts on each request at once but answers 1.5 s later; the throttle spreads the
      // updates, so the crash leaves some applied (unanswered) and some not yet sent.
      google.delayMs = 1_500;
      const crashed = start(members, {
        throttle: createThrottle(10),
        concurrency: 10,
        leaseMs: 1_000,
        stopGraceMs: 0,
      });
      await until(() => google.updates.size >= 2, "two updates applied");
      await crashed.stop();
      const interrupted = (await listPushStates(db, teamId)).filter((s) => s.status === "sending");
      expect(interrupted.length).toBeGreaterThan(0);
      expect(google.updates.size).toBeLessThan(members.length);

      google.delayMs = 0;
      const readsBefore = google.reads;
      const restarted = start(members, { leaseMs: 2_000, pollMs: 100 });
      await restarted.idle();

      for (const state of await listPushStates(db, teamId)) {
        expect(state.status).toBe("done");
      }
      for (const member of members) {
        expect(google.signatures.get(member.email)).toBe(member.html);
        expect(google.updates.get(member.email)).toBe(1);
      }
      // the interrupted rows were read back before anything else was sent
      expect(google.reads - readsBefore).toBe(interrupted.length);
    });

    it("reads back a row left sending by a dead instance, updating only where needed", async () => {
      const { teamId, members } = await newTeam(10);
      for (const member of members) google.users.add(member.email);
      const at = new Date(Date.now() - 60_000);
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
        at,
      );
      await claimGmailPushes(db, 10, 1_000, at); // a dead instance's leases, long expired
      const sent = members.slice(0, 5);
      for (const member of sent) {
        google.signatures.set(member.email, member.html);
        google.updates.set(member.email, 1);
      }
      await start(members).idle();
      for (const member of members) expect(google.updates.get(member.email)).toBe(1);
      expect((await listPushStates(db, teamId)).every((s) => s.status === "done")).toBe(true);
    });

    it("sends a re-queued member again with the new signature, not the old one", async () => {
      const { teamId, members } = await newTeam(1);
      const member = members[0]!;
      google.users.add(member.email);
      await queueGmailPush(db, teamId, [member.id]);
      const job = { ...member };
      const release = google.holdAnswers();
      const worker = start([job]);
      await until(() => google.tokenRequests > 0, "the first attempt's token request");
      // a new push while the first is in flight (its token held back)
      job.html = "<p>new</p>";
      await queueGmailPush(db, teamId, [member.id]);
      release();
      worker.wake();
      await worker.idle();
      expect(google.signatures.get(member.email)).toBe("<p>new</p>");
      // the first attempt found its row re-queued when about to send, and sent nothing
      expect(google.updates.get(member.email)).toBe(1);
      expect((await statesById(teamId)).get(member.id)).toMatchObject({ status: "done" });
    });

    it("keeps to its rate, token requests included", async () => {
      const { teamId, members } = await newTeam(30);
      for (const member of members) google.users.add(member.email);
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      // the worker's throttle on a clock of the test's own, whose timers fire up to 300 ms late
      // (a loaded machine): when each request was let through, in that clock's time
      const clock = virtualClock((firing) => (firing * 53) % 300);
      const rate = createThrottle(20, clock);
      const letThrough: number[] = [];
      const throttle: Throttle = async (signal) => {
        await rate(signal);
        letThrough.push(clock.now());
      };
      await start(members, { throttle, concurrency: 6 }).idle();
      expect(google.requests).toBe(60); // a token and an update per member
      expect(letThrough).toHaveLength(60); // every one of them waited for its turn
      const gaps = letThrough.slice(1).map((at, index) => at - letThrough[index]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    });

    it("keeps looking after the database fails, and stops without waiting for its next look", async () => {
      const logs = capturingLogger();
      const failing: Db = {
        ...db,
        kysely: new Proxy(db.kysely, {
          get(target, property, receiver) {
            if (property === "selectFrom") throw new Error("database down");
            return Reflect.get(target, property, receiver);
          },
        }),
      };
      const worker = start([], { db: failing, log: logs, pollMs: 20 });
      await until(
        () => logs.entries.filter((e) => e.level === "error").length >= 3,
        "three failed looks at the queue",
      );
      // a worker napping for an hour between looks still stops at once (or the test times out)
      const napping = start([], { pollMs: 3_600_000, stopGraceMs: 3_600_000 });
      await napping.idle();
      await Promise.all([worker.stop(), napping.stop()]);
    });
  });
}
