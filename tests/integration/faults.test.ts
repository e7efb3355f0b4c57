// The built server under faults, with real processes and real backends: killed with -9 while
// writing (no acknowledged write lost), stopped with SIGTERM under keep-alive load (drains,
// exits 0) or past its shutdown timeout (cut, exits 1), and its PostgreSQL or Redis stopped
// and started again under load (503 while down, back without a restart). The database and
// Redis that get stopped are throwaway instances of this test, never the machine's own.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pngImage } from "../../app/.server/photos/test-images.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { NO_POSTGRES, needs, onEngine } from "../support/needs.ts";
import {
  postgresInstanceUnavailable,
  startPostgresInstance,
} from "../support/postgres-instance.ts";
import {
  json,
  loopbackAddress,
  RawRequestError,
  type RawResponse,
  rawRequest,
} from "../support/raw-http.ts";
import { redisInstanceUnavailable, startRedisInstance } from "../support/redis-instance.ts";
import { type LoopOutcome, startRequestLoops, summarize } from "../support/request-loops.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { slowUpload } from "../support/slow-upload.ts";
import { NEVER_MS, until } from "../support/wait.ts";

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Server settings on a fixed port, so a restarted server has the same PUBLIC_URL. */
async function serverEnv(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "paraph-faults-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    API_RATE_LIMIT: "1000000",
    ...extra,
  };
}

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(env);
  // stop() waits for an exit: not for a process that is gone already (killed, stopped).
  cleanups.push(() =>
    server.process.exitCode === null && server.process.signalCode === null
      ? server.stop()
      : undefined,
  );
  return server;
}

