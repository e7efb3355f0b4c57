import { describe, expect, it } from "vitest";
import { inTime } from "./relative-time.ts";

describe("inTime", () => {
  it("says minutes, then hours, in each locale", () => {
    expect(inTime(9 * 60_000 + 1, "en")).toBe("in 10 minutes");
    expect(inTime(9 * 60_000 + 1, "fr")).toBe("dans 10 minutes");
    expect(inTime(0, "en")).toBe("in 1 minute");
    expect(inTime(90 * 60_000, "en")).toBe("in 90 minutes");
    expect(inTime(22.5 * 3_600_000, "fr")).toBe("dans 23 heures");
  });
});
