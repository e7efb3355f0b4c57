import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/support/auth-client.ts";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../../tests/support/databases.ts";
import { type FakeGoogle, startFakeGoogle } from "../../../../tests/support/fake-google.ts";
import { NO_POSTGRES, NO_REDIS, needs } from "../../../../tests/support/needs.ts";
import { redisPrefix, TEST_REDIS_URL, testRedis } from "../../../../tests/support/redis.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
} from "../../../../tests/support/signatures-db.ts";
import { virtualClock } from "../../../../tests/support/virtual-clock.ts";
import { until } from "../../../../tests/support/wait.ts";
import { connectDatabase, type Db } from "../../../.server/db/connect.ts";
import * as pushJobsMigration from "../../../.server/db/migrations/0011-push-jobs.ts";
import type { JobEngine, SharedRate } from "../../../.server/jobs/engine.ts";
import { createInProcessEngine } from "../../../.server/jobs/in-process.ts";
import { createLocalRate } from "../../../.server/jobs/local-rate.ts";
import { createRedisEngine } from "../../../.server/jobs/redis-engine.ts";
import type { Logger } from "../../../.server/log.ts";
import { type GmailPush, type GmailPushDeps, type PushJob, startGmailPush } from "./gmail-push.ts";
import {
  beginGmailAttempt,
  cancelGmailPush,
  isCurrentAttempt,
  listPushStates,
  outdatedPushes,
  queueGmailPush,
  settleGmailPush,
} from "./push-queue.ts";
import { parseServiceAccountKey, type ServiceAccountKey } from "./service-account.ts";

// The Gmail push on the job engine (docs/decisions/038-job-engine.md), against the local Google
// of tests/support/fake-google.ts: on each database with the in-process engine, and on
// PostgreSQL with BullMQ on Redis, where two instances share the jobs and the pace.

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

type JobsKind = "in-process" | "redis";
const CASES: Array<{ engine: (typeof ENGINES)[number]; jobs: JobsKind }> = [
  ...ENGINES.map((engine) => ({ engine, jobs: "in-process" as const })),
  { engine: "postgres", jobs: "redis" },
];

