// Starts bench/load-worker.ts in a process of its own for one load and returns its figures:
// the load generator never shares a process (and its CPU) with the servers, the load balancer
// or the bench's own bookkeeping (STACK-NOTES, performance lessons).
import { spawn } from "node:child_process";
import path from "node:path";
import type { LoadWorkerResult, LoadWorkerTask } from "./load-worker.ts";

const WORKER = path.resolve(import.meta.dirname, "load-worker.ts");

export function runWorker(task: LoadWorkerTask): Promise<LoadWorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, JSON.stringify(task)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
      else resolve(JSON.parse(output) as LoadWorkerResult);
    });
  });
}
