import { describe, expect, it } from "vitest";
import { clearNewKeyCookie, newKeyCookie, takeNewKey } from "./new-key-handover.ts";

const SECRET = "s".repeat(32);
const KEY = { label: "CI", secret: "psk_abc" };
const requestWith = (cookie: string) => new Request("http://x/account", { headers: { cookie } });
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("a new key's handover", () => {
  const set = newKeyCookie(KEY, { userId: "u1", serverSecret: SECRET, secure: true });

  it("is sealed, HttpOnly, same-site only, short-lived and Secure on HTTPS", () => {
    expect(set).not.toContain("psk_");
    expect(set).toMatch(/; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict; Secure$/);
    expect(clearNewKeyCookie(false)).toBe(
      "new-api-key=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict",
    );
  });

  it("opens for its account only, with the server's secret", () => {
    const request = requestWith(`a=1; ${pairOf(set)}; b=2`);
    expect(takeNewKey(request, { userId: "u1", serverSecret: SECRET })).toEqual({
      key: KEY,
      present: true,
    });
    expect(takeNewKey(request, { userId: "u2", serverSecret: SECRET })).toEqual({
      key: null,
      present: true,
    });
    expect(takeNewKey(request, { userId: "u1", serverSecret: "t".repeat(32) })).toEqual({
      key: null,
      present: true,
    });
    expect(
      takeNewKey(requestWith("new-api-key=v1.x.y.z"), { userId: "u1", serverSecret: SECRET }),
    ).toEqual({ key: null, present: true });
    expect(takeNewKey(requestWith("a=1"), { userId: "u1", serverSecret: SECRET })).toEqual({
      key: null,
      present: false,
    });
  });
});
