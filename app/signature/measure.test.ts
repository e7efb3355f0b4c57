import { describe, expect, it } from "vitest";
import {
  characterCount,
  fitsGmail,
  GMAIL_SIGNATURE_LIMIT,
  SIGNATURE_HTML_BUDGET,
} from "./measure.ts";

describe("measure", () => {
  it("counts characters as Gmail does", () => {
    expect(characterCount("<b>é</b>")).toBe(8);
    expect(characterCount("🎉")).toBe(2);
  });

  it("knows Gmail's limit and our budget", () => {
    expect(GMAIL_SIGNATURE_LIMIT).toBe(10_000);
    expect(SIGNATURE_HTML_BUDGET).toBeLessThan(GMAIL_SIGNATURE_LIMIT);
    expect(fitsGmail("x".repeat(10_000))).toBe(true);
    expect(fitsGmail("x".repeat(10_001))).toBe(false);
  });
});
