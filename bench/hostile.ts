// Untrusted files (ADR 030): the hostile corpus (tests/fixtures/hostile/) sent in a loop to the
// built server by a process of its own (bench/hostile-sender.ts) while this process asks
// /healthz, one request after another. docs/product.md#budgets's budget: /healthz p99 < 100 ms meanwhile.
// Also: the server's own longest event-loop stall (its /metrics histogram), its peak resident
// memory, and the answers (no 5xx).
import { spawn } from "node:child_process";
import path from "node:path";
import { registerAccount } from "../tests/support/accounts.ts";
import { freePort } from "../tests/support/free-port.ts";
import { probeHealthz } from "../tests/support/hostile-load.ts";
import { watchPeakRss } from "../tests/support/process-memory.ts";
import { startServer } from "../tests/support/server.ts";
import type { HostileSenderResult, HostileSenderTask } from "./hostile-sender.ts";

export const HOSTILE_SECONDS = 30;
const METRICS_TOKEN = "bench-hostile-metrics-token";
const SENDER = path.resolve(import.meta.dirname, "hostile-sender.ts");

export type HostileRun = {
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** the server's longest event-loop stall while the corpus was sent */
  stallMs: number;
  rssPeakMb: number;
  files: number;
  filesPerSecond: number;
  serverErrors: number;
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function longestStallMs(url: string): Promise<number> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1]) * 1000;
}

/** Runs the sender; resolves once it says it is sending, and again with its result. */
function startSender(task: HostileSenderTask) {
  const child = spawn(process.execPath, [SENDER, JSON.stringify(task)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  let markSending: () => void = () => {};
  const sending = new Promise<void>((resolve) => {
    markSending = resolve;
  });
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
    if (output.startsWith("sending\n")) markSending();
  });
  const done = new Promise<HostileSenderResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`hostile sender exited with ${code}`));
      else resolve(JSON.parse(output.slice("sending\n".length)) as HostileSenderResult);
    });
  });
  return { sending, done };
}

export async function runHostileBench(): Promise<HostileRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    PRO_FOR_EVERYONE: "true",
    // each file from its own client address: the per-address upload limit stays out
    TRUST_PROXY: "1",
    METRICS_TOKEN,
  });
  try {
    const { cookie } = await registerAccount(url, url, "bench-hostile");
    const sender = startSender({
      url,
      cookie,
      origin: url,
      durationSeconds: HOSTILE_SECONDS,
      concurrency: 2,
    });
    await sender.sending;
    await longestStallMs(url);
    const memory = watchPeakRss(server.process.pid!);
    const probe = probeHealthz(url);
    const result = await sender.done;
    const roundTrips = (await probe.stop()).sort((a, b) => a - b);
    const rssPeakMb = memory.stop();
    const stallMs = await longestStallMs(url);
    return {
      probes: roundTrips.length,
      p50Ms: percentile(roundTrips, 0.5),
      p99Ms: percentile(roundTrips, 0.99),
      maxMs: roundTrips.at(-1) ?? Number.NaN,
      stallMs,
      rssPeakMb,
      files: result.files,
      filesPerSecond: result.files / result.seconds,
      serverErrors: Object.entries(result.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, count]) => sum + count, 0),
    };
  } finally {
    await server.stop();
  }
}

export function formatHostileBench(run: HostileRun): string {
  return [
    "probes  p50 ms  p99 ms  max ms  loop stall ms  files  files/s  5xx  peak RSS MB",
    [
      String(run.probes).padStart(6),
      run.p50Ms.toFixed(1).padStart(7),
      run.p99Ms.toFixed(1).padStart(7),
      run.maxMs.toFixed(0).padStart(7),
      run.stallMs.toFixed(0).padStart(14),
      String(run.files).padStart(6),
      run.filesPerSecond.toFixed(1).padStart(8),
      String(run.serverErrors).padStart(4),
      run.rssPeakMb.toFixed(0).padStart(12),
    ].join(" "),
  ].join("\n");
}

if (import.meta.main) {
  console.log(formatHostileBench(await runHostileBench()));
}
