import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { loadConfig } from "../../app/.server/env.ts";
import { pushJobLoader } from "../../app/teams/.server/push-jobs.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { type FakeGoogle, startFakeGoogle } from "../support/fake-google.ts";
import { freePort } from "../support/free-port.ts";
import { NO_POSTGRES, NO_REDIS, needs, onEngine } from "../support/needs.ts";
import { redisServerEnv } from "../support/redis.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The Gmail push of a team (issue 13, ADR 027, docs/decisions/038-job-engine.md) end to end: the
// real server's jobs against the local Google of tests/support/fake-google.ts, on each engine
// (one instance, jobs in the process), then two instances sharing PostgreSQL and Redis (jobs
// in BullMQ). Every member is pushed once, whatever Google answers; a server killed mid-push
// leaves nobody pushed twice by the one that takes over; two instances keep to one pace.

type Status = "queued" | "sending" | "done" | "failed";
type Counts = Record<Status, number>;
type Person = { fullName: string; email: string };

/** The page's action intents, as the /teams page's fetchers post them. */
function client(server: RunningServer, publicUrl: string) {
  const post = async (path: string, account: TestAccount, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: account.cookie,
        origin: publicUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      text: await response.text(),
    };
  };
  return {
    act: (account: TestAccount, teamId: string, intent: string, fields = {}) =>
      post(`/teams?id=${teamId}`, account, { intent, ...fields }),
    async createTeam(account: TestAccount, name: string): Promise<string> {
      const response = await post("/teams", account, { intent: "createTeam", name });
      expect(response.status, response.text.slice(0, 300)).toBe(302);
      const id = /^\/teams\?id=([0-9a-f-]{36})$/.exec(response.location ?? "")?.[1];
      if (!id) throw new Error(`no team id in ${response.location}`);
      return id;
    },
  };
}

/** A team of these people, connected to the fake's service account. */
async function connectedTeam(
  api: ReturnType<typeof client>,
  account: TestAccount,
  name: string,
  people: Person[],
  google: FakeGoogle,
): Promise<string> {
  const teamId = await api.createTeam(account, name);
  const members = people.map((person) => ({
    ...person,
    jobTitle: "Push tester",
    phone: "",
    mobile: "",
    locale: "en",
    extra: {},
  }));
  const imported = await api.act(account, teamId, "importMembers", {
    members: JSON.stringify(members),
  });
  expect(imported.status, imported.text.slice(0, 300)).toBe(200);
  const connected = await api.act(account, teamId, "connectGoogle", {
    key: JSON.stringify(google.serviceAccountKey),
  });
  expect(connected.status, connected.text.slice(0, 300)).toBe(200);
  return teamId;
}

function people(prefix: string, domain: string, count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { fullName: `${prefix} Member${n}`, email: `${prefix.toLowerCase()}${n}@${domain}` };
  });
}

async function pushCounts(db: Db, teamId: string): Promise<Counts> {
  const rows = await db.kysely
    .selectFrom("gmail_push")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("team_id", "=", teamId)
    .groupBy("status")
    .execute();
  const counts: Counts = { queued: 0, sending: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

async function pushRows(db: Db, teamId: string) {
  return db.kysely
    .selectFrom("gmail_push")
    .innerJoin("team_member", "team_member.id", "gmail_push.member_id")
    .select([
      "gmail_push.member_id as memberId",
      "team_member.email as email",
      "gmail_push.status as status",
      "gmail_push.attempts as attempts",
      "gmail_push.error as error",
    ])
    .where("gmail_push.team_id", "=", teamId)
    .execute();
}

/** Polls until the team's queue holds no row queued or sending; the counts then. */
async function drained(
  db: Db,
  teamId: string,
  timeoutMs: number,
  each?: () => Promise<void>,
): Promise<Counts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await each?.();
    const counts = await pushCounts(db, teamId);
    if (counts.queued === 0 && counts.sending === 0) return counts;
    if (Date.now() > deadline) throw new Error(`push not drained: ${JSON.stringify(counts)}`);
    await sleep(100);
  }
}

