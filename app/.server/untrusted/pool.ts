// Untrusted files are parsed here, never on the event loop (docs/decisions/030-untrusted-files.md):
// a pool of worker threads (piscina), each with a capped V8 heap, each task with a time-out
// after which its thread is ended, and a bounded waiting line. The parsers' own limits (size,
// rows, columns, depth, inflated bytes) apply while they read; these are the last resort for
// whatever they did not foresee.
import type { Piscina } from "piscina";

/** Linux scheduling priority of the threads, below the event loop's (0): 19 is the lowest. */
const PARSER_NICENESS = 5;

export type WorkerPoolLimits = {
  /** threads parsing at once */
  threads: number;
  /** tasks waiting for a thread; one more is refused as "busy" */
  queue: number;
  /** a task running longer has its thread ended */
  timeoutMs: number;
  /** V8 old-generation heap of a thread, in MB; past it the thread is ended */
  heapMb: number;
  /** an idle thread is ended after this long (its memory goes back to the system) */
  idleMs: number;
};

/** Why a task did not complete: it ran too long, it outgrew its heap, the line was full. */
export type PoolRefusal = "timedOut" | "outOfMemory" | "busy";

export type PoolOutcome<T> = { ok: true; value: T } | { ok: false; refusal: PoolRefusal };

export type WorkerPool<Task, Result> = {
  /** Runs `task` in a thread; `transfer` buffers are moved there, not copied. */
  run(task: Task, transfer?: ArrayBuffer[]): Promise<PoolOutcome<Result>>;
  /** Tasks running and waiting (for metrics and tests). */
  readonly load: { running: number; waiting: number };
  /** Ends every thread; tasks still running are rejected. */
  close(): Promise<void>;
};

export type WorkerPoolOptions = {
  /** the module whose default export runs a task (an absolute path) */
  workerFile: string;
  limits: WorkerPoolLimits;
  /** a thread failed outside any task (it is replaced): for the log */
  onError: (error: unknown) => void;
};

export function createWorkerPool<Task, Result>({
  workerFile,
  limits,
  onError,
}: WorkerPoolOptions): WorkerPool<Task, Result> {
  let pool: Promise<Piscina> | undefined;
  let running = 0;
  const waiting: Array<() => void> = [];

  // piscina is loaded at the first file, not at start-up (docs/decisions/018).
  const threads = () => {
    pool ??= import("piscina").then(({ Piscina }) => {
      const created = new Piscina({
        filename: workerFile,
        minThreads: 0,
        maxThreads: limits.threads,
        idleTimeout: limits.idleMs,
        concurrentTasksPerWorker: 1,
        // Parsing threads yield the CPU to the event loop (and to the machine's other work).
        niceIncrement: PARSER_NICENESS,
        resourceLimits: {
          maxOldGenerationSizeMb: limits.heapMb,
          maxYoungGenerationSizeMb: Math.min(32, Math.ceil(limits.heapMb / 8)),
          stackSizeMb: 4,
        },
      });
      created.on("error", onError);
      return created;
    });
    return pool;
  };

  /** A thread of our own line: piscina never queues, so a task's time-out starts as it runs. */
  async function slot(): Promise<boolean> {
    if (running < limits.threads) {
      running += 1;
      return true;
    }
    if (waiting.length >= limits.queue) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(task, transfer = []) {
      if (!(await slot())) return { ok: false, refusal: "busy" };
      try {
        const value: Result = await (await threads()).run(task, {
          transferList: transfer,
          signal: AbortSignal.timeout(limits.timeoutMs),
        });
        return { ok: true, value };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return { ok: false, refusal };
        throw error;
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
    async close() {
      if (pool) await (await pool).destroy();
    },
  };
}

function refusalOf(error: unknown): PoolRefusal | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "AbortError") return "timedOut";
  if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") return "outOfMemory";
  return null;
}
