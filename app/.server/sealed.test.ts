import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed.ts";

describe("sealed secrets", () => {
  const secret = "a-server-secret-of-some-length-1234567890";

  it("opens what it sealed, and the sealed text shows nothing of it", () => {
    const sealed = seal('{"private_key":"-----BEGIN PRIVATE KEY-----"}', secret, "google");
    expect(sealed).not.toContain("PRIVATE");
    expect(unseal(sealed, secret, "google")).toBe('{"private_key":"-----BEGIN PRIVATE KEY-----"}');
  });

  it("seals the same text differently each time", () => {
    expect(seal("x", secret, "google")).not.toBe(seal("x", secret, "google"));
  });

  it("refuses another secret, another purpose, a changed byte and garbage", () => {
    const sealed = seal("hello", secret, "google");
    expect(unseal(sealed, `${secret}!`, "google")).toBeNull();
    expect(unseal(sealed, secret, "links")).toBeNull();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] as string, "base64url");
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString("base64url");
    expect(unseal(parts.join("."), secret, "google")).toBeNull();
    for (const junk of ["", "v1", "v2.a.b.c", "v1.!!.??.**", "v1...."]) {
      expect(unseal(junk, secret, "google")).toBeNull();
    }
  });
});
