import type { Throttle } from "./local-rate.ts";

// The work the server does in the background (docs/decisions/038-job-engine.md): a job is a
// piece of data under an id, taken by one worker of one instance at a time, retried after a
// delay until it ends. With REDIS_URL the jobs live in Redis (BullMQ) and every instance works
// on them; without it (one instance, the embedded default) they live in the process, and each
// feature puts back, when the server starts, the jobs its own tables say are unfinished.

export type Job<T> = {
  /** the id it was added under: adding an id already waiting or running adds nothing */
  id: string;
  data: T;
  /** aborted when the server stops before the job ends: write nothing more */
  signal: AbortSignal;
};

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/**
 * Thrown by a handler to run the job again in `delayMs`. Any other error runs it again too,
 * after an exponential backoff, up to `QueueOptions.maxAttempts` runs in all.
 */
export class RetryJob extends Error {
  readonly delayMs: number;
  constructor(delayMs: number, reason: string) {
    super(reason);
    this.name = "RetryJob";
    this.delayMs = delayMs;
  }
}

export type QueueOptions<T> = {
  handle: JobHandler<T>;
  /** jobs of this queue running at once in one instance */
  concurrency: number;
  /** runs of one job at most (its first included), whatever ended them */
  maxAttempts: number;
  /** first backoff after an unexpected error, doubled each run up to `backoffMaxMs` */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
};

export type JobQueue<T> = {
  add(id: string, data: T, options?: { delayMs?: number }): Promise<void>;
  /** resolves once no job of the queue waits or runs (tests, and the bench) */
  idle(): Promise<void>;
};

/**
 * A pace shared by every instance: `take` resolves when the caller may send its request,
 * `pause` holds everybody back for a while (a 429's `Retry-After`).
 */
export type SharedRate = {
  take: Throttle;
  pause(ms: number): Promise<void>;
};

export type JobEngine = {
  kind: "in-process" | "redis";
  queue<T>(name: string, options: QueueOptions<T>): JobQueue<T>;
  rate(name: string, perSecond: number): SharedRate;
  /**
   * Stops taking jobs; lets running ones end for `graceMs`, then aborts them (their jobs are
   * run again: by another instance, or by this one's successor).
   */
  close(graceMs: number): Promise<void>;
};

export const DEFAULT_BACKOFF_BASE_MS = 1_000;
export const DEFAULT_BACKOFF_MAX_MS = 5 * 60_000;

/** The delay before run `attempt + 1`: exponential, capped, and between half and all of it. */
export function backoffMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** How long after run `attempt` ended with `error` the job runs again. */
export function retryDelayMs(error: unknown, attempt: number, options: QueueOptions<never>) {
  if (error instanceof RetryJob) return Math.max(0, error.delayMs);
  return backoffMs(
    attempt,
    options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS,
    options.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS,
  );
}
