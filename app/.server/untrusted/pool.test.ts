import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { TestTask } from "../../../tests/support/untrusted-test-worker.ts";
import { createWorkerPool, type WorkerPoolLimits } from "./pool.ts";
import { createUntrustedFiles } from "./untrusted-files.ts";

const TEST_WORKER = fileURLToPath(
  new URL("../../../tests/support/untrusted-test-worker.ts", import.meta.url),
);

function testPool(limits: Partial<WorkerPoolLimits> = {}) {
  const errors: unknown[] = [];
  const pool = createWorkerPool<TestTask, unknown>({
    workerFile: TEST_WORKER,
    limits: { threads: 1, queue: 1, timeoutMs: 60_000, heapMb: 64, idleMs: 1_000, ...limits },
    onError: (error) => errors.push(error),
  });
  return { pool, errors };
}

describe("the worker pool of untrusted files", () => {
  const pools: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it("runs a task in a thread, moving its bytes there", async () => {
    const { pool } = testPool();
    pools.push(pool);
    const bytes = new Uint8Array(1024);
    expect(await pool.run({ kind: "echo", bytes }, [bytes.buffer])).toEqual({
      ok: true,
      value: 1024,
    });
    expect(bytes.byteLength).toBe(0);
  });

  it("ends a thread that runs past its time-out, and serves the next task", async () => {
    const { pool } = testPool({ timeoutMs: 10_000 });
    pools.push(pool);
    expect(await pool.run({ kind: "spin" })).toEqual({ ok: false, refusal: "timedOut" });
    const bytes = new Uint8Array(8);
    expect(await pool.run({ kind: "echo", bytes })).toEqual({ ok: true, value: 8 });
  });

  it("ends a thread that outgrows its heap, and serves the next task", async () => {
    const { pool } = testPool({ heapMb: 32 });
    pools.push(pool);
    expect(await pool.run({ kind: "hoard" })).toEqual({ ok: false, refusal: "outOfMemory" });
    expect(await pool.run({ kind: "echo", bytes: new Uint8Array(2) })).toEqual({
      ok: true,
      value: 2,
    });
  });

  it("keeps a bounded line: one task runs, one waits, the next is refused as busy", async () => {
    const { pool } = testPool({ threads: 1, queue: 1 });
    pools.push(pool);
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const first = pool.run({ kind: "wait", signal });
    const second = pool.run({ kind: "echo", bytes: new Uint8Array(3) });
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    expect(await pool.run({ kind: "echo", bytes: new Uint8Array(4) })).toEqual({
      ok: false,
      refusal: "busy",
    });
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
    expect(await first).toEqual({ ok: true, value: "released" });
    expect(await second).toEqual({ ok: true, value: 3 });
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it("parses a roster in a thread through the parsers' registry", async () => {
    const files = createUntrustedFiles({ onError: () => {} });
    pools.push(files);
    const csv = new TextEncoder().encode("Name,Email\nAda,ada@example.com\n");
    expect(await files.parse("roster", csv)).toEqual({
      ok: true,
      value: {
        ok: true,
        table: {
          format: "csv",
          encoding: "utf-8",
          delimiter: ",",
          headers: ["Name", "Email"],
          rows: [["Ada", "ada@example.com"]],
        },
      },
    });
  });
});
