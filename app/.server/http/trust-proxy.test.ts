import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("parseTrustProxy", () => {
  it("trusts nothing by default", () => {
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("11")).toMatch(/between 0 and 10/);
  });

  it("takes a list of proxy addresses, ranges and presets", () => {
    expect(parseTrustProxy("10.0.0.1, 10.0.1.0/24,fd00::/8, loopback")).toEqual([
      "10.0.0.1",
      "10.0.1.0/24",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses true, which would trust what the client writes", () => {
    expect(parseTrustProxy("true")).toMatch(/number of proxies/);
  });

  it("refuses anything that is not an address, a range or a preset", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0.1/8/2", "::1/129", "example.org", "1.2.3"]) {
      expect(parseTrustProxy(value)).toEqual(expect.any(String));
    }
  });
});