for (const { engine, jobs: jobsKind } of CASES) {
  const missing = needs(
    engine === "postgres" ? NO_POSTGRES : null,
    jobsKind === "redis" ? NO_REDIS : null,
  );
  describe(`Gmail push on ${engine}, jobs ${jobsKind}`, missing, () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    /** a second connection: another server instance */
    let otherDb: Db;
    let ownerId: string;
    let google: FakeGoogle;
    let key: ServiceAccountKey;
    /** the Redis engines' keys of this test */
    let prefix = "";
    const running: Array<{ push: GmailPush; jobs: JobEngine }> = [];

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
      prefix = redisPrefix("gmail-push");
    });
    afterEach(async () => {
      await Promise.all(running.splice(0).map((instance) => stopInstance(instance, 2_000)));
    });

    type Member = { id: string; email: string; html: string };

    async function newTeam(count: number, label = "member") {
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
        const email = `${label}${index}.${teamId.slice(0, 8)}@example.com`;
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
              link_last_opened_at: null,
              link_opened_at: null,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
      return { teamId, members };
    }

    async function newEngine(log: Logger): Promise<JobEngine> {
      if (jobsKind === "in-process") return createInProcessEngine(log);
      const redis = await testRedis(prefix);
      const jobs = await createRedisEngine({
        url: TEST_REDIS_URL!,
        redis,
        keyPrefix: prefix,
        log,
        lockDurationMs: 2_000,
      });
      return {
        ...jobs,
        async close(graceMs) {
          await jobs.close(graceMs);
          redis.disconnect();
        },
      };
    }

    /** An instance of the server's push: its own engine, on `options.db` or the suite's. */
    async function startInstance(
      members: readonly Member[],
      options: Partial<GmailPushDeps> = {},
    ): Promise<GmailPush> {
      const byId = new Map(members.map((member) => [member.id, member]));
      const log = options.log ?? capturingLogger();
      const jobs = options.jobs ?? (await newEngine(log));
      const push = startGmailPush({
        db,
        log,
        jobs,
        loadJob: async (memberId): Promise<PushJob | null> => {
          const member = byId.get(memberId);
          return member ? { email: member.email, html: member.html, key } : null;
        },
        google: { tokenUrl: google.tokenUrl, apiRootUrl: google.apiRootUrl, timeoutMs: 5_000 },
        ratePerSecond: 500,
        concurrency: 8,
        maxAttempts: 10,
        backoffBaseMs: 20,
        backoffMaxMs: 200,
        sweepMs: 0,
        ...options,
      });
      running.push({ push, jobs });
      return push;
    }

    async function stopInstance(instance: { push: GmailPush; jobs: JobEngine }, graceMs: number) {
      instance.push.stop();
      await instance.jobs.close(graceMs);
    }

    /** Stops the instance of `push` as a crash would: its running jobs write nothing more. */
    async function crash(push: GmailPush) {
      const index = running.findIndex((instance) => instance.push === push);
      const [instance] = running.splice(index, 1);
      await stopInstance(instance!, 0);
    }

    const statesById = async (teamId: string) =>
      new Map((await listPushStates(db, teamId)).map((state) => [state.memberId, state]));

    it("queues, re-queues and cancels a team's rows, each attempt fenced by its job", async () => {
      const { teamId, members } = await newTeam(3);
      const [a, b, c] = members as [Member, Member, Member];
      const at = new Date("2026-05-01T10:00:00.000Z");
      const queued = await queueGmailPush(db, teamId, [a.id, b.id, c.id], at);
      expect(new Set(queued.map((push) => push.jobId)).size).toBe(3);
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
      const jobOf = (id: string) => queued.find((push) => push.memberId === id)!.jobId;

      const first = await beginGmailAttempt(db, a.id, jobOf(a.id), at);
      expect(first).toMatchObject({ attempts: 1, verifyFirst: false });
      expect(await beginGmailAttempt(db, a.id, "another-job", at)).toBeNull();
      // the same job again (its instance died mid-attempt): read Google back first
      const again = await beginGmailAttempt(db, a.id, jobOf(a.id), at);
      expect(again).toMatchObject({ attempts: 2, verifyFirst: true });
      await settleGmailPush(db, again!, { status: "done" }, at);
      const bAttempt = await beginGmailAttempt(db, b.id, jobOf(b.id), at);
      await settleGmailPush(db, bAttempt!, { status: "failed", error: "notFound" }, at);
      const settled = await statesById(teamId);
      expect(settled.get(a.id)).toMatchObject({ status: "done", error: null });
      expect(settled.get(b.id)).toMatchObject({ status: "failed", error: "notFound" });
      // an ended push is not begun again by its job
      expect(await beginGmailAttempt(db, a.id, jobOf(a.id), at)).toBeNull();

      const later = new Date(at.getTime() + 1_000);
      const held = await beginGmailAttempt(db, c.id, jobOf(c.id), at);
      const requeued = await queueGmailPush(db, teamId, [a.id, b.id, c.id], later);
      for (const state of await listPushStates(db, teamId)) {
        expect(state).toMatchObject({ status: "queued", attempts: 0, error: null });
      }
      // the attempt of the earlier push writes nothing over the new one
      expect(await isCurrentAttempt(db, held!)).toBe(false);
      expect(await settleGmailPush(db, held!, { status: "done" }, later)).toBe(false);
      expect(requeued.every((push) => push.jobId !== jobOf(push.memberId))).toBe(true);

      const current = requeued.find((push) => push.memberId === c.id)!;
      const sending = await beginGmailAttempt(db, c.id, current.jobId, later);
      await cancelGmailPush(db, teamId);
      // the row being sent goes too: its job's later writes change nothing
      expect(await listPushStates(db, teamId)).toEqual([]);
      const retryAt = later;
      expect(
        await settleGmailPush(db, sending!, { status: "queued", error: "unavailable", retryAt }),
      ).toBe(false);
      expect(await listPushStates(db, teamId)).toEqual([]);
      expect(await queueGmailPush(db, teamId, [], later)).toEqual([]);
    });

    it("pushes 200 members exactly once through 429s, 500s and unknown users", async () => {
      const { teamId, members } = await newTeam(200);
      const unknown = new Set(members.filter((_, index) => index % 40 === 7).map((m) => m.id));
      for (const member of members) if (!unknown.has(member.id)) google.users.add(member.email);
      google.failNext("*", 429, 15, { headers: { "Retry-After": "1" } });
      google.failNext("*", 500, 15);
      google.failNext("*", 503, 5, { method: "GET" });
      const logs = capturingLogger();
      const first = await startInstance(members, { log: logs });
      // with Redis, a second instance takes jobs the first added
      if (jobsKind === "redis") await startInstance(members, { db: otherDb, log: logs });
      await first.queue(
        teamId,
        members.map((m) => m.id),
      );
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
      const push = await startInstance([flaky, ok, refused], { maxAttempts: 3 });
      await push.queue(teamId, [flaky.id, gone.id, ok.id]);
      await push.idle();
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
      await push.queue(teamId, [refused.id]);
      await push.idle();
      expect((await statesById(teamId)).get(refused.id)).toMatchObject({
        status: "failed",
        error: "delegation",
        attempts: 1,
      });
    });

    it("finishes a push cut short mid-request, with one update per member", async () => {
      const { teamId, members } = await newTeam(40);
      for (const member of members) google.users.add(member.email);
      // Google acts on each request at once but answers 1.5 s later; the pace spreads the
      // updates, so the crash leaves some applied (unanswered) and some not yet sent.
      google.delayMs = 1_500;
      const crashed = await startInstance(members, { ratePerSecond: 10, concurrency: 10 });
      await crashed.queue(
        teamId,
        members.map((m) => m.id),
      );
      await until(() => google.updates.size >= 2, "two updates applied");
      await crash(crashed);
      const interrupted = (await listPushStates(db, teamId)).filter((s) => s.status === "sending");
      expect(interrupted.length).toBeGreaterThan(0);
      expect(google.updates.size).toBeLessThan(members.length);

      google.delayMs = 0;
      const readsBefore = google.reads;
      const unfinished = members.length - (await doneCount(teamId));
      const restarted = await startInstance(members);
      // the server's start-up: the rows say which pushes are unfinished (with Redis, their
      // jobs are there too, and the new instance may have ended some already)
      const resumed = await restarted.recover();
      if (jobsKind === "in-process") expect(resumed).toBe(unfinished);
      else expect(resumed).toBeLessThanOrEqual(unfinished);
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

    async function doneCount(teamId: string) {
      return (await listPushStates(db, teamId)).filter((state) => state.status === "done").length;
    }

    it("reads back a row left sending by a dead instance, updating only where needed", async () => {
      const { teamId, members } = await newTeam(10);
      for (const member of members) google.users.add(member.email);
      // a dead instance's attempts: every row `sending`, half of them already applied
      const queued = await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      for (const push of queued) await beginGmailAttempt(db, push.memberId, push.jobId);
      for (const member of members.slice(0, 5)) {
        google.signatures.set(member.email, member.html);
        google.updates.set(member.email, 1);
      }
      const push = await startInstance(members);
      expect(await push.recover()).toBe(10);
      await push.idle();
      for (const member of members) expect(google.updates.get(member.email)).toBe(1);
      expect((await listPushStates(db, teamId)).every((s) => s.status === "done")).toBe(true);
      expect(google.reads).toBe(10);
    });

    it("sends a re-queued member again with the new signature, not the old one", async () => {
      const { teamId, members } = await newTeam(1);
      const member = members[0]!;
      google.users.add(member.email);
      const job = { ...member };
      const release = google.holdAnswers();
      const push = await startInstance([job]);
      await push.queue(teamId, [member.id]);
      await until(() => google.tokenRequests > 0, "the first attempt's token request");
      // a new push while the first is in flight (its token held back)
      job.html = "<p>new</p>";
      await push.queue(teamId, [member.id]);
      release();
      await push.idle();
      expect(google.signatures.get(member.email)).toBe("<p>new</p>");
      // the first attempt found its row re-queued when about to send, and sent nothing
      expect(google.updates.get(member.email)).toBe(1);
      expect((await statesById(teamId)).get(member.id)).toMatchObject({ status: "done" });
    });

    it("fails a member its loader refuses, with the reason, and sends nothing", async () => {
      const { teamId, members } = await newTeam(1);
      google.users.add(members[0]!.email);
      const push = await startInstance(members, { loadJob: async () => ({ refused: "notPro" }) });
      await push.queue(teamId, [members[0]!.id]);
      await push.idle();
      expect((await statesById(teamId)).get(members[0]!.id)).toMatchObject({
        status: "failed",
        error: "notPro",
      });
      expect(google.requests).toBe(0);
    });

    it("names the members pushed before the design or their own details changed", async () => {
      const { teamId, members } = await newTeam(3);
      for (const member of members) google.users.add(member.email);
      const push = await startInstance(members);
      await push.queue(
        teamId,
        members.map((m) => m.id),
      );
      await push.idle();
      expect(await outdatedPushes(db, teamId, null)).toEqual([]);
      const later = new Date(Date.now() + 60_000).toISOString();
      await db.kysely
        .updateTable("team_member")
        .set({ updated_at: later })
        .where("id", "=", members[1]!.id)
        .execute();
      expect(await outdatedPushes(db, teamId, null)).toEqual([members[1]!.id]);
      expect((await outdatedPushes(db, teamId, later)).sort()).toEqual(
        members.map((m) => m.id).sort(),
      );
      // a member not pushed (or whose push failed) is not out of date: it has no Gmail signature
      await queueGmailPush(db, teamId, [members[0]!.id]);
      expect(await outdatedPushes(db, teamId, later)).not.toContain(members[0]!.id);
    });

    it("pushes the members a server before the upgrade left queued (migration 0011)", async () => {
      const { teamId, members } = await newTeam(2);
      for (const member of members) google.users.add(member.email);
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      const schema = db.kysely as unknown as Parameters<typeof pushJobsMigration.up>[0];
      await pushJobsMigration.down(schema);
      await pushJobsMigration.up(schema);
      const push = await startInstance(members);
      expect(await push.recover()).toBe(2);
      await push.idle();
      for (const state of await listPushStates(db, teamId)) expect(state.status).toBe("done");
      for (const member of members) expect(google.updates.get(member.email)).toBe(1);
    });

    it("keeps to its pace, token requests included", async () => {
      const { teamId, members } = await newTeam(30);
      for (const member of members) google.users.add(member.email);
      // the pace on a clock of the test's own, whose timers fire up to 300 ms late (a loaded
      // machine): when each request was let through, in that clock's time
      const clock = virtualClock((firing) => (firing * 53) % 300);
      const pace = createLocalRate(20, clock);
      const letThrough: number[] = [];
      const rate: SharedRate = {
        async take(signal) {
          await pace.take(signal);
          letThrough.push(clock.now());
        },
        pause: pace.pause,
      };
      const push = await startInstance(members, { rate, concurrency: 6 });
      await push.queue(
        teamId,
        members.map((m) => m.id),
      );
      await push.idle();
      expect(google.requests).toBe(60); // a token and an update per member
      expect(letThrough).toHaveLength(60); // every one of them waited for its turn
      const gaps = letThrough.slice(1).map((at, index) => at - letThrough[index]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    });

    it("runs a member again after the database failed it, and the sweep puts lost jobs back", async () => {
      const { teamId, members } = await newTeam(3);
      for (const member of members) google.users.add(member.email);
      const logs = capturingLogger();
      let failures = 2;
      const push = await startInstance(members, {
        log: logs,
        loadJob: async (memberId) => {
          if (failures-- > 0) throw new Error("database down");
          const member = members.find((candidate) => candidate.id === memberId)!;
          return { email: member.email, html: member.html, key };
        },
      });
      await push.queue(
        teamId,
        members.map((m) => m.id),
      );
      await push.idle();
      expect((await listPushStates(db, teamId)).every((s) => s.status === "done")).toBe(true);
      expect(
        logs.entries.filter((e) => e.message.includes("loading the member failed")),
      ).toHaveLength(2);

      // rows queued with no job (a Redis that lost its jobs): the sweep adds them again
      await queueGmailPush(
        db,
        teamId,
        members.map((m) => m.id),
      );
      await push.idle();
      expect(await doneCount(teamId)).toBe(0);
      expect(await push.recover()).toBe(3);
      await push.idle();
      expect(await doneCount(teamId)).toBe(3);
    });
  });
}
