import type { Redis } from "ioredis";

// Which build browsers should run (docs/product.md#behaviours: the client asks hourly and reloads on the next
// navigation when it differs). One instance answers its own build; several instances share
// the build of the one started last (a deploy), so browsers move to a new build as soon as
// any instance runs it rather than depending on which instance they reach.
const KEY = "build:current";
const CACHE_MS = 30_000;

export type BuildIdSource = {
  /** Announces this instance's build as the current one (at start). */
  publish(): Promise<void>;
  /** The current build; this instance's own when Redis is absent or unreachable. */
  current(): Promise<string>;
};

export function createBuildIdSource(own: string, redis: Redis | null): BuildIdSource {
  let cached: { value: string; until: number } | null = null;
  return {
    async publish() {
      await redis?.set(KEY, own);
    },
    async current() {
      if (!redis) return own;
      const now = Date.now();
      if (cached && cached.until > now) return cached.value;
      const value = (await redis.get(KEY).catch(() => null)) ?? own;
      cached = { value, until: now + CACHE_MS };
      return value;
    },
  };
}
