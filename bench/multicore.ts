// What a second instance adds on this machine's cores for the signature API: the built server
// twice on one fresh PostgreSQL schema (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), and
// `GET /api/v1/signatures` of a Pro user with 20 signatures through the test load balancer
// (tests/support/load-balancer.ts) to one instance, then to both, 50 connections for 10 s each
// from autocannon in a process of its own. The balancer runs in the bench's process and takes
// CPU of its own in both cases, so the two figures compare like with like. Without
// TEST_DATABASE_URL and TEST_REDIS_URL the section is skipped (SQLite cannot be shared by two
// processes). node:cluster would be the other way to use several cores: the same processes,
// with the kernel balancing connections instead of a proxy.
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { freePort } from "../tests/support/free-port.ts";
import { startLoadBalancer } from "../tests/support/load-balancer.ts";
import { type RunningServer, startServer } from "../tests/support/server.ts";
import { prepareReader } from "./api.ts";
import type { LoadWorkerResult } from "./load-worker.ts";
import { runWorker } from "./worker.ts";

export type MultiCoreBench =
  | { skipped: string }
  | {
      cpus: number;
      oneInstance: LoadWorkerResult;
      twoInstances: LoadWorkerResult;
      loadAverage: { start: number; end: number };
    };

export async function runMultiCoreBench({
  connections = 50,
  durationSeconds = 10,
} = {}): Promise<MultiCoreBench> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    return { skipped: "set TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis) to run it" };
  }
  const { createTestDatabase } = await import("../tests/support/databases.ts");
  const database = await createTestDatabase("postgres");
  const [portOne, portTwo, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  // One public URL for both balancers' sessions: Origin checks and cookies follow it.
  const publicUrl = `http://127.0.0.1:${portTwo}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    TRUST_PROXY: "1",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: publicUrl,
    API_RATE_LIMIT: "1000000",
  };
  const servers: RunningServer[] = [];
  const balancers: Array<Awaited<ReturnType<typeof startLoadBalancer>>> = [];
  try {
    servers.push(await startServer({ ...env, PORT: String(portA) }));
    servers.push(await startServer({ ...env, PORT: String(portB) }));
    const two = await startLoadBalancer(
      servers.map((server) => server.url),
      { port: portTwo },
    );
    balancers.push(two);
    const one = await startLoadBalancer([servers[0]!.url], { port: portOne });
    balancers.push(one);
    const { cookie } = await prepareReader(two.url, publicUrl, database.url, 20);
    const load = (url: string) =>
      runWorker({
        url,
        connections,
        durationSeconds,
        mix: "get",
        path: "/api/v1/signatures",
        headers: { cookie },
      });
    const start = loadavg()[0]!;
    const oneInstance = await load(one.url);
    const twoInstances = await load(two.url);
    return {
      cpus: cpus().length,
      oneInstance,
      twoInstances,
      loadAverage: { start, end: loadavg()[0]! },
    };
  } finally {
    for (const balancer of balancers) await balancer.close();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

export function formatMultiCoreBench(bench: MultiCoreBench): string {
  if ("skipped" in bench) return `skipped: ${bench.skipped}`;
  const row = (label: string, result: LoadWorkerResult) =>
    [
      label.padEnd(40),
      result.requestsPerSecond.toFixed(0).padStart(7),
      result.p50Ms.toFixed(0).padStart(7),
      result.p99Ms.toFixed(0).padStart(7),
      String(result.errors + result.timeouts).padStart(7),
      String(result.non2xx).padStart(8),
    ].join(" ");
  return [
    `${"GET /api/v1/signatures, PostgreSQL".padEnd(40)}   req/s  p50 ms  p99 ms  errors  non-2xx`,
    row("balancer → 1 instance", bench.oneInstance),
    row("balancer → 2 instances", bench.twoInstances),
    `2 instances / 1: ×${(bench.twoInstances.requestsPerSecond / bench.oneInstance.requestsPerSecond).toFixed(2)} req/s, ` +
      `p99 ×${(bench.twoInstances.p99Ms / bench.oneInstance.p99Ms).toFixed(2)}; machine: ${bench.cpus} CPUs ` +
      `(shared with the balancer, the load generator, PostgreSQL and Redis), load average ` +
      `${bench.loadAverage.start.toFixed(1)} before, ${bench.loadAverage.end.toFixed(1)} after`,
  ].join("\n");
}

if (import.meta.main) {
  console.log(formatMultiCoreBench(await runMultiCoreBench()));
}
