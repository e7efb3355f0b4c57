import { describe, expect, it } from "vitest";
import {
  apiLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  preferredLocale,
} from "./detect.ts";

describe("locale detection (docs/product.md#locale)", () => {
  it("reads the locale cookie among others", () => {
    expect(localeFromCookie("a=1; locale=fr; b=2")).toBe("fr");
    expect(localeFromCookie("locale=de")).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
  });

  it("honours Accept-Language quality values and region tags", () => {
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("de-DE,en;q=0.5,fr;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("de, es")).toBeNull();
    expect(localeFromAcceptLanguage("fr;q=0, en")).toBe("en");
    expect(localeFromAcceptLanguage("*")).toBeNull();
  });

  it("orders cookie, then Accept-Language, then English", () => {
    const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(preferredLocale(request({ cookie: "locale=en", "accept-language": "fr" }))).toBe("en");
    expect(preferredLocale(request({ "accept-language": "fr-FR" }))).toBe("fr");
    expect(preferredLocale(request({}))).toBe("en");
  });

  it("API answers: Accept-Language (the page's language), then cookie, then English", () => {
    const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(apiLocale(request({ cookie: "locale=fr", "accept-language": "en" }))).toBe("en");
    expect(apiLocale(request({ cookie: "locale=en", "accept-language": "fr" }))).toBe("fr");
    expect(apiLocale(request({ cookie: "locale=fr", "accept-language": "de" }))).toBe("fr");
    expect(apiLocale(request({ cookie: "locale=fr" }))).toBe("fr");
    expect(apiLocale(request({}))).toBe("en");
  });
});
