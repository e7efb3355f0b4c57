import { describe, expect, it } from "vitest";
import { clientIp, rateLimitKey } from "./client-ip.ts";

const withIp = (value?: string) =>
  new Request("http://localhost/", {
    headers: value === undefined ? {} : { "x-paraph-client-ip": value },
  });

describe("clientIp", () => {
  it("reads the header our server sets", () => {
    expect(clientIp(withIp("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(withIp(" 2001:DB8::1 "))).toBe("2001:db8::1");
  });

  it("unwraps IPv4-mapped IPv6 and drops zone ids", () => {
    expect(clientIp(withIp("::ffff:198.51.100.4"))).toBe("198.51.100.4");
    expect(clientIp(withIp("fe80::1%eth0"))).toBe("fe80::1");
  });

  it("falls back to unknown", () => {
    expect(clientIp(withIp())).toBe("unknown");
    expect(clientIp(withIp(""))).toBe("unknown");
    expect(clientIp(withIp("unknown"))).toBe("unknown");
    expect(clientIp(withIp("1.2.3.4, 5.6.7.8"))).toBe("unknown");
  });

  it("ignores client-controlled forwarding headers", () => {
    const request = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "1.2.3.4", "x-real-ip": "1.2.3.4" },
    });
    expect(clientIp(request)).toBe("unknown");
  });
});

describe("rateLimitKey", () => {
  it("keeps IPv4 addresses and groups IPv6 by /64", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::ffff:192.0.2.1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
