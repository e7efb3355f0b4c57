import type { Redis } from "ioredis";
import type { Config } from "../env.ts";
import type { Logger } from "../log.ts";
import type { JobEngine } from "./engine.ts";
import { createInProcessEngine } from "./in-process.ts";

/** BullMQ on Redis when the instances share one (REDIS_URL), else the process's own engine. */
export async function startJobEngine(
  config: Config,
  redis: Redis | null,
  log: Logger,
): Promise<JobEngine> {
  if (!config.redisUrl || !redis) return createInProcessEngine(log);
  // loaded only with Redis: BullMQ costs start-up time an instance alone does not need
  const { createRedisEngine } = await import("./redis-engine.ts");
  return createRedisEngine({
    url: config.redisUrl,
    redis,
    keyPrefix: config.redisKeyPrefix,
    log,
    lockDurationMs: config.jobLockMs,
  });
}
