import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "./session.ts";
import { createSessionCache, type LoadedSession } from "./session-cache.ts";

const COOKIE = "better-auth.session_token";

function user(id: string, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id,
    email: `${id}@example.com`,
    emailVerified: true,
    isPaid: false,
    hasFreeTemplate: true,
    locale: "en",
    ...extra,
  };
}

/** A fake clock and a loader that answers `answer()` and counts its calls. */
function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 1_000_000;
  const cache = createSessionCache({ ...options, now: () => time });
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
    at: (ms: number) => new Date(time + ms),
    loader: (answer: () => LoadedSession) => vi.fn(async () => answer()),
  };
}

const header = (token: string) => `locale=fr; ${COOKIE}=${token}; other=1`;

describe("createSessionCache", () => {
  it("answers no session without asking Better Auth when the cookie is absent", async () => {
    const { cache, loader } = setup();
    const load = loader(() => null);
    expect(await cache.lookup(null, COOKIE, load)).toBeNull();
    expect(await cache.lookup("locale=fr", COOKIE, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps Better Auth's answer for a token, for at most the TTL", async () => {
    const { cache, loader, advance, at } = setup({ ttlMs: 30_000 });
    const load = loader(() => ({ user: user("u1"), expiresAt: at(3_600_000) }));
    expect(await cache.lookup(header("t1.sig"), COOKIE, load)).toEqual(user("u1"));
    expect(await cache.lookup(header("t1.sig"), COOKIE, load)).toEqual(user("u1"));
    expect(load).toHaveBeenCalledTimes(1);
    advance(29_999);
    await cache.lookup(header("t1.sig"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.lookup(header("t1.sig"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never answers from the cache past the session's own expiry", async () => {
    const { cache, loader, advance, at } = setup({ ttlMs: 30_000 });
    const expiresAt = at(5_000);
    const load = loader(() => ({ user: user("u1"), expiresAt }));
    await cache.lookup(header("t1.sig"), COOKIE, load);
    advance(4_999);
    await cache.lookup(header("t1.sig"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.lookup(header("t1.sig"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(2);
    // an answer for a session already expired is not kept at all
    await cache.lookup(header("t1.sig"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps no answer for a token Better Auth refuses", async () => {
    const { cache, loader } = setup();
    const load = loader(() => null);
    expect(await cache.lookup(header("forged.sig"), COOKIE, load)).toBeNull();
    expect(await cache.lookup(header("forged.sig"), COOKIE, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tells tokens apart, and another cookie value is another entry", async () => {
    const { cache, at } = setup();
    await cache.lookup(header("a.sig"), COOKIE, async () => ({
      user: user("a"),
      expiresAt: at(60_000),
    }));
    await cache.lookup(header("b.sig"), COOKIE, async () => ({
      user: user("b"),
      expiresAt: at(60_000),
    }));
    const never = vi.fn(async (): Promise<LoadedSession> => null);
    expect((await cache.lookup(header("a.sig"), COOKIE, never))?.id).toBe("a");
    expect((await cache.lookup(header("b.sig"), COOKIE, never))?.id).toBe("b");
    expect(await cache.lookup(header("a.sig2"), COOKIE, never)).toBeNull();
    expect(never).toHaveBeenCalledTimes(1);
  });

  it("drops every entry of a changed user, and only theirs", async () => {
    const { cache, at, loader } = setup();
    const u1 = loader(() => ({ user: user("u1"), expiresAt: at(60_000) }));
    const u2 = loader(() => ({ user: user("u2"), expiresAt: at(60_000) }));
    await cache.lookup(header("phone"), COOKIE, u1);
    await cache.lookup(header("laptop"), COOKIE, u1);
    await cache.lookup(header("other"), COOKIE, u2);
    expect(cache.size).toBe(3);
    cache.dropUser("u1");
    expect(cache.size).toBe(1);
    await cache.lookup(header("phone"), COOKIE, u1);
    await cache.lookup(header("other"), COOKIE, u2);
    expect(u1).toHaveBeenCalledTimes(3);
    expect(u2).toHaveBeenCalledTimes(1);
  });

  it("does not keep what a lookup read if the user changed while it was in flight", async () => {
    const { cache, at } = setup();
    let finish!: (value: LoadedSession) => void;
    const slow = () =>
      new Promise<LoadedSession>((resolve) => {
        finish = resolve;
      });
    const pending = cache.lookup(header("t"), COOKIE, slow);
    cache.dropUser("u1"); // e.g. sign-out committed and published meanwhile
    finish({ user: user("u1"), expiresAt: at(60_000) });
    expect((await pending)?.id).toBe("u1"); // this request raced the change, as without a cache
    expect(cache.size).toBe(0);

    // a change to someone else does not stop it from being kept
    const other = cache.lookup(header("t"), COOKIE, slow);
    cache.dropUser("u2");
    finish({ user: user("u1"), expiresAt: at(60_000) });
    await other;
    expect(cache.size).toBe(1);
  });

  it("keeps nothing read across a clear", async () => {
    const { cache, at } = setup();
    let finish!: (value: LoadedSession) => void;
    const pending = cache.lookup(
      header("t"),
      COOKIE,
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    cache.clear();
    finish({ user: user("u1"), expiresAt: at(60_000) });
    await pending;
    expect(cache.size).toBe(0);
  });

  it("while off, asks Better Auth every time and keeps nothing; on again, starts empty", async () => {
    const { cache, at, loader } = setup();
    const load = loader(() => ({ user: user("u1"), expiresAt: at(60_000) }));
    await cache.lookup(header("t"), COOKIE, load);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    await cache.lookup(header("t"), COOKIE, load);
    await cache.lookup(header("t"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    await cache.lookup(header("t"), COOKIE, load);
    await cache.lookup(header("t"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("leaves a header with the session cookie twice to Better Auth, uncached", async () => {
    const { cache, at, loader } = setup();
    const load = loader(() => ({ user: user("u1"), expiresAt: at(60_000) }));
    const twice = `${COOKIE}=a.sig; ${COOKIE}=b.sig`;
    await cache.lookup(twice, COOKIE, load);
    await cache.lookup(twice, COOKIE, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const { cache, at } = setup({ maxEntries: 2 });
    const as = (id: string) => async () => ({ user: user(id), expiresAt: at(60_000) });
    await cache.lookup(header("a"), COOKIE, as("a"));
    await cache.lookup(header("b"), COOKIE, as("b"));
    await cache.lookup(header("a"), COOKIE, as("a")); // a is now the most recent
    await cache.lookup(header("c"), COOKIE, as("c")); // b goes
    const load = vi.fn(as("b"));
    await cache.lookup(header("a"), COOKIE, load);
    expect(load).not.toHaveBeenCalled();
    await cache.lookup(header("b"), COOKIE, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(2);
  });

  it("hands out users no caller can change", async () => {
    const { cache, at } = setup();
    const load = async () => ({ user: user("u1"), expiresAt: at(60_000) });
    await cache.lookup(header("t"), COOKIE, load);
    const cached = await cache.lookup(header("t"), COOKIE, load);
    expect(Object.isFrozen(cached)).toBe(true);
  });
});