/** The most requests the fake received in any one second (a window starting at each): a report. */
function busiestSecond(times: readonly number[]): number {
  let most = 0;
  let end = 0;
  for (let start = 0; start < times.length; start++) {
    while (end < times.length && times[end]! < times[start]! + 1000) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

/** The signature a push job would send (none for a refused or missing member). */
const htmlOf = (job: Awaited<ReturnType<ReturnType<typeof pushJobLoader>>>) =>
  job && "html" in job ? job.html : undefined;

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

for (const engine of ENGINES) {
  describe(`Gmail push on ${engine}`, onEngine(engine), () => {
    const RATE = 100;
    let database: TestDatabase;
    let google: FakeGoogle;
    let server: RunningServer;
    let db: Db;
    let dataDir: string;
    let env: Record<string, string>;
    let api: ReturnType<typeof client>;
    let owner: TestAccount;
    let other: TestAccount;

    beforeAll(async () => {
      [database, google] = await Promise.all([createTestDatabase(engine), startFakeGoogle()]);
      dataDir = mkdtempSync(path.join(tmpdir(), "paraph-push-"));
      const port = await freePort();
      env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GMAIL_API_URL: google.apiRootUrl,
        GMAIL_PUSH_RATE: String(RATE),
      };
      server = await startServer(env);
      api = client(server, env.PUBLIC_URL!);
      db = connectDatabase(database.url);
      [owner, other] = (await Promise.all(
        ["push-owner", "push-other"].map((label) =>
          registerAccount(server.url, env.PUBLIC_URL!, label),
        ),
      )) as [TestAccount, TestAccount];
      // before any request with their cookies: no session of theirs is cached as Free
      await makePro(database.url, [owner.userId, other.userId]);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await google?.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it("a push of 200 members with injected failures ends with every member pushed once", {
      timeout: 90_000,
    }, async () => {
      const company = "Northwind Push Ltd";
      const staff = people("Ada", "northwind.example", 200);
      const ghosts = people("Ghost", "northwind.example", 2);
      for (const person of staff) google.users.add(person.email);
      const teamId = await connectedTeam(api, owner, company, [...staff, ...ghosts], google);

      // Google having a bad minute: rate limits, errors, a reset connection, a token refusal
      google.failNext("*", 429, 3, { headers: { "retry-after": "1" } });
      google.failNext("*", 500, 3);
      google.failNext("*", 503, 1);
      google.failNext("*", "reset", 1);
      const tokenVictim = staff[57]!.email;
      google.failTokenWith("temporarily_unavailable", { status: 503, subject: tokenVictim });
      google.requestTimes.length = 0;

      const started = performance.now();
      const push = await api.act(owner, teamId, "startPush");
      expect(push.status, push.text.slice(0, 300)).toBe(200);
      let tokenCleared = false;
      const counts = await drained(db, teamId, 60_000, async () => {
        if (tokenCleared) return;
        const rows = await pushRows(db, teamId);
        const victim = rows.find((row) => row.email === tokenVictim);
        if (victim?.error === "unavailable") {
          google.failTokenWith(null);
          tokenCleared = true;
        }
      });
      const seconds = (performance.now() - started) / 1000;

      expect(counts).toEqual({ queued: 0, sending: 0, done: 200, failed: 2 });
      const rows = await pushRows(db, teamId);
      for (const ghost of ghosts) {
        expect(rows.find((row) => row.email === ghost.email)).toMatchObject({
          status: "failed",
          error: "notFound",
        });
        expect(google.updates.get(ghost.email)).toBeUndefined();
      }
      for (const row of rows.filter((row) => row.status === "done")) {
        expect(row.error).toBeNull();
      }
      expect(tokenCleared).toBe(true);
      expect(Number(rows.find((row) => row.email === tokenVictim)?.attempts)).toBeGreaterThan(1);
      // every injected failure cost one attempt (and the token refusal at least one)
      const retries = sum(rows.map((row) => Number(row.attempts) - 1));
      expect(retries).toBeGreaterThanOrEqual(3 + 3 + 1 + 1 + 1);

      // each member updated once, with the signature the server renders for them
      const config = loadConfig({ ...env, NODE_ENV: "test" });
      const loadJob = pushJobLoader(db, config);
      for (const person of staff) {
        expect(google.updates.get(person.email), person.email).toBe(1);
        const row = rows.find((candidate) => candidate.email === person.email);
        const job = await loadJob(row!.memberId);
        const stored = google.signatures.get(person.email);
        expect(stored, person.email).toContain(person.fullName);
        expect(stored).toContain(company);
        expect(stored).toBe(htmlOf(job));
      }

      // (the rate itself is checked on a clock of the test's own: gmail-push.test.ts; arrival
      // times on a loaded machine only say how busy it was)
      const busiest = busiestSecond(google.requestTimes);
      console.log(
        `[${engine}] 202 members in ${seconds.toFixed(1)} s: ${google.requests} requests ` +
          `(${google.tokenRequests} token, ${google.reads} reads), ${retries} retries, ` +
          `busiest second ${busiest} (rate ${RATE})`,
      );
    });

    it("a server killed mid-push resumes, and pushes no one twice", {
      timeout: 90_000,
    }, async () => {
      // a database and a Google of its own: the suite's server must not drain this queue
      const [ownDatabase, slowGoogle] = await Promise.all([
        createTestDatabase(engine),
        startFakeGoogle({ delayMs: 300 }),
      ]);
      const ownDataDir = mkdtempSync(path.join(tmpdir(), "paraph-push-"));
      const ownDb = connectDatabase(ownDatabase.url);
      const port = await freePort();
      const sameEnv = {
        ...env,
        DATABASE_URL: ownDatabase.url,
        DATA_DIR: ownDataDir,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        GOOGLE_TOKEN_URL: slowGoogle.tokenUrl,
        GMAIL_API_URL: slowGoogle.apiRootUrl,
        GMAIL_PUSH_RATE: "20",
      };
      let serverA: RunningServer | null = null;
      let serverB: RunningServer | null = null;
      try {
        serverA = await startServer(sameEnv);
        const account = await registerAccount(serverA.url, sameEnv.PUBLIC_URL, "push-crash");
        await makePro(ownDatabase.url, [account.userId]);
        const crew = people("Bob", "crash.example", 60);
        for (const person of crew) slowGoogle.users.add(person.email);
        const apiA = client(serverA, sameEnv.PUBLIC_URL);
        const teamId = await connectedTeam(apiA, account, "Crash Test Co", crew, slowGoogle);

        const started = performance.now();
        expect((await apiA.act(account, teamId, "startPush")).status).toBe(200);
        // killed while an update Google applied has not been answered yet (300 ms late)
        const deadline = Date.now() + 30_000;
        let atKill: Counts;
        for (;;) {
          atKill = await pushCounts(ownDb, teamId);
          const applied = sum(slowGoogle.updates.values());
          if (atKill.done >= 10 && atKill.sending > 0 && applied > atKill.done) break;
          if (Date.now() > deadline)
            throw new Error(`no moment to kill: ${JSON.stringify(atKill)}`);
          await sleep(10);
        }
        const killed = new Promise((resolve) => serverA?.process.once("exit", resolve));
        serverA.process.kill("SIGKILL");
        await killed;
        const killedAt = performance.now();

        const rowsAtKill = await pushRows(ownDb, teamId);
        const sending = rowsAtKill.filter((row) => row.status === "sending");
        const appliedUnanswered = sending.filter((row) => slowGoogle.updates.get(row.email) === 1);
        expect(sending.length).toBeGreaterThan(0);
        expect(appliedUnanswered.length).toBeGreaterThan(0);
        const readsBefore = slowGoogle.reads;

        serverB = await startServer(sameEnv);
        const counts = await drained(ownDb, teamId, 60_000);
        const seconds = (performance.now() - started) / 1000;
        const resumedIn = (performance.now() - killedAt) / 1000;

        expect(counts).toEqual({ queued: 0, sending: 0, done: 60, failed: 0 });
        for (const person of crew) {
          expect(slowGoogle.updates.get(person.email), person.email).toBe(1);
          expect(slowGoogle.signatures.get(person.email)).toContain(person.fullName);
        }
        // each interrupted member was read back before anything else was done with it
        expect(slowGoogle.reads - readsBefore).toBeGreaterThanOrEqual(sending.length);
        const loadJob = pushJobLoader(ownDb, loadConfig({ ...sameEnv, NODE_ENV: "test" }));
        for (const row of appliedUnanswered) {
          expect(slowGoogle.signatures.get(row.email)).toBe(htmlOf(await loadJob(row.memberId)));
        }
        console.log(
          `[${engine}] killed at ${JSON.stringify(atKill)} ` +
            `(${appliedUnanswered.length} applied, unanswered); resumed and drained in ` +
            `${resumedIn.toFixed(1)} s, ${seconds.toFixed(1)} s in all`,
        );
      } finally {
        // a killed server has no exit to wait for: stop() would wait forever
        if (serverA && serverA.process.exitCode === null && serverA.process.signalCode === null) {
          await serverA.stop();
        }
        await serverB?.stop();
        await ownDb.kysely.destroy();
        await slowGoogle.close();
        await ownDatabase.drop();
        rmSync(ownDataDir, { recursive: true, force: true });
      }
    });

    it("cancelPush drops the queued rows, and so does disconnectGoogle", {
      timeout: 30_000,
    }, async () => {
      const crew = people("Cy", "cancel.example", 30);
      for (const person of crew) google.users.add(person.email);
      const teamId = await connectedTeam(api, owner, "Cancel Co", crew, google);
      const updatesOf = () => sum(crew.map((person) => google.updates.get(person.email) ?? 0));
      google.delayMs = 300;
      try {
        expect((await api.act(owner, teamId, "startPush")).status).toBe(200);
        expect((await api.act(owner, teamId, "cancelPush")).status).toBe(200);
        const cancelled = await pushCounts(db, teamId);
        expect(cancelled.queued).toBe(0);
        // those being sent finish; nothing else is sent
        const afterCancel = await drained(db, teamId, 10_000);
        expect(afterCancel.failed).toBe(0);
        expect(afterCancel.done).toBeLessThanOrEqual(4);
        await sleep(1_000);
        expect(updatesOf()).toBe(afterCancel.done);
        expect(await pushCounts(db, teamId)).toEqual(afterCancel);

        expect((await api.act(owner, teamId, "startPush")).status).toBe(200);
        expect((await api.act(owner, teamId, "disconnectGoogle")).status).toBe(200);
        expect((await pushCounts(db, teamId)).queued).toBe(0);
        const team = await db.kysely
          .selectFrom("team")
          .select(["google_key", "google_client_email"])
          .where("id", "=", teamId)
          .executeTakeFirstOrThrow();
        expect(team).toEqual({ google_key: null, google_client_email: null });
        const afterDisconnect = await drained(db, teamId, 10_000);
        expect(afterDisconnect.queued + afterDisconnect.sending).toBe(0);
        expect(afterDisconnect.done + afterDisconnect.failed).toBeLessThanOrEqual(4);
        // A job the worker had already taken may still send (its token comes first): wait
        // until a whole second passes with nothing sent, then at most those few were sent.
        let updates = updatesOf();
        for (let round = 0; round < 10; round++) {
          await sleep(1_000);
          if (updatesOf() === updates) break;
          updates = updatesOf();
        }
        expect(updatesOf()).toBe(updates);
        expect(updates).toBeLessThanOrEqual(afterCancel.done + 4);

        // and no push without a key
        const refused = await api.act(owner, teamId, "startPush");
        expect(refused.status).toBe(409);
        expect((await pushCounts(db, teamId)).queued).toBe(0);
      } finally {
        google.delayMs = 0;
      }
    });

    it("pushes no member of a team whose owner lost Pro meanwhile (a refund)", async () => {
      const crew = people("Flo", "refund.example", 2);
      for (const person of crew) google.users.add(person.email);
      const teamId = await connectedTeam(api, owner, "Refund Co", crew, google);
      const member = await db.kysely
        .selectFrom("team_member")
        .select(["id", "email"])
        .where("team_id", "=", teamId)
        .executeTakeFirstOrThrow();
      const loadJob = pushJobLoader(db, loadConfig({ ...env, NODE_ENV: "test" }));
      expect(await loadJob(member.id)).toMatchObject({ email: member.email });
      await sql`update "user" set "isPaid" = false where id = ${owner.userId}`.execute(db.kysely);
      try {
        expect(await loadJob(member.id)).toEqual({ refused: "notPro" });
      } finally {
        await makePro(database.url, [owner.userId]);
      }
    });

    it("refuses another Pro account's push of this team: 404, no rows", async () => {
      const crew = people("Di", "owned.example", 3);
      for (const person of crew) google.users.add(person.email);
      const teamId = await connectedTeam(api, owner, "Owned Co", crew, google);
      const requests = google.requests;
      for (const intent of ["startPush", "cancelPush", "disconnectGoogle"]) {
        const response = await api.act(other, teamId, intent);
        expect(response.status, intent).toBe(404);
        expect(response.text).not.toContain(crew[0]!.fullName);
      }
      expect(await pushRows(db, teamId)).toEqual([]);
      const team = await db.kysely
        .selectFrom("team")
        .select("google_client_email")
        .where("id", "=", teamId)
        .executeTakeFirstOrThrow();
      expect(team.google_client_email).toBe(google.serviceAccountKey.client_email);
      await sleep(300);
      expect(google.requests).toBe(requests);
      for (const person of crew) expect(google.updates.get(person.email)).toBeUndefined();
    });
  });
}

describe(
  "Gmail push on two instances sharing PostgreSQL and Redis",
  needs(NO_POSTGRES, NO_REDIS),
  () => {
    it("they share the jobs and one pace; a killed one's members are finished by the other", {
      timeout: 120_000,
    }, async () => {
      const RATE = 20;
      const [database, google] = await Promise.all([
        createTestDatabase("postgres"),
        startFakeGoogle({ delayMs: 200 }),
      ]);
      const db = connectDatabase(database.url);
      const [portA, portB] = await Promise.all([freePort(), freePort()]);
      // one public address, A's (the test acts on A's pages): B only runs jobs
      const publicUrl = `http://127.0.0.1:${portA}`;
      const env = {
        DATABASE_URL: database.url,
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GMAIL_API_URL: google.apiRootUrl,
        GMAIL_PUSH_RATE: String(RATE),
        JOB_LOCK_MS: "2000",
        LOG_LEVEL: "debug",
        ...redisServerEnv("push-two"),
      };
      const servers: RunningServer[] = [];
      try {
        // the first instance runs the migrations; the second starts once it is ready
        servers.push(await startServer({ ...env, PORT: String(portA) }));
        servers.push(await startServer({ ...env, PORT: String(portB) }));
        const [a, b] = servers as [RunningServer, RunningServer];
        const account = await registerAccount(a.url, publicUrl, "push-two");
        await makePro(database.url, [account.userId]);
        const api = client(a, publicUrl);
        const crew = people("Eve", "two.example", 120);
        for (const person of crew) google.users.add(person.email);
        const teamId = await connectedTeam(api, account, "Two Instances Co", crew, google);
        google.requestTimes.length = 0;

        expect((await api.act(account, teamId, "startPush")).status).toBe(200);
        // once both have pushed members, one is killed mid-push
        const pushedBy = (server: RunningServer) =>
          server
            .logs()
            .split("\n")
            .filter((line) => line.includes("gmail push: member pushed")).length;
        const deadline = Date.now() + 60_000;
        while (pushedBy(a) < 10 || pushedBy(b) < 10) {
          if (Date.now() > deadline)
            throw new Error(`not both pushing: ${pushedBy(a)}, ${pushedBy(b)}`);
          await sleep(20);
        }
        const killedAt = performance.now();
        const killed = new Promise((resolve) => a.process.once("exit", resolve));
        a.process.kill("SIGKILL");
        await killed;
        const byA = pushedBy(a);

        const counts = await drained(db, teamId, 90_000);
        expect(counts).toEqual({ queued: 0, sending: 0, done: 120, failed: 0 });
        for (const person of crew) {
          expect(google.updates.get(person.email), person.email).toBe(1);
        }
        expect(pushedBy(b)).toBeGreaterThanOrEqual(120 - byA);

        // one pace for both: requests a second while both ran, then over the whole push, at most
        // the rate (+10 %), where each instance on a pace of its own would go up to twice it
        const rateOf = (times: readonly number[]) =>
          ((times.length - 1) * 1000) / (times.at(-1)! - times[0]!);
        const times = google.requestTimes;
        const bothRunning = rateOf(times.filter((at) => at < killedAt));
        const overall = rateOf(times);
        console.log(
          `[two instances] ${bothRunning.toFixed(1)} requests/s while both ran, ` +
            `${overall.toFixed(1)}/s over the push (${times.length} requests, rate ${RATE}, ` +
            `busiest second ${busiestSecond(times)}); ${byA} members by the killed instance`,
        );
        expect(bothRunning).toBeLessThanOrEqual(RATE * 1.1);
        expect(overall).toBeLessThanOrEqual(RATE * 1.1);
      } finally {
        const [a, b] = servers;
        if (a && a.process.exitCode === null && a.process.signalCode === null) await a.stop();
        await b?.stop();
        await db.kysely.destroy();
        await google.close();
        await database.drop();
      }
    });
  },
);
