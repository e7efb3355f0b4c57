// The signature API's fast path, measured: `GET /api/v1/signatures` (20 signatures) and
// `GET /api/v1/signatures/{id}` of one signed-in Pro user, and `/healthz` in the same run as
// the floor, at 50 connections, on the built server (`npm run build` first). The load comes from
// a process of its own (this file run with `--worker`), so the server has its core to itself;
// the server's CPU time per request is read from /proc (less noisy than latency on a shared
// machine). Rounds alternate the endpoints; each figure is given as min / median / max.
//
//   node bench/api-only.ts [--engines sqlite,postgres] [--rounds 3] [--seconds 8]
//                          [--connections 50] [--encoding gzip|none] [--env KEY=VALUE]…
//                          [--only REGEX] [--builds LABEL=DIR,LABEL=DIR]
//
// `--builds` runs one server per build directory (copies of `build/`, e.g. `build-before/`)
// and alternates between them round by round, so that a before/after comparison shares the
// machine's load.
//
// PostgreSQL runs when TEST_DATABASE_URL is set; `--env` passes settings to the server (e.g.
// REDIS_URL). Requests carry `Accept-Encoding` as a browser's do, unless `--encoding none`.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "kysely";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { uniqueEmail } from "../tests/support/auth-client.ts";
import { freePort } from "../tests/support/free-port.ts";
import { startServer } from "../tests/support/server.ts";
import { signatureApi } from "../tests/support/signatures-api.ts";
import { SIGNATURE_FIELDS } from "./api.ts";
import type { LoadWorkerResult } from "./load-worker.ts";

type WorkerTask = {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};
type WorkerResult = Pick<
  LoadWorkerResult,
  "requests" | "requestsPerSecond" | "p50Ms" | "p99Ms" | "non2xx" | "errors"
>;
type Sample = WorkerResult & { cpuUsPerRequest: number };

async function runWorker({ url, connections, seconds, headers }: WorkerTask) {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  const out: WorkerResult = {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function load(task: WorkerTask): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [import.meta.filename, "--worker", JSON.stringify(task)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output) as WorkerResult)
        : reject(new Error(`worker ${code}`)),
    );
  });
}

/** User + system CPU time of a process, in microseconds (Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1e6) / 100; // USER_HZ
}

async function makePro(databaseUrl: string, userId: string) {
  const db = connectDatabase(databaseUrl);
  try {
    await sql`update "user" set "isPaid" = true where id = ${userId}`.execute(db.kysely);
  } finally {
    await db.kysely.destroy();
  }
}

type Options = {
  rounds: number;
  seconds: number;
  connections: number;
  encoding: string;
  env: Record<string, string>;
  /** only the endpoints whose name matches this regular expression (profiling) */
  only?: string;
  /** label → build directory (BUILD_DIR); several are measured in alternation (A/B) */
  builds: Record<string, string>;
};

type Endpoint = { name: string; path: string; headers: Record<string, string> };

