// Changes that make cached session users stale (sign-out, revoked sessions, password, account,
// plan: ADR 015) reach every instance's session cache: dropped here at once, and published on
// Redis for the others when REDIS_URL is set. An instance caches nothing while it cannot hear
// those messages (not yet subscribed, or its subscription lost), and starts empty again.
import type { Redis } from "ioredis";
import type { Logger } from "../../.server/log.ts";
import { createSessionCache, type SessionCache } from "./session-cache.ts";

/** The Redis channel of changed user ids. */
export const SESSION_CHANNEL = "paraph:session-user-changed";

export type Sessions = {
  cache: SessionCache;
  /**
   * The user's sessions, account or plan changed (call it once the change is committed):
   * drops the user's cached sessions here, and on the other instances.
   */
  userChanged: (userId: string) => Promise<void>;
  close: () => Promise<void>;
};

/** One instance (no shared store): changes are heard only here. */
export function localSessions(cache: SessionCache = createSessionCache()): Sessions {
  return {
    cache,
    userChanged: async (userId) => cache.dropUser(userId),
    close: async () => {},
  };
}

export type SharedSessionsOptions = {
  cache?: SessionCache;
  channel?: string;
  /** CLIENT LIST name of the subscribing connection */
  connectionName?: string;
  /** how long start-up waits for the subscription */
  timeoutMs?: number;
};

/**
 * Several instances sharing `redis`: a second connection subscribes to the channel, and the
 * cache is on only while that subscription holds. Resolves once subscribed; throws after
 * `timeoutMs` (start-up then fails, as it does when Redis cannot be reached).
 */
export async function sharedSessions(
  redis: Redis,
  log: Logger,
  {
    cache = createSessionCache(),
    channel = SESSION_CHANNEL,
    connectionName = "paraph-sessions",
    timeoutMs = 5_000,
  }: SharedSessionsOptions = {},
): Promise<Sessions> {
  cache.setEnabled(false);
  const subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true, connectionName });
  let subscribed!: () => void;
  const firstSubscription = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  let down = false;
  let closing = false;
  subscriber.on("message", (from: string, userId: string) => {
    if (from === channel) cache.dropUser(userId);
  });
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(
      () => {
        cache.setEnabled(true);
        if (down) log.info("session cache on again");
        down = false;
        subscribed();
      },
      (error: unknown) => log.warn("session changes not subscribed", { error }),
    );
  });
  subscriber.on("close", () => {
    cache.setEnabled(false);
    if (!down && !closing) log.warn("session cache off: changes from other instances unheard");
    down = true;
  });
  // Logged through "close" above; an unheard `error` would be printed by ioredis.
  subscriber.on("error", () => {});
  subscriber.connect().catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      firstSubscription,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis subscription not ready within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } catch (error) {
    subscriber.disconnect();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    cache,
    async userChanged(userId) {
      cache.dropUser(userId);
      try {
        await redis.publish(channel, userId);
      } catch (error) {
        // The others keep the user's entries until they expire (SESSION_CACHE_TTL_MS), unless
        // their own subscription is down too (then they cache nothing).
        log.error("session change not published", { error });
      }
    },
    async close() {
      closing = true;
      subscriber.disconnect();
    },
  };
}
