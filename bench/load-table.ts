// The table both load benches print: one row per run, autocannon's figures in fixed columns.
import type { LoadWorkerResult } from "./load-worker.ts";

/** The header row; `title` heads the first column, `width` characters wide. */
export function loadHeader(title: string, width: number): string {
  return `${title.padEnd(width)}   req/s  p50 ms  p99 ms  errors  non-2xx`;
}

/** One run's row: requests per second, median and 99th percentile latency, errors, non-2xx. */
export function loadRow(label: string, result: LoadWorkerResult, width: number): string {
  return [
    label.padEnd(width),
    result.requestsPerSecond.toFixed(0).padStart(7),
    result.p50Ms.toFixed(0).padStart(7),
    result.p99Ms.toFixed(0).padStart(7),
    String(result.errors + result.timeouts).padStart(7),
    String(result.non2xx).padStart(8),
  ].join(" ");
}
