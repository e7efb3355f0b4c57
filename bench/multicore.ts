// What a second instance adds on this machine's cores for the signature API: the built server
// twice on one fresh PostgreSQL schema (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), and
// `GET /api/v1/signatures` of a Pro user with 20 signatures through the test load balancer
// (tests/support/load-balancer.ts) to one instance, then to both, 50 connections for 10 s each
// from autocannon in a process of its own. The balancer runs in the bench's process and takes
// CPU of its own in both cases, so the two figures compare like with like. Without
// TEST_DATABASE_URL and TEST_REDIS_URL the section is skipped (SQLite cannot be shared by two
// processes). node:cluster would be the other way to use several cores: the same processes,
// with the kernel balancing connections instead of a proxy.
import { cpus, loadavg } from "node:os";
import { freePort } from "../tests/support/free-port.ts";
import { startLoadBalancer } from "../tests/support/load-balancer.ts";
import { prepareReader } from "./api.ts";
import { loadHeader, loadRow } from "./load-table.ts";
import type { LoadWorkerResult } from "./load-worker.ts";
import { startTwoInstances, twoInstancesSkipped } from "./two-instances.ts";
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
  const skipped = twoInstancesSkipped();
  if (skipped) return { skipped };
  const [portOne, portTwo, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  // One public URL for both balancers' sessions: Origin checks and cookies follow it.
  const publicUrl = `http://127.0.0.1:${portTwo}`;
  const { database, servers, stop } = await startTwoInstances({
    publicUrl,
    trustProxy: "1",
    ports: [portA, portB],
  });
  const balancers: Array<Awaited<ReturnType<typeof startLoadBalancer>>> = [];
  try {
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
    await stop();
  }
}

export function formatMultiCoreBench(bench: MultiCoreBench): string {
  if ("skipped" in bench) return `skipped: ${bench.skipped}`;
  return [
    loadHeader("GET /api/v1/signatures, PostgreSQL", 40),
    loadRow("balancer → 1 instance", bench.oneInstance, 40),
    loadRow("balancer → 2 instances", bench.twoInstances, 40),
    `2 instances / 1: ×${(bench.twoInstances.requestsPerSecond / bench.oneInstance.requestsPerSecond).toFixed(2)} req/s, ` +
      `p99 ×${(bench.twoInstances.p99Ms / bench.oneInstance.p99Ms).toFixed(2)}; machine: ${bench.cpus} CPUs ` +
      `(shared with the balancer, the load generator, PostgreSQL and Redis), load average ` +
      `${bench.loadAverage.start.toFixed(1)} before, ${bench.loadAverage.end.toFixed(1)} after`,
  ].join("\n");
}

if (import.meta.main) {
  console.log(formatMultiCoreBench(await runMultiCoreBench()));
}
