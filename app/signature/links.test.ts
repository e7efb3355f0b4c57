import { describe, expect, it } from "vitest";
import { displayUrl, mailtoHref, parseWebUrl, safeHref, telHref, webHref } from "./links.ts";

describe("parseWebUrl / webHref", () => {
  it("keeps http and https addresses", () => {
    expect(webHref("https://example.com/page?x=1")).toBe("https://example.com/page?x=1");
    expect(webHref("http://example.com")).toBe("http://example.com/");
  });

  it("makes bare domains https", () => {
    expect(webHref("example.com")).toBe("https://example.com/");
    expect(webHref("www.example.co.uk/about")).toBe("https://www.example.co.uk/about");
    expect(webHref("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(webHref("//example.com")).toBe("https://example.com/");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "mailto:a@b.co",
  ])("calls %s unsafe", (input) => {
    expect(parseWebUrl(input)).toEqual({ ok: false, reason: "unsafe" });
    expect(webHref(input)).toBeNull();
  });

  it.each([
    "",
    "not a url",
    "localhost",
    "java\tscript:alert(1)",
    "https://exa mple.com",
    "https://user:pass@example.com",
    "https://",
    `https://example.com/${"a".repeat(2048)}`,
  ])("calls %j invalid", (input) => {
    expect(parseWebUrl(input)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("mailtoHref", () => {
  it("links an email address", () => {
    expect(mailtoHref(" jane@example.com ")).toBe("mailto:jane@example.com");
  });

  it("refuses anything that is not one", () => {
    expect(mailtoHref("jane")).toBeNull();
    expect(mailtoHref('x@example.com"><img src=x onerror=alert(1)>')).toBeNull();
    expect(mailtoHref("a b@example.com")).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps only the digits, with + for international numbers", () => {
    expect(telHref("+33 (0)1 42 68 53 00")).toBe("tel:+33142685300");
    expect(telHref("0033 6 12 34 56 78")).toBe("tel:+33612345678");
    expect(telHref("(415) 555-0134")).toBe("tel:4155550134");
    expect(telHref("+1 415.555.0134")).toBe("tel:+14155550134");
  });

  it("gives nothing without digits", () => {
    expect(telHref("+ ( )")).toBeNull();
    expect(telHref("javascript:alert()")).toBeNull();
  });
});

describe("safeHref", () => {
  it("allows only https, http, mailto and tel", () => {
    expect(safeHref("https://example.com")).toBe("https://example.com/");
    expect(safeHref("mailto:jane@example.com")).toBe("mailto:jane@example.com");
    expect(safeHref("tel:+33142685300")).toBe("tel:+33142685300");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("tel:javascript:alert(1)")).toBeNull();
    expect(safeHref("mailto:x@y.co?body=<script>")).toBeNull();
  });
});

describe("displayUrl", () => {
  it("drops the scheme and a trailing slash", () => {
    expect(displayUrl("https://www.example.com/")).toBe("www.example.com");
    expect(displayUrl("http://example.com/about/")).toBe("example.com/about");
  });
});
