import { setTimeout as sleep } from "node:timers/promises";

/** Time as the throttle sees it: monotonic milliseconds, and a wait (tests pass their own). */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: Clock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/** Resolves when the caller may send; rejects if `signal` aborts first. */
export type Throttle = (signal?: AbortSignal) => Promise<void>;

/**
 * Lets its callers through one at a time, in the order they asked, each at least
 * `1000 / ratePerSecond` ms after the previous one actually went: no second ever holds more
 * than `ratePerSecond` of them. Turns are not booked ahead on the clock, so a timer that fires
 * late (a busy machine) delays the next sends instead of letting a backlog out at once.
 * Aborting a wait rejects it and gives its turn to the next caller.
 */
export function createThrottle(ratePerSecond: number, clock: Clock = systemClock): Throttle {
  return createLocalRate(ratePerSecond, clock).take;
}

/**
 * The pace of one instance (the embedded default): `createThrottle`'s, and a pause that holds
 * every caller back until it ends (a 429's `Retry-After`), after which the pace resumes.
 */
export function createLocalRate(
  ratePerSecond: number,
  clock: Clock = systemClock,
): { take: Throttle; pause(ms: number): Promise<void> } {
  if (!(ratePerSecond > 0)) throw new RangeError("ratePerSecond must be positive");
  const spacing = 1000 / ratePerSecond;
  const waiting: Array<() => void> = [];
  let lastRelease = Number.NEGATIVE_INFINITY;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  let releasing = false;

  async function releaseInTurn() {
    releasing = true;
    try {
      while (waiting.length > 0) {
        // a timer may also fire a little early: this waits again until the turn has come
        const wait = Math.max(lastRelease + spacing, pausedUntil) - clock.now();
        if (wait > 0) {
          await clock.sleep(Math.ceil(wait));
          continue;
        }
        const release = waiting.shift()!;
        lastRelease = clock.now();
        release();
      }
    } finally {
      releasing = false;
    }
  }

  const take: Throttle = (signal) =>
    new Promise<void>((resolve, reject) => {
      signal?.throwIfAborted();
      const release = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(release), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.push(release);
      if (!releasing) void releaseInTurn();
    });

  return {
    take,
    async pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
    },
  };
}
