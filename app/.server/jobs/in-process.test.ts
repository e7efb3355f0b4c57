import { describe, expect, it } from "vitest";
import { until } from "../../../tests/support/wait.ts";
import { createLogger } from "../log.ts";
import { backoffMs, RetryJob, retryDelayMs } from "./engine.ts";
import { createInProcessEngine } from "./in-process.ts";

const quiet = createLogger("silent");

describe("backoffMs", () => {
  it("doubles from the base, caps, and jitters within the upper half", () => {
    expect(backoffMs(1, 1_000, 300_000, () => 1)).toBe(1_000);
    expect(backoffMs(1, 1_000, 300_000, () => 0)).toBe(500);
    expect(backoffMs(3, 1_000, 300_000, () => 1)).toBe(4_000);
    expect(backoffMs(20, 1_000, 300_000, () => 1)).toBe(300_000);
    expect(backoffMs(20, 1_000, 300_000, () => 0)).toBe(150_000);
  });

  it("takes a RetryJob's own delay", () => {
    const options = { handle: async () => {}, concurrency: 1, maxAttempts: 3 };
    expect(retryDelayMs(new RetryJob(1234, "busy"), 5, options)).toBe(1234);
    expect(retryDelayMs(new Error("x"), 1, { ...options, backoffBaseMs: 10 })).toBeLessThanOrEqual(
      10,
    );
  });
});

describe("the in-process job engine", () => {
  it("runs jobs `concurrency` at once, once per id, and is idle when all have ended", async () => {
    const jobs = createInProcessEngine(quiet);
    let now = 0;
    let most = 0;
    const ran: string[] = [];
    const queue = jobs.queue<{ n: number }>("q", {
      concurrency: 3,
      maxAttempts: 1,
      handle: async ({ id, data }) => {
        most = Math.max(most, ++now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(`${id}:${data.n}`);
        now--;
      },
    });
    for (let n = 0; n < 10; n++) await queue.add(`job-${n}`, { n });
    await queue.add("job-0", { n: 99 }); // waiting or running already: nothing added
    await queue.idle();
    expect(most).toBe(3);
    expect(ran.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `job-${n}:${n}`).sort());
    await queue.add("job-0", { n: 100 }); // ended: added again
    await queue.idle();
    expect(ran).toContain("job-0:100");
    await jobs.close(100);
  });

  it("runs a job again after its RetryJob delay, or a backoff, up to maxAttempts", async () => {
    const errors: unknown[] = [];
    const log = {
      ...quiet,
      error: (_m: string, fields?: Record<string, unknown>) => errors.push(fields),
    };
    const jobs = createInProcessEngine(log);
    const runs: Record<string, number> = {};
    const queue = jobs.queue<null>("q", {
      concurrency: 2,
      maxAttempts: 3,
      backoffBaseMs: 5,
      backoffMaxMs: 10,
      handle: async ({ id }) => {
        runs[id] = (runs[id] ?? 0) + 1;
        if (id === "retried" && runs[id]! < 3) throw new RetryJob(5, "busy");
        if (id === "broken") throw new Error("always");
      },
    });
    await queue.add("retried", null);
    await queue.add("broken", null);
    await queue.add("delayed", null, { delayMs: 30 });
    await queue.idle();
    expect(runs).toEqual({ retried: 3, broken: 3, delayed: 1 });
    expect(errors).toHaveLength(1); // the broken job, for good
    await jobs.close(100);
  });

  it("lets running jobs end during the grace period, then aborts them; takes nothing after", async () => {
    const jobs = createInProcessEngine(quiet);
    const seen: string[] = [];
    const queue = jobs.queue<null>("q", {
      concurrency: 2,
      maxAttempts: 5,
      handle: ({ id, signal }) =>
        new Promise<void>((resolve) => {
          seen.push(`start ${id}`);
          const onAbort = () => {
            clearTimeout(timer);
            seen.push(`aborted ${id}`);
            resolve();
          };
          const timer = setTimeout(
            () => {
              signal.removeEventListener("abort", onAbort);
              seen.push(`end ${id}`);
              resolve();
            },
            id === "short" ? 10 : 60_000,
          );
          signal.addEventListener("abort", onAbort);
        }),
    });
    await queue.add("short", null);
    await queue.add("long", null);
    await until(() => seen.length === 2, "both running");
    await jobs.close(200);
    expect(seen).toEqual(["start short", "start long", "end short", "aborted long"]);
    await queue.add("late", null);
    await queue.idle();
    expect(seen).not.toContain("start late");
  });
});
