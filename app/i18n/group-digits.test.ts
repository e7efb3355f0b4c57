import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits.ts";
import { LOCALES } from "./locales.ts";

describe("groupDigits", () => {
  it("writes counts as Intl.NumberFormat does, in each locale", () => {
    for (const locale of LOCALES) {
      const format = new Intl.NumberFormat(locale);
      for (const value of [0, 7, 999, 1000, 10_000, 12_345, 1_234_567]) {
        expect(groupDigits(value, locale), `${locale} ${value}`).toBe(format.format(value));
      }
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e12 }), (value) => {
          expect(groupDigits(value, locale)).toBe(format.format(value));
        }),
      );
    }
  });
});
