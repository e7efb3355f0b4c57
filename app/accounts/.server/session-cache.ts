// The signed-in user of a session token, kept in this process for a few seconds (ADR 015):
// Better Auth's session lookup (two queries, an HMAC of the cookie, copies of the rows) cost
// about a millisecond a request. An entry is only ever made from an answer Better Auth gave
// for that very cookie value, and is dropped when the user's sessions, account or plan
// change (here, and on every instance through Redis: session-invalidation.ts).
import { createHash } from "node:crypto";
import { AMBIGUOUS, cookieValue } from "../../.server/http/cookies.ts";
import type { SessionUser } from "./session-user.ts";

/** How long an entry is trusted at most (the session's own expiry may come sooner). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Entries kept at most; the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Changes remembered for lookups in flight; past this, in-flight lookups are not kept at all. */
const MAX_PENDING_CHANGES = 10_000;

/** What Better Auth said about a session token: its user and when the session expires. */
export type LoadedSession = { user: SessionUser; expiresAt: Date } | null;

export type SessionCache = {
  /**
   * The user of the session cookie `cookieName` in `cookieHeader`: from the cache, else from
   * `load` (Better Auth), whose answer is kept unless the user changed meanwhile. A header
   * without that cookie is no session (null, nothing loaded); one where the cookie appears
   * more than once is loaded and not kept.
   */
  lookup(
    cookieHeader: string | null,
    cookieName: string,
    load: () => Promise<LoadedSession>,
  ): Promise<SessionUser | null>;
  /** Drops the user's entries, and keeps lookups in flight from storing what they read. */
  dropUser(userId: string): void;
  /** Drops everything, lookups in flight included. */
  clear(): void;
  /**
   * Off: every lookup goes to `load` and nothing is kept (while changes on other instances
   * cannot be heard). Turning it on again starts from an empty cache.
   */
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

type Entry = { user: SessionUser; until: number };

export type SessionCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  now = Date.now,
}: SessionCacheOptions = {}): SessionCache {
  /** hash of the cookie value → entry, least recently used first */
  const entries = new Map<string, Entry>();
  const keysOfUser = new Map<string, Set<string>>();
  let enabled = true;
  // Each change gets a number; a lookup keeps its answer only if no change concerning it
  // came after the lookup started (it may have read the rows before the change committed).
  let sequence = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  let inFlight = 0;

  function remove(key: string, entry: Entry) {
    entries.delete(key);
    const keys = keysOfUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.user.id);
  }

  function store(key: string, user: SessionUser, until: number) {
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    entries.set(key, { user: Object.freeze(user), until });
    let keys = keysOfUser.get(user.id);
    if (!keys) {
      keys = new Set();
      keysOfUser.set(user.id, keys);
    }
    keys.add(key);
    if (entries.size > maxEntries) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      remove(oldestKey, oldest);
    }
  }

  async function loadAndMaybeStore(
    key: string | null,
    load: () => Promise<LoadedSession>,
  ): Promise<SessionUser | null> {
    const started = sequence;
    inFlight += 1;
    let loaded: LoadedSession;
    try {
      loaded = await load();
    } finally {
      inFlight -= 1;
    }
    const changed = loaded ? (changedAt.get(loaded.user.id) ?? 0) > started : false;
    if (inFlight === 0) changedAt.clear();
    if (!loaded) return null;
    const until = Math.min(now() + ttlMs, loaded.expiresAt.getTime());
    if (key !== null && enabled && clearedAt <= started && !changed && until > now()) {
      store(key, loaded.user, until);
    }
    return loaded.user;
  }

  function clear() {
    sequence += 1;
    clearedAt = sequence;
    changedAt.clear();
    entries.clear();
    keysOfUser.clear();
  }

  return {
    async lookup(cookieHeader, cookieName, load) {
      const token = cookieValue(cookieHeader, cookieName);
      if (token === null) return null;
      if (token === AMBIGUOUS || !enabled) return loadAndMaybeStore(null, load);
      const key = createHash("sha256").update(token).digest("base64");
      const entry = entries.get(key);
      if (entry) {
        if (entry.until > now()) {
          entries.delete(key);
          entries.set(key, entry);
          return entry.user;
        }
        remove(key, entry);
      }
      return loadAndMaybeStore(key, load);
    },
    dropUser(userId) {
      sequence += 1;
      if (inFlight > 0) {
        changedAt.set(userId, sequence);
        if (changedAt.size > MAX_PENDING_CHANGES) {
          clearedAt = sequence;
          changedAt.clear();
        }
      }
      for (const key of keysOfUser.get(userId) ?? []) entries.delete(key);
      keysOfUser.delete(userId);
    },
    clear,
    setEnabled(value) {
      clear();
      enabled = value;
    },
    get size() {
      return entries.size;
    },
  };
}
