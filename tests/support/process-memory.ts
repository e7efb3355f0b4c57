import { readFileSync } from "node:fs";

/** The resident memory of process `pid`, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Samples `pid`'s resident memory every `everyMs` until stopped; gives the highest seen. */
export function watchPeakRss(pid: number, everyMs = 20) {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid));
    } catch {
      // the process is gone: its last sample stands
    }
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return peakMb;
    },
  };
}