function exitOf(server: RunningServer): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode);
  return new Promise((resolve) => server.process.once("exit", (code) => resolve(code)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(
  attempt: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch((error: unknown) => error as T);
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

const isProblem503 = (response: RawResponse) =>
  response.status === 503 &&
  String(response.headers["content-type"]).startsWith("application/problem+json") &&
  Number(response.headers["retry-after"]) > 0;

describe("kill -9 under write load", () => {
  for (const engine of ENGINES) {
    it(`loses no acknowledged signature (${engine})`, {
      timeout: 60_000,
      ...onEngine(engine),
    }, async () => {
      const database = await createTestDatabase(engine);
      cleanups.push(() => database.drop());
      const env = await serverEnv({ DATABASE_URL: database.url });
      const first = await start(env);
      const accounts = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          registerAccount(first.url, env.PUBLIC_URL, `kill-${i}`),
        ),
      );
      await makePro(
        database.url,
        accounts.map((account) => account.userId),
      );

      const acknowledged = new Map<string, string[]>(
        accounts.map((account) => [account.userId, []]),
      );
      const agent = new http.Agent({ keepAlive: true });
      cleanups.push(() => agent.destroy());
      let killedAt: number | null = null;
      const writer = (account: TestAccount, index: number) => ({
        name: `writer-${index}`,
        stopOnError: true,
        send: async () => {
          const response = await rawRequest(`${first.url}/api/v1/signatures`, {
            method: "POST",
            agent,
            headers: { "content-type": "application/json", cookie: account.cookie },
            body: JSON.stringify({ name: `Write ${index}`, fullName: "Ada Lovelace" }),
          });
          if (response.status === 201)
            acknowledged.get(account.userId)!.push(json<{ id: string }>(response).id);
          return response;
        },
      });
      const loops = startRequestLoops(
        Array.from({ length: 24 }, (_, i) => writer(accounts[i % accounts.length]!, i)),
      );
      const count = () => [...acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0);
      while (count() < 150 && loops.now() < 20_000) await sleep(20);
      const inFlight = loops.pending().length;
      first.process.kill("SIGKILL");
      killedAt = loops.now();
      expect(await exitOf(first)).toBe(null); // killed by a signal: no exit code
      const outcomes = await loops.stop();

      const beforeKill = outcomes.filter((outcome) => outcome.endedAt < killedAt!);
      expect(beforeKill.filter((outcome) => outcome.status !== 201)).toEqual([]);
      const unanswered = outcomes.filter((outcome) => outcome.error).length;

      const second = await start(env);
      const stored = new Set<string>();
      for (const account of accounts) {
        const list = await rawRequest(`${second.url}/api/v1/signatures`, {
          headers: { cookie: account.cookie },
        });
        expect(list.status).toBe(200);
        for (const signature of json<Array<{ id: string }>>(list)) stored.add(signature.id);
      }
      const acked = [...acknowledged.values()].flat();
      const lost = acked.filter((id) => !stored.has(id));
      console.log(
        `kill -9 (${engine}): ${acked.length} writes acknowledged, ${lost.length} lost; ` +
          `${inFlight} in flight at the kill, ${unanswered} unanswered, ` +
          `${stored.size - acked.length} stored without an acknowledgement`,
      );
      expect(lost).toEqual([]);
      // What was stored but not acknowledged can only be requests cut by the kill.
      expect(stored.size - acked.length).toBeLessThanOrEqual(unanswered);
    });
  }
});

describe("SIGTERM", () => {
  /**
   * Failures a client may see from a server that stops, both for requests sent after the
   * signal, with nothing of an answer: a new connection refused once the server no longer
   * listens (connections in its accept queue are taken in before the listener closes: none is
   * reset), or a request sent on a kept-alive connection the server closed after
   * IDLE_CLOSE_MS without a request, when this process (the load shares it with the test
   * runner) stalled that long on a loaded machine and wrote before it read the close. HTTP
   * clients retry those (RFC 9112 §9.3.1). tests/integration/graceful-shutdown.test.ts runs
   * the load from a process of its own, where neither happens but the refusals.
   */
  const isRetryableStopFailure = (outcome: LoopOutcome) =>
    outcome.error !== undefined &&
    !outcome.error.gotResponse &&
    (outcome.error.reusedSocket
      ? outcome.error.code === "ECONNRESET" || outcome.error.code === "EPIPE"
      : outcome.error.code === "ECONNREFUSED");

  it("drains keep-alive load, completes in-flight requests and exits 0", {
    timeout: 40_000,
  }, async () => {
    const env = await serverEnv({ SHUTDOWN_TIMEOUT_MS: "10000" });
    const server = await start(env);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    cleanups.push(() => agent.destroy());
    const get = (path: string) => () => rawRequest(`${server.url}${path}`, { agent });
    // Below saturation (pages cost tens of ms of CPU here), as a load balancer keeps it.
    const loops = startRequestLoops([
      ...Array.from({ length: 16 }, (_, i) => ({
        name: `healthz-${i}`,
        send: get("/healthz"),
        pauseMs: 20,
        stopOnError: true,
      })),
      // Two pages always being rendered: requests are in flight whenever the signal comes.
      ...Array.from({ length: 2 }, (_, i) => ({
        name: `page-${i}`,
        send: get(i % 2 ? "/create" : "/fr/create"),
        stopOnError: true,
      })),
    ]);
    await loops.ended(40);
    const photo = await pngImage(200, 200);
    // Slow uploads the server is reading when the signal comes: they must complete.
    const uploads = Array.from({ length: 3 }, () =>
      slowUpload(`${server.url}/api/v1/photos`, photo, { chunks: 15, intervalMs: 100 }),
    );
    const uploadResults = uploads.map((upload) =>
      upload.done.catch((error: unknown) => error as RawRequestError),
    );
    await Promise.all(uploads.map((upload) => upload.sent(3)));

    const inFlight = loops.pending();
    const signalAt = loops.now();
    const exited = exitOf(server);
    server.process.kill("SIGTERM");
    const code = await exited; // 0: it did not have to cut anything at SHUTDOWN_TIMEOUT_MS
    const stoppedAfter = loops.now() - signalAt;
    const outcomes = await loops.stop();
    const results = await Promise.all(uploadResults);

    const inFlightOutcomes = inFlight.map(
      (request) => outcomes.find((o) => o.loop === request.loop && o.sentAt === request.sentAt)!,
    );
    const inFlightReset = inFlightOutcomes.filter((o) => o.error).length;
    console.log(
      `SIGTERM under keep-alive load: exit ${code} after ${Math.round(stoppedAfter)} ms; ` +
        `in flight at the signal: ${inFlight.length - inFlightReset} answered 2xx, ${inFlightReset} reset on a kept-alive connection before any answer; ` +
        `${outcomes.length} requests (${outcomes.filter((o) => o.status).length} answered) and ${uploads.length} slow uploads; ` +
        `after it: ${JSON.stringify(summarize(outcomes.filter((o) => o.sentAt >= signalAt)))}`,
    );
    expect(inFlight.length).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(server.logs()).toContain('"msg":"shutting down"');
    expect(server.logs()).toContain('"msg":"stopped"');
    // Every answer was a success; the only failures are the retryable ones, after the signal.
    expect(
      outcomes.filter((o) => o.status !== undefined && (o.status < 200 || o.status > 299)),
    ).toEqual([]);
    expect(
      outcomes.filter((o) => o.error && (o.sentAt < signalAt || !isRetryableStopFailure(o))),
    ).toEqual([]);
    // Requests in flight at the signal all completed with 2xx.
    expect(inFlightOutcomes.map((o) => o.status ?? o.error)).toEqual(
      inFlightOutcomes.map(() => expect.toSatisfy((status) => status === 200)),
    );
    for (const result of results) {
      expect(result instanceof RawRequestError ? result.message : result.status).toBe(201);
    }
  });

  // Requests already sent when SIGTERM comes, waiting in the accept queue or unread on a
  // kept-alive connection because the event loop was busy, used to be reset (the listener and
  // every connection without a parsed request were closed at once). Frozen with SIGSTOP, the
  // server gets requests on new and kept-alive connections, then SIGTERM, then SIGCONT: it
  // answers them all (with Connection: close) before it stops.
  it("answers the requests it had been sent when the signal came", {
    timeout: 30_000,
  }, async () => {
    const server = await start(await serverEnv());
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    await Promise.all(
      Array.from({ length: 4 }, () => rawRequest(`${server.url}/healthz`, { agent })),
    );
    const exited = exitOf(server);
    server.process.kill("SIGSTOP");
    const outcome = (response: Promise<RawResponse>) =>
      response.then(
        (answer) => answer.status,
        (error: RawRequestError) =>
          `${error.code}${error.reusedSocket ? " (kept-alive)" : " (new)"}`,
      );
    let written = 0;
    const onSent = () => {
      written += 1;
    };
    const sent = [
      ...Array.from({ length: 4 }, () =>
        outcome(rawRequest(`${server.url}/healthz`, { agent, onSent })),
      ),
      ...Array.from({ length: 4 }, () =>
        outcome(rawRequest(`${server.url}/healthz`, { agent: false, onSent })),
      ),
    ];
    // written to the server's sockets (new connections: its accept queue)
    await until(() => written === 8, "the 8 requests written");
    server.process.kill("SIGTERM"); // pending while the process is stopped
    server.process.kill("SIGCONT");
    expect(await exited).toBe(0);
    expect(await Promise.all(sent)).toEqual(Array(8).fill(200));
  });

  it("cuts a request that outlives SHUTDOWN_TIMEOUT_MS and exits 1", {
    timeout: 30_000,
  }, async () => {
    const env = await serverEnv({ SHUTDOWN_TIMEOUT_MS: "500" });
    const server = await start(env);
    // ~6 s of upload: far longer than the 500 ms the server gives it.
    const upload = slowUpload(`${server.url}/api/v1/photos`, await pngImage(200, 200), {
      chunks: 60,
      intervalMs: 100,
    });
    const result = upload.done.catch((error: unknown) => error as RawRequestError);
    await upload.sent(3);
    const signalled = performance.now();
    const exited = exitOf(server);
    server.process.kill("SIGTERM");
    const code = await exited;
    const after = performance.now() - signalled;
    const outcome = await result;
    console.log(`SIGTERM past the shutdown timeout: exit ${code} after ${Math.round(after)} ms`);
    expect(code).toBe(1);
    expect(after).toBeGreaterThanOrEqual(450); // it gave the upload its time…
    expect(outcome).toBeInstanceOf(RawRequestError); // …and cut it, rather than wait for it
    expect(server.logs()).toContain("shutdown timeout");
    expect(server.logs()).toMatch(/"msg":"stopped".*"exitCode":1/);
  });
});

const noPostgresInstance = postgresInstanceUnavailable();

describe(
  "PostgreSQL stopped and started again under load",
  needs(
    noPostgresInstance === null ? null : { what: "throwaway PostgreSQL", why: noPostgresInstance },
  ),
  () => {
    it("answers 503 while it is down, stays live, and recovers without a restart", {
      timeout: 60_000,
    }, async () => {
      const postgres = await startPostgresInstance();
      cleanups.push(() => postgres.destroy());
      const env = await serverEnv({ DATABASE_URL: postgres.url });
      const server = await start(env);
      const account = await registerAccount(server.url, env.PUBLIC_URL, "pg-restart");
      await makePro(postgres.url, [account.userId]);
      const list = () =>
        rawRequest(`${server.url}/api/v1/signatures`, { headers: { cookie: account.cookie } });
      const create = () =>
        rawRequest(`${server.url}/api/v1/signatures`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: account.cookie },
          body: JSON.stringify({ name: "During an outage" }),
        });
      const loops = startRequestLoops([
        ...Array.from({ length: 4 }, (_, i) => ({ name: `list-${i}`, send: list, pauseMs: 20 })),
        ...Array.from({ length: 2 }, (_, i) => ({
          name: `create-${i}`,
          send: create,
          pauseMs: 20,
        })),
        { name: "healthz", send: () => rawRequest(`${server.url}/healthz`), pauseMs: 50 },
      ]);
      await loops.ended(10);
      expect((await list()).status).toBe(200);

      const stoppedAt = loops.now();
      await postgres.stop();
      const down = await Promise.all([list(), create(), list()]);
      for (const answer of down) {
        expect(answer.status, answer.body.toString()).toBe(503);
        expect(isProblem503(answer)).toBe(true);
      }
      const readyDown = await rawRequest(`${server.url}/readyz`);
      expect(readyDown.status).toBe(503);
      expect(json<{ failed: string[] }>(readyDown).failed).toContain("database");
      expect((await rawRequest(`${server.url}/healthz`)).status).toBe(200);
      await loops.ended(10, stoppedAt); // the load met the outage

      await postgres.start();
      const restartedAt = loops.now();
      const back = await eventually(
        list,
        (answer) => (answer as RawResponse).status === 200,
        NEVER_MS,
      );
      expect((back as RawResponse).status).toBe(200);
      const recoveredAfter = loops.now() - restartedAt;
      expect((await rawRequest(`${server.url}/readyz`)).status).toBe(200);
      expect((await create()).status).toBe(201);
      await loops.ended(5, loops.now());
      const outcomes = await loops.stop();

      console.log(
        `PostgreSQL down ${Math.round(restartedAt - stoppedAt)} ms, recovered ${Math.round(recoveredAfter)} ms after its restart; ` +
          `load: ${JSON.stringify(summarize(outcomes))}, slowest ${Math.round(Math.max(...outcomes.map((o) => o.endedAt - o.sentAt)))} ms`,
      );
      // The same process all along, and never a 500, a hang or a broken connection.
      expect(server.process.exitCode).toBe(null);
      expect(server.logs()).not.toMatch(
        /uncaught exception|unhandled rejection|"msg":"shutting down"/,
      );
      expect(outcomes.filter((o) => o.error || ![200, 201, 503].includes(o.status!))).toEqual([]);
      expect(
        outcomes.filter(
          (o) => o.status === 503 && !o.contentType?.startsWith("application/problem+json"),
        ),
      ).toEqual([]);
      expect(outcomes.filter((o) => o.loop === "healthz" && o.status !== 200)).toEqual([]);
    });
  },
);

