import { describe, expect, it } from "vitest";
import { CLEAR_SET_ASIDE, setAsideChoice, setAsideCookie } from "./set-aside-signal.ts";

describe("the set-aside signal", () => {
  it("carries keep or forget, Secure on https", () => {
    expect(setAsideCookie("keep", false)).toBe("set-aside=keep; Path=/; Max-Age=300; SameSite=Lax");
    expect(setAsideCookie("forget", true)).toMatch(/^set-aside=forget; .*; Secure$/);
  });

  it("is read among other cookies, and nothing else reads as one", () => {
    expect(setAsideChoice("a=1; set-aside=forget; b=2")).toBe("forget");
    expect(setAsideChoice("set-aside=keep")).toBe("keep");
    expect(setAsideChoice("set-aside=everything")).toBeNull();
    expect(setAsideChoice("xset-aside=forget")).toBeNull();
    expect(setAsideChoice("")).toBeNull();
  });

  it("is cleared by a cookie of the same name and path that has expired", () => {
    expect(CLEAR_SET_ASIDE).toMatch(/^set-aside=; Path=\/; Max-Age=0/);
  });
});
