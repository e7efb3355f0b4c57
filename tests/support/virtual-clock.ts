import type { Clock } from "../../app/.server/jobs/local-rate.ts";

/**
 * A clock of the test's own, run like an event loop, for code that takes a `Clock`: a sleep is
 * a timer; once the test's code has nothing left to do (a macrotask later), time jumps to the
 * earliest timer, `late(n)` ms past it for the n-th firing (a busy machine fires timers late;
 * negative: early), and every timer due by then fires at once. Nothing waits for real time.
 */
export function virtualClock(late: (firing: number) => number = () => 0): Clock {
  let now = 1_000;
  let firings = 0;
  let scheduled = false;
  const timers: Array<{ due: number; fire: () => void }> = [];
  const fireDue = () => {
    scheduled = false;
    if (timers.length === 0) return;
    timers.sort((a, b) => a.due - b.due);
    const earliest = timers[0]!.due;
    now = Math.max(now, earliest + late(firings++));
    const limit = Math.max(now, earliest);
    while (timers.length > 0 && timers[0]!.due <= limit) timers.shift()!.fire();
    schedule();
  };
  const schedule = () => {
    if (scheduled || timers.length === 0) return;
    scheduled = true;
    setImmediate(fireDue);
  };
  return {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        timers.push({ due: now + ms, fire: resolve });
        schedule();
      }),
  };
}
