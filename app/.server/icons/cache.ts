import type { IconSpec } from "../../signature/icon-url.ts";
import { pngEtag } from "../http/immutable-png.ts";
import { renderIcon } from "./render.ts";

/**
 * Rendered icons kept in memory: a few hundred bytes each, so 2,000 of them hold well under
 * 2 MB. The names, shapes and sizes are few but the colours are not, so the cache is bounded.
 */
export const ICON_CACHE_MAX_ENTRIES = 2000;

export type RenderedIcon = { png: Buffer; etag: string };

export type IconCache = {
  /**
   * The icon at `key` (its path), rendered on a miss. Concurrent misses of one key share one
   * render; `beforeRender` runs once for it (a rate limit) and may throw to refuse it.
   */
  get(key: string, icon: IconSpec, beforeRender?: () => Promise<void>): Promise<RenderedIcon>;
  readonly size: number;
};

export type IconCacheOptions = {
  maxEntries?: number;
  /** How icons are drawn (tests count renders). */
  render?: (icon: IconSpec) => Promise<Buffer>;
};

/** A least-recently-used cache of rendered icons with one render in flight per key. */
export function createIconCache({
  maxEntries = ICON_CACHE_MAX_ENTRIES,
  render = renderIcon,
}: IconCacheOptions = {}): IconCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest entry first.
  const entries = new Map<string, RenderedIcon>();
  const inFlight = new Map<string, Promise<RenderedIcon>>();

  function remember(key: string, icon: RenderedIcon): void {
    entries.delete(key);
    entries.set(key, icon);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get(key, icon, beforeRender) {
      const cached = entries.get(key);
      if (cached) {
        remember(key, cached);
        return Promise.resolve(cached);
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const rendering = (async () => {
        await beforeRender?.();
        const drawn = await render(icon);
        // A copy of its own: small Buffers may be views of a shared 8 KB pool slab, which a
        // cached entry would otherwise keep alive.
        const png = Buffer.alloc(drawn.length);
        drawn.copy(png);
        const rendered = { png, etag: pngEtag(png) };
        remember(key, rendered);
        return rendered;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    },
    get size() {
      return entries.size;
    },
  };
}
