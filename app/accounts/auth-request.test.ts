import { describe, expect, it } from "vitest";
import { safeNext } from "./auth-request.ts";

describe("safeNext", () => {
  it("keeps a path of this site, query included", () => {
    expect(safeNext("/my-signatures")).toBe("/my-signatures");
    expect(safeNext("/fr/pricing?checkout=start")).toBe("/fr/pricing?checkout=start");
  });

  it("refuses other sites, control characters, and what is too long", () => {
    for (const hostile of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/\r\nSet-Cookie: a=b",
      "/tab\there",
      `/${"a".repeat(500)}`,
    ])
      expect(safeNext(hostile), String(hostile)).toBeNull();
  });
});
