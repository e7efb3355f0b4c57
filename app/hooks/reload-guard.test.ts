import { beforeEach, describe, expect, it, vi } from "vitest";
import { guardedReload, RELOAD_GUARD_MS } from "./reload-guard.ts";

describe("guardedReload", () => {
  const assign = vi.fn();
  beforeEach(() => {
    const values = new Map<string, string>();
    assign.mockReset();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => values.set(key, value),
      },
      window: { location: { assign } },
    });
  });

  it("reloads at most once within 10 seconds", () => {
    expect(guardedReload("/a", 1_000_000)).toBe(true);
    expect(guardedReload("/a", 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(guardedReload("/a", 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});
