// Start to ready: spawn of the built server (`node server/main.js`, as `npm start` runs it) →
// its `ready` line → `GET /readyz` answered 200, on SQLite. Three cases:
// - first start of a build: Node's compile cache empty (a fresh NODE_COMPILE_CACHE), new database;
// - new database (the cache filled by the first start);
// - restart: the same data directory again (migrations recorded, auth schema check skipped).
// The server's own `startup` debug line gives the phases of the last restart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../tests/support/server.ts";

export type StartupBench = {
  firstStartMs: number;
  newDatabaseMs: number[];
  restartMs: number[];
  /** the `startup` debug line of the last restart: phases, CPU time */
  lastRestart: { startupMs?: number; cpuMs?: number; phases?: Record<string, number> };
};

async function timeStart(env: Record<string, string>) {
  const started = performance.now();
  const server = await startServer({ LOG_LEVEL: "debug", ...env });
  const ready = await fetch(`${server.url}/readyz`);
  const ms = performance.now() - started;
  if (!ready.ok) throw new Error(`/readyz answered ${ready.status}`);
  const line = server
    .logs()
    .split("\n")
    .find((entry) => entry.includes('"msg":"startup"'));
  await server.stop();
  return { ms, startup: line ? (JSON.parse(line) as StartupBench["lastRestart"]) : {} };
}

export async function runStartupBench(starts = 5): Promise<StartupBench> {
  const scratch = mkdtempSync(path.join(tmpdir(), "paraph-bench-start-"));
  const cache = { NODE_COMPILE_CACHE: path.join(scratch, "compile-cache") };
  try {
    const first = await timeStart(cache);
    const newDatabaseMs: number[] = [];
    for (let i = 0; i < starts; i++) newDatabaseMs.push((await timeStart(cache)).ms);
    const dataDir = path.join(scratch, "data");
    await timeStart({ ...cache, DATA_DIR: dataDir }); // creates and migrates it
    const restartMs: number[] = [];
    let lastRestart: StartupBench["lastRestart"] = {};
    for (let i = 0; i < starts; i++) {
      const { ms, startup } = await timeStart({ ...cache, DATA_DIR: dataDir });
      restartMs.push(ms);
      lastRestart = startup;
    }
    return { firstStartMs: first.ms, newDatabaseMs, restartMs, lastRestart };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function formatStartupBench(bench: StartupBench): string {
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
  const { startupMs, cpuMs, phases } = bench.lastRestart;
  return [
    `first start of the build (empty compile cache, new database): ${bench.firstStartMs.toFixed(0)} ms`,
    `new database: ${list(bench.newDatabaseMs)} ms`,
    `restart (existing database): ${list(bench.restartMs)} ms`,
    `last restart, as the server logged it: ready ${startupMs} ms after the process started, ${cpuMs} ms of CPU; phases (ms, steps in parallel overlap): ${JSON.stringify(phases)}`,
  ].join("\n");
}

if (import.meta.main) {
  console.log(formatStartupBench(await runStartupBench()));
}
