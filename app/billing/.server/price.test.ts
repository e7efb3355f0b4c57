import { describe, expect, it } from "vitest";
import { decimalPrice, formatPrice } from "./price.ts";

describe("the Pro price", () => {
  it("is formatted for each locale, without decimals when the amount is whole", () => {
    expect(formatPrice({ amount: 2900, currency: "eur" }, "en-US")).toBe("€29");
    expect(formatPrice({ amount: 2900, currency: "eur" }, "fr-FR")).toBe("29\u00a0€");
    expect(formatPrice({ amount: 1999, currency: "usd" }, "en-US")).toBe("$19.99");
    expect(formatPrice({ amount: 1999, currency: "usd" }, "fr-FR")).toBe("19,99\u00a0$US");
  });

  it("reads zero-decimal currencies in whole units", () => {
    expect(formatPrice({ amount: 3000, currency: "jpy" }, "en-US")).toBe("¥3,000");
    expect(decimalPrice({ amount: 3000, currency: "jpy" })).toBe("3000");
  });

  it("gives schema.org a plain decimal amount", () => {
    expect(decimalPrice({ amount: 2900, currency: "eur" })).toBe("29.00");
  });
});
