import { describe, expect, it } from "vitest";
import { virtualClock } from "../../../tests/support/virtual-clock.ts";
import { type Clock, createLocalRate, createThrottle } from "./local-rate.ts";

/** Lets `count` callers queue at once and returns when each was let through, in their order. */
async function releases(throttle: () => Promise<void>, clock: Clock, count: number) {
  const times: Array<{ caller: number; at: number }> = [];
  await Promise.all(
    Array.from({ length: count }, async (_, caller) => {
      await throttle();
      times.push({ caller, at: clock.now() });
    }),
  );
  return times;
}

function gaps(times: ReadonlyArray<{ at: number }>): number[] {
  return times.slice(1).map((time, index) => time.at - times[index]!.at);
}

/** The most releases any second (a window of 1,000 ms from one release on) holds. */
function busiestSecond(times: ReadonlyArray<{ at: number }>): number {
  return Math.max(
    ...times.map(
      ({ at }) => times.filter((other) => other.at >= at && other.at < at + 1_000).length,
    ),
  );
}

describe("createThrottle", () => {
  it("lets the first caller through at once and spaces the others, in their order", async () => {
    const clock = virtualClock();
    const times = await releases(createThrottle(20, clock), clock, 5);
    expect(times.map((time) => time.caller)).toEqual([0, 1, 2, 3, 4]);
    expect(times.map((time) => time.at)).toEqual([1_000, 1_050, 1_100, 1_150, 1_200]);
  });

  it("spaces each release from the previous one as it happened, so late timers never burst", async () => {
    // timers fire up to 300 ms late, and one stalls two seconds (a machine at load 20)
    const clock = virtualClock((call) => (call === 5 ? 2_000 : (call * 37) % 300));
    const times = await releases(createThrottle(20, clock), clock, 40);
    expect(times.map((time) => time.caller)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(busiestSecond(times)).toBeLessThanOrEqual(20);
    expect(Math.min(...gaps(times))).toBeGreaterThanOrEqual(50);
  });

  it("waits again when a timer fires early", async () => {
    const clock = virtualClock((firing) => (firing % 2 ? -20 : 0));
    const times = await releases(createThrottle(10, clock), clock, 4);
    expect(Math.min(...gaps(times))).toBeGreaterThanOrEqual(100);
  });

  it("starts afresh after a quiet spell, without a burst of saved-up turns", async () => {
    const clock = virtualClock();
    const throttle = createThrottle(10, clock);
    await releases(throttle, clock, 2);
    await clock.sleep(5_000);
    const after = await releases(throttle, clock, 3);
    expect(gaps(after)).toEqual([100, 100]);
  });

  it("rejects an aborted wait and gives its turn to the next caller", async () => {
    const clock = virtualClock();
    const throttle = createThrottle(10, clock);
    const abort = new AbortController();
    const order: string[] = [];
    const first = throttle().then(() => order.push(`first at ${clock.now()}`));
    const aborted = throttle(abort.signal).then(
      () => order.push("aborted let through"),
      (error: unknown) => order.push(`aborted: ${(error as Error).name}`),
    );
    const third = throttle().then(() => order.push(`third at ${clock.now()}`));
    abort.abort();
    await Promise.all([first, aborted, third]);
    expect(order).toEqual(["first at 1000", "aborted: AbortError", "third at 1100"]);
    await expect(throttle(AbortSignal.abort())).rejects.toThrow();
  });

  it("holds every caller back during a pause, then resumes the pace", async () => {
    const clock = virtualClock();
    const rate = createLocalRate(10, clock);
    await rate.take();
    await rate.pause(2_000);
    const times = await releases(rate.take, clock, 3);
    expect(times.map((time) => time.at)).toEqual([3_000, 3_100, 3_200]);
  });

  it("refuses a rate that is not positive", () => {
    expect(() => createThrottle(0)).toThrow(RangeError);
    expect(() => createThrottle(Number.NaN)).toThrow(RangeError);
  });
});
