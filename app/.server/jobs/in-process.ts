import type { Logger } from "../log.ts";
import { type JobEngine, type JobQueue, type QueueOptions, retryDelayMs } from "./engine.ts";
import { createLocalRate } from "./local-rate.ts";
import { within } from "./within.ts";

// The job engine of one instance (no REDIS_URL, the embedded default): jobs wait in memory,
// each with its due time; the queue runs the due ones, `concurrency` at once. Nothing here
// survives the process: each feature puts back at start-up the jobs its tables say are
// unfinished (docs/decisions/038-job-engine.md).

type Entry<T> = { id: string; data: T; attempt: number; dueAt: number; running: boolean };

/** How long aborted jobs are given to unwind once the grace period is over. */
const UNWIND_MS = 1_000;

export function createInProcessEngine(log: Logger): JobEngine {
  const abort = new AbortController();
  const queues: Array<{ running: Set<Promise<void>>; stop(): void }> = [];
  let closing = false;

  function queue<T>(name: string, options: QueueOptions<T>): JobQueue<T> {
    const entries = new Map<string, Entry<T>>();
    const running = new Set<Promise<void>>();
    let idleWaiters: Array<() => void> = [];
    let timer: NodeJS.Timeout | undefined;
    let timerAt = Number.POSITIVE_INFINITY;

    function wakeIdleWaiters() {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }

    function settleIdle() {
      if (entries.size === 0) wakeIdleWaiters();
    }

    function run(entry: Entry<T>) {
      entry.running = true;
      entry.attempt += 1;
      const task = options
        .handle({ id: entry.id, data: entry.data, signal: abort.signal })
        .then(
          () => {
            entries.delete(entry.id);
          },
          (error: unknown) => {
            if (abort.signal.aborted) return; // the successor puts it back
            if (entry.attempt >= options.maxAttempts) {
              log.error("job failed for good", { queue: name, id: entry.id, error });
              entries.delete(entry.id);
              return;
            }
            entry.running = false;
            entry.dueAt = Date.now() + retryDelayMs(error, entry.attempt, options);
          },
        )
        .finally(() => {
          running.delete(task);
          pump();
          settleIdle();
        });
      running.add(task);
    }

    function pump() {
      if (closing) return;
      const now = Date.now();
      let next = Number.POSITIVE_INFINITY;
      for (const entry of entries.values()) {
        if (entry.running) continue;
        if (entry.dueAt > now) {
          next = Math.min(next, entry.dueAt);
          continue;
        }
        if (running.size >= options.concurrency) return; // a job's end pumps again
        run(entry);
      }
      if (next < timerAt) {
        clearTimeout(timer);
        timerAt = next;
        timer = setTimeout(
          () => {
            timerAt = Number.POSITIVE_INFINITY;
            pump();
          },
          Math.max(0, next - now),
        );
      }
    }

    queues.push({
      running,
      stop() {
        clearTimeout(timer);
        wakeIdleWaiters();
      },
    });

    return {
      async add(id, data, { delayMs = 0 } = {}) {
        if (closing || entries.has(id)) return;
        entries.set(id, { id, data, attempt: 0, dueAt: Date.now() + delayMs, running: false });
        pump();
      },
      idle() {
        if (entries.size === 0 || closing) return Promise.resolve();
        return new Promise<void>((resolve) => idleWaiters.push(resolve));
      },
    };
  }

  return {
    kind: "in-process",
    queue,
    rate: (_name, perSecond) => createLocalRate(perSecond),
    async close(graceMs) {
      closing = true;
      const running = Promise.allSettled(queues.flatMap((q) => [...q.running]));
      await within(running, graceMs);
      abort.abort();
      await within(running, UNWIND_MS);
      for (const q of queues) q.stop();
    },
  };
}
