import type { Redis } from "ioredis";
import { SESSION_CHANNEL } from "../accounts/.server/index.ts";
import { lazyRequire } from "./lazy-require.ts";
import type { Logger } from "./log.ts";

// Loaded only when REDIS_URL is set.
const ioredis = lazyRequire<typeof import("ioredis")>("ioredis");

/**
 * The shared store of several instances (REDIS_URL): rate limits, login throttling, the
 * newest build id. Commands fail at once while Redis is unreachable (no offline queue, one
 * try), so requests that need it answer 503 quickly instead of piling up; the client keeps
 * reconnecting in the background and the app recovers without a restart. The commands of one
 * event-loop turn go out in one write (auto-pipelining): every API request counts a hit on
 * its rate limit, and a write per command was a tenth of a signature list's CPU under load
 * (docs/decisions/036-api-latency.md).
 */
export function connectRedis(url: string, log: Logger, keyPrefix = ""): Redis {
  const redis = new (ioredis().Redis)(url, {
    // every key (not the pub/sub channels: sessionChannel) under REDIS_KEY_PREFIX
    keyPrefix,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on("error", (error: Error) => {
    // Logged once per outage: ioredis emits an error at every reconnection attempt.
    if (down) return;
    down = true;
    log.error("redis unavailable", { error });
  });
  redis.on("ready", () => {
    if (down) log.info("redis available again");
    down = false;
  });
  return redis;
}

/** The channel of session changes under REDIS_KEY_PREFIX. */
export function sessionChannel(keyPrefix: string): string {
  return `${keyPrefix}${SESSION_CHANNEL}`;
}

/** Resolves once the first connection is ready (start-up), or throws after `timeoutMs`. */
export async function waitForRedis(redis: Redis, timeoutMs = 5_000): Promise<void> {
  if (redis.status === "ready") return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off("ready", onReady);
      reject(new Error(`Redis not reachable within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", onReady);
  });
}
