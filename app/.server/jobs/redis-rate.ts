import { setTimeout as sleep } from "node:timers/promises";
import type { Redis } from "ioredis";
import type { SharedRate } from "./engine.ts";

// A pace shared by every instance through Redis (docs/decisions/038-job-engine.md): the generic
// cell rate algorithm. One key holds the earliest time (Redis's clock, in µs) the next caller
// may go; each caller books the next turn with one script and sleeps until its own. Callers
// book at most `HORIZON_MS` ahead; a caller further back waits and asks again, so a stopped
// instance leaves few turns unused. A pause moves the next turn to its end for everybody.

const HORIZON_MS = 1_000;

const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local horizon = tonumber(ARGV[2])
local pause = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
if pause > 0 then
  if now + pause > tat then tat = now + pause end
  redis.call('SET', KEYS[1], string.format('%.0f', tat), 'PX', math.ceil((tat - now) / 1000) + 1000)
  return 0
end
local wait = tat - now
if wait > horizon then return -wait end
local after = tat + interval
redis.call('SET', KEYS[1], string.format('%.0f', after), 'PX', math.ceil((after - now) / 1000) + 1000)
return wait
`;

/** `key` is under the client's own prefix (REDIS_KEY_PREFIX). */
export function createRedisRate(redis: Redis, key: string, perSecond: number): SharedRate {
  if (!(perSecond > 0)) throw new RangeError("perSecond must be positive");
  const intervalUs = Math.round(1_000_000 / perSecond);
  const call = (pauseUs: number) =>
    redis.eval(SCRIPT, 1, key, intervalUs, HORIZON_MS * 1000, pauseUs) as Promise<number>;
  return {
    async take(signal) {
      for (;;) {
        signal?.throwIfAborted();
        const waitUs = await call(0);
        if (waitUs >= 0) {
          if (waitUs > 0) await sleep(Math.ceil(waitUs / 1000), undefined, { signal });
          return;
        }
        // the line is longer than the horizon: come back once it has moved on
        await sleep(Math.ceil(-waitUs / 1000) - HORIZON_MS / 2, undefined, { signal });
      }
    },
    async pause(ms) {
      await call(Math.round(ms * 1000));
    },
  };
}
