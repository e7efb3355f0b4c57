import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./service-compression.ts";

describe("preferredEncoding", () => {
  it("takes brotli on a tie, else the coding ranked higher", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("BR")).toBe("br");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
  });

  it("honours q=0 and the wildcard, and sends identity otherwise", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("gzip;q=nonsense")).toBeNull();
  });
});