/** One build's server on a fresh database, with the bench's user and its 20 signatures. */
async function prepare(engine: "sqlite" | "postgres", buildDir: string, options: Options) {
  const { createTestDatabase } = await import("../tests/support/databases.ts");
  const database = await createTestDatabase(engine);
  const port = await freePort();
  const server = await startServer({
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_RATE_LIMIT: "1000000",
    LOG_LEVEL: "info",
    BUILD_DIR: buildDir,
    ...options.env,
  });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  try {
    const api = signatureApi(server.url);
    const userId = await api.register(uniqueEmail("bench"));
    await makePro(database.url, userId);
    let lastId = "";
    for (let i = 0; i < 20; i++) {
      const response = await api.create({ ...SIGNATURE_FIELDS, name: `Signature ${i + 1}` });
      if (response.status !== 201) throw new Error(`create: ${response.status}`);
      lastId = ((await response.json()) as { id: string }).id;
    }
    const cookie = api.jar.header(server.url);
    const encoding: Record<string, string> =
      options.encoding === "none" ? {} : { "accept-encoding": options.encoding };
    const endpoints: Endpoint[] = [
      { name: "/healthz", path: "/healthz", headers: encoding },
      {
        name: "GET /api/v1/signatures",
        path: "/api/v1/signatures",
        headers: { ...encoding, cookie },
      },
      {
        name: "GET /api/v1/signatures/{id}",
        path: `/api/v1/signatures/${lastId}`,
        headers: { ...encoding, cookie },
      },
    ];
    const only = options.only ? new RegExp(options.only) : null;
    return { server, stop, endpoints: endpoints.filter((e) => !only || only.test(e.name)) };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Measured = { engine: string; build: string; samples: Map<string, Sample[]> };

async function benchEngine(engine: "sqlite" | "postgres", options: Options): Promise<Measured[]> {
  const targets: Array<Awaited<ReturnType<typeof prepare>> & { build: string }> = [];
  try {
    for (const [build, dir] of Object.entries(options.builds)) {
      targets.push({ build, ...(await prepare(engine, dir, options)) });
    }
    const run = async (
      target: (typeof targets)[number],
      endpoint: Endpoint,
      seconds: number,
    ): Promise<Sample> => {
      const pid = target.server.process.pid!;
      const before = cpuMicros(pid);
      const result = await load({
        url: `${target.server.url}${endpoint.path}`,
        connections: options.connections,
        seconds,
        headers: endpoint.headers,
      });
      return { ...result, cpuUsPerRequest: (cpuMicros(pid) - before) / result.requests };
    };
    // warm-up: JIT, statement caches, connection pool
    for (const target of targets) {
      for (const endpoint of target.endpoints) await run(target, endpoint, 2);
    }
    const results = targets.map((target) => ({
      engine,
      build: target.build,
      samples: new Map<string, Sample[]>(target.endpoints.map((e) => [e.name, []])),
    }));
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, target] of targets.entries()) {
        for (const endpoint of target.endpoints) {
          results[index]!.samples.get(endpoint.name)!.push(
            await run(target, endpoint, options.seconds),
          );
        }
      }
    }
    return results;
  } finally {
    for (const target of targets) await target.stop();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
function spread(values: number[], digits = 0): string {
  const s = sorted(values);
  const median = s[Math.floor(s.length / 2)]!;
  return `${s[0]!.toFixed(digits)}/${median.toFixed(digits)}/${s.at(-1)!.toFixed(digits)}`;
}
const medianOf = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;

function format(results: Measured[]): string {
  const lines = [
    "engine    build       endpoint                      req/s min/med/max     p99 ms min/med/max  CPU µs/req med  × healthz CPU  non-2xx",
  ];
  for (const { engine, build, samples } of results) {
    const healthz = samples.get("/healthz");
    const floor = healthz ? medianOf(healthz.map((s) => s.cpuUsPerRequest)) : Number.NaN;
    for (const [name, rows] of samples) {
      const cpu = medianOf(rows.map((s) => s.cpuUsPerRequest));
      lines.push(
        [
          engine.padEnd(9),
          build.padEnd(11),
          name.padEnd(29),
          spread(rows.map((r) => r.requestsPerSecond)).padStart(19),
          spread(rows.map((r) => r.p99Ms)).padStart(20),
          cpu.toFixed(0).padStart(15),
          (cpu / floor).toFixed(2).padStart(14),
          String(rows.reduce((n, r) => n + r.non2xx + r.errors, 0)).padStart(8),
        ].join(" "),
      );
    }
  }
  return lines.join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      worker: { type: "string" },
      engines: { type: "string" },
      rounds: { type: "string", default: "3" },
      seconds: { type: "string", default: "8" },
      connections: { type: "string", default: "50" },
      encoding: { type: "string", default: "gzip, deflate, br" },
      env: { type: "string", multiple: true, default: [] },
      only: { type: "string" },
      builds: { type: "string", default: "build=build" },
    },
  });
  if (values.worker) {
    await runWorker(JSON.parse(values.worker) as WorkerTask);
  } else {
    const engines = (
      values.engines ?? (process.env.TEST_DATABASE_URL ? "sqlite,postgres" : "sqlite")
    ).split(",") as Array<"sqlite" | "postgres">;
    const env = Object.fromEntries(
      values.env.map((pair) => [
        pair.slice(0, pair.indexOf("=")),
        pair.slice(pair.indexOf("=") + 1),
      ]),
    );
    const options: Options = {
      rounds: Number(values.rounds),
      seconds: Number(values.seconds),
      connections: Number(values.connections),
      encoding: values.encoding,
      env,
      only: values.only,
      builds: Object.fromEntries(
        values.builds.split(",").map((pair) => [pair.split("=")[0]!, pair.split("=")[1] ?? pair]),
      ),
    };
    const results: Measured[] = [];
    for (const engine of engines) results.push(...(await benchEngine(engine, options)));
    console.log(format(results));
  }
}
