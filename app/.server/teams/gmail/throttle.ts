import { setTimeout as sleep } from "node:timers/promises";

/**
 * Spaces the calls that await it `1000 / ratePerSecond` ms apart, in the order they asked:
 * no second ever holds more than `ratePerSecond` of them. Aborting a wait rejects it.
 */
export function createThrottle(ratePerSecond: number): (signal?: AbortSignal) => Promise<void> {
  if (!(ratePerSecond > 0)) throw new RangeError("ratePerSecond must be positive");
  const spacing = 1000 / ratePerSecond;
  let next = 0;
  return async (signal) => {
    signal?.throwIfAborted();
    const slot = Math.max(performance.now(), next);
    next = slot + spacing;
    // a timer may fire a little early: wait again until the slot has really come
    for (let wait = slot - performance.now(); wait > 0; wait = slot - performance.now()) {
      await sleep(Math.ceil(wait), undefined, { signal });
    }
  };
}