// A connection the app holds (checked out by Kysely) whose session PostgreSQL ends (restart,
// failover, pg_terminate_backend) emits `error` on its client: without a listener that was an
// uncaught exception and the server stopped (exit 1), nearly every time a PostgreSQL restart
// came under write load. app/.server/db/connect.ts now listens on every client.
describe("PostgreSQL session ended while the app holds it", needs(NO_POSTGRES), () => {
  it("fails the query instead of crashing the process", { timeout: 2 * NEVER_MS }, () => {
    // A child process: the crash would otherwise be this test runner's.
    const script = path.resolve(import.meta.dirname, "../support/lose-checked-out-connection.ts");
    const result = spawnSync(process.execPath, [script, process.env.TEST_DATABASE_URL!], {
      encoding: "utf8",
      timeout: NEVER_MS,
    });
    expect(result.stderr).not.toContain("Unhandled 'error' event");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).outcome).toMatch(/^query failed/);
  });
});

const noRedisInstance = redisInstanceUnavailable();

describe(
  "Redis stopped and started again under load",
  needs(noRedisInstance === null ? null : { what: "throwaway Redis", why: noRedisInstance }),
  () => {
    it("fails closed on rate-limited endpoints, serves the rest, and recovers without a restart", {
      timeout: 60_000,
    }, async () => {
      const redis = await startRedisInstance();
      cleanups.push(() => redis.stop());
      const env = await serverEnv({ REDIS_URL: redis.url });
      const server = await start(env);
      const account = await registerAccount(server.url, env.PUBLIC_URL, "redis-restart");
      // Each render from an address of its own: the per-IP limit (120 a minute) is not the point.
      const render = () =>
        rawRequest(`${server.url}/api/v1/render`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ fullName: "Ada Lovelace" }),
          localAddress: loopbackAddress(),
          agent: false,
        });
      const list = () =>
        rawRequest(`${server.url}/api/v1/signatures`, { headers: { cookie: account.cookie } });
      const get = (path: string) => () => rawRequest(`${server.url}${path}`);
      const loops = startRequestLoops([
        { name: "render", send: render, pauseMs: 20 },
        { name: "list", send: list, pauseMs: 20 },
        { name: "healthz", send: get("/healthz"), pauseMs: 20 },
        { name: "page", send: get("/create"), pauseMs: 20 },
      ]);
      await loops.ended(10);
      expect((await render()).status).toBe(200);
      expect((await rawRequest(`${server.url}/readyz`)).status).toBe(200);

      const stoppedAt = loops.now();
      await redis.stop();
      for (const answer of await Promise.all([render(), list()])) {
        expect(answer.status, answer.body.toString()).toBe(503);
        expect(isProblem503(answer)).toBe(true);
      }
      expect((await get("/healthz")()).status).toBe(200);
      expect((await get("/create")()).status).toBe(200);
      const readyDown = await rawRequest(`${server.url}/readyz`);
      expect(readyDown.status).toBe(503);
      expect(json<{ failed: string[] }>(readyDown).failed).toEqual(["redis"]);
      await loops.ended(10, stoppedAt); // the load met the outage

      await redis.start();
      const restartedAt = loops.now();
      const back = await eventually(
        render,
        (answer) => (answer as RawResponse).status === 200,
        NEVER_MS,
      );
      expect((back as RawResponse).status).toBe(200);
      const recoveredAt = loops.now();
      const recoveredAfter = recoveredAt - restartedAt;
      expect((await list()).status).toBe(200);
      expect((await rawRequest(`${server.url}/readyz`)).status).toBe(200);
      await loops.ended(5, loops.now());
      const outcomes = await loops.stop();

      console.log(
        `Redis down ${Math.round(restartedAt - stoppedAt)} ms, recovered ${Math.round(recoveredAfter)} ms after its restart; ` +
          `load: ${JSON.stringify(summarize(outcomes))}`,
      );
      expect(server.process.exitCode).toBe(null);
      expect(outcomes.filter((o) => o.error)).toEqual([]);
      // Limited endpoints: 200, or 503 problem+json while Redis was away; the rest always 200.
      const limited = outcomes.filter((o) => o.loop === "render" || o.loop === "list");
      expect(
        limited.filter(
          (o) =>
            o.status !== 200 &&
            !(o.status === 503 && o.contentType?.startsWith("application/problem+json")),
        ),
      ).toEqual([]);
      // …and only then.
      expect(
        limited.filter(
          (o) => o.status === 503 && (o.endedAt < stoppedAt || o.sentAt > recoveredAt),
        ),
      ).toEqual([]);
      expect(
        outcomes.filter((o) => (o.loop === "healthz" || o.loop === "page") && o.status !== 200),
      ).toEqual([]);
    });
  },
);
