import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.ts";

describe("createSemaphore", () => {
  it("never runs more than its slots at once, and runs everything", async () => {
    const run = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const task = async (value: number) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(() => task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const run = createSemaphore(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(() => Promise.resolve("ok"))).resolves.toBe("ok");
  });
});
