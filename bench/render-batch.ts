// POST /api/v1/render/batch: 500 people in one call (JSON in), answered as JSON rows and as a
// ZIP, on the built server (`npm run build` first) over SQLite. Reports rows per second as the
// client sees it (request sent → last byte read) and the server process's resident memory:
// before the call and its peak during the call, sampled from /proc/<pid>/status (VmRSS) every
// 10 ms. One warm-up call per format first (the compatibility data loads at the first check).
// No budget in docs/product.md#budgets: figures for information.
import { registerAccount } from "../tests/support/accounts.ts";
import { rssMb } from "../tests/support/process-memory.ts";
import { startBenchServer } from "./bench-server.ts";

export const BATCH_PEOPLE = 500;

export type BatchCall = {
  format: "json" | "zip";
  ms: number;
  rowsPerSecond: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

export type BatchBench = { calls: BatchCall[] };

const DESIGN = {
  template: "divider",
  company: "Northwind Traders",
  website: "https://www.northwind-traders.example",
  address: "221B Baker Street, London NW1 6XE, United Kingdom",
  accentColor: "#186ad5",
  disclaimer: "This email and any attachments are confidential.",
};

/** 500 different people: names, titles, addresses, phones, profiles. */
export function batchPeople(count = BATCH_PEOPLE) {
  return Array.from({ length: count }, (_, i) => ({
    fullName: `Alexandra Montgomery ${i + 1}`,
    jobTitle: `Director of Business Development, team ${i % 17}`,
    email: `alexandra.${i + 1}@northwind-traders.example`,
    phone: `+44 20 7946 ${String(1000 + i).padStart(4, "0")}`,
    linkedin: `https://www.linkedin.com/in/alexandra-${i + 1}`,
    // a call to action is a person's own (docs/decisions/029-person-and-design.md)
    ctaLabel: "Book a call",
    ctaUrl: `https://www.northwind-traders.example/book/${i + 1}`,
  }));
}

async function timedCall(
  url: string,
  pid: number,
  cookie: string,
  format: "json" | "zip",
  body: string,
): Promise<BatchCall> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 10);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/v1/render/batch`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: format === "zip" ? "application/zip" : "application/json",
        origin: url,
        cookie,
      },
      body,
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`batch ${format}: ${response.status}`);
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    return { format, ms, rowsPerSecond: (BATCH_PEOPLE / ms) * 1000, bytes, rssBeforeMb, rssPeakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** Warm-up then `calls` measured calls per format, JSON first. */
export async function runBatchBench(calls = 3): Promise<BatchBench> {
  const { server, publicUrl, stop } = await startBenchServer("sqlite", {
    API_RATE_LIMIT: "1000000",
  });
  try {
    const pid = server.process.pid!;
    const { cookie } = await registerAccount(server.url, publicUrl, "bench-batch");
    const body = JSON.stringify({ design: DESIGN, people: batchPeople() });
    const measured: BatchCall[] = [];
    for (const format of ["json", "zip"] as const) {
      await timedCall(server.url, pid, cookie, format, body);
      for (let i = 0; i < calls; i++) {
        measured.push(await timedCall(server.url, pid, cookie, format, body));
      }
    }
    return { calls: measured };
  } finally {
    await stop();
  }
}

export function formatBatchBench({ calls }: BatchBench): string {
  const lines = ["format    ms  rows/s   answer KB  RSS before MB  RSS peak MB"];
  for (const call of calls) {
    lines.push(
      [
        call.format.padEnd(6),
        call.ms.toFixed(0).padStart(5),
        call.rowsPerSecond.toFixed(0).padStart(7),
        (call.bytes / 1024).toFixed(0).padStart(11),
        call.rssBeforeMb.toFixed(1).padStart(14),
        call.rssPeakMb.toFixed(1).padStart(12),
      ].join(" "),
    );
  }
  return lines.join("\n");
}

if (import.meta.main) {
  console.log(formatBatchBench(await runBatchBench()));
}
