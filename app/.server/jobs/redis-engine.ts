import { setTimeout as sleep } from "node:timers/promises";
import type { Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "../log.ts";
import {
  type JobEngine,
  type JobQueue,
  type QueueOptions,
  RetryJob,
  retryDelayMs,
} from "./engine.ts";
import { createRedisRate } from "./redis-rate.ts";
import { within } from "./within.ts";

// The job engine of several instances (REDIS_URL): BullMQ on the instances' Redis
// (docs/decisions/038-job-engine.md). A job waits in Redis; a worker of any instance takes it
// under a lock it renews while the job runs; a job whose instance died is taken again once its
// lock has run out (BullMQ's stalled-job check). Finished jobs are removed: each feature keeps
// what happened in its own tables.

export type RedisEngineOptions = {
  /** the instances' Redis (REDIS_URL), for the engine's own connections */
  url: string;
  /** the app's client, under REDIS_KEY_PREFIX: the shared paces */
  redis: Redis;
  keyPrefix: string;
  log: Logger;
  /** how long a job's lock lasts without renewal: a dead instance's job waits this long */
  lockDurationMs?: number;
};

const IDLE_POLL_MS = 50;
const UNWIND_MS = 1_000;

export async function createRedisEngine(options: RedisEngineOptions): Promise<JobEngine> {
  const [{ Queue, Worker }, { Redis }] = await Promise.all([import("bullmq"), import("ioredis")]);
  const { log } = options;
  const lockDurationMs = options.lockDurationMs ?? 30_000;
  // BullMQ's keys are under its own `prefix` (it refuses a client with a key prefix); its
  // workers block on their connection, hence no cap on a command's retries
  const connection = new Redis(options.url, { maxRetriesPerRequest: null });
  connection.on("error", () => undefined); // the app's own client reports Redis's outages
  const prefix = `${options.keyPrefix}jobs`;
  const abort = new AbortController();
  const running = new Set<Promise<unknown>>();
  const queues: Queue[] = [];
  const workers: Worker[] = [];

  function queue<T>(name: string, queueOptions: QueueOptions<T>): JobQueue<T> {
    const jobs = new Queue(name, { connection, prefix });
    jobs.on("error", (error) => log.warn("job queue error", { queue: name, error }));
    const worker = new Worker(
      name,
      async (job) => {
        const task = queueOptions.handle({
          id: job.id!,
          data: job.data as T,
          signal: abort.signal,
        });
        running.add(task);
        const outcome = await task.then(
          () => ({ failed: false as const }),
          (error: unknown) => ({ failed: true as const, error }),
        );
        running.delete(task);
        // a job cut short by the instance's stop is run again at once, by whoever is there (a
        // handler that saw the abort wrote nothing, whether it returned or threw)
        if (abort.signal.aborted) throw new RetryJob(0, "stopped");
        if (outcome.failed) throw outcome.error;
      },
      {
        connection,
        prefix,
        concurrency: queueOptions.concurrency,
        lockDuration: lockDurationMs,
        // a dead instance's jobs are looked for as often as their locks can run out
        stalledInterval: lockDurationMs,
        settings: {
          backoffStrategy: (attemptsMade, _type, error) =>
            retryDelayMs(error, attemptsMade, queueOptions as QueueOptions<never>),
        },
      },
    );
    worker.on("error", (error) => log.warn("job worker error", { queue: name, error }));
    worker.on("failed", (job, error) => {
      if (job && job.attemptsMade >= queueOptions.maxAttempts) {
        log.error("job failed for good", { queue: name, id: job.id, error });
      }
    });
    queues.push(jobs);
    workers.push(worker);
    return {
      async add(id, data, { delayMs = 0 } = {}) {
        await jobs.add(name, data, {
          jobId: id,
          delay: delayMs,
          attempts: queueOptions.maxAttempts,
          backoff: { type: "custom" },
          removeOnComplete: true,
          removeOnFail: true,
        });
      },
      async idle() {
        for (;;) {
          const counts = await jobs.getJobCounts("active", "wait", "delayed", "prioritized");
          if (Object.values(counts).every((count) => count === 0)) return;
          await sleep(IDLE_POLL_MS);
        }
      },
    };
  }

  return {
    kind: "redis",
    queue,
    rate: (name, perSecond) => createRedisRate(options.redis, `rate:${name}`, perSecond),
    async close(graceMs) {
      const closed = Promise.allSettled(workers.map((worker) => worker.close()));
      await within(Promise.allSettled([...running]), graceMs);
      abort.abort();
      await within(closed, UNWIND_MS);
      await Promise.allSettled(queues.map((jobs) => jobs.close()));
      connection.disconnect();
    },
  };
}
