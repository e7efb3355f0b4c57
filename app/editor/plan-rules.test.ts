import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import { withPlanRules } from "./plan-rules.ts";

describe("withPlanRules", () => {
  const noCredit = { ...DEFAULT_SIGNATURE_FIELDS, creditEnabled: false };

  it("turns the credit line back on for the Free plan", () => {
    expect(withPlanRules(noCredit, false).creditEnabled).toBe(true);
  });

  it("lets Pro members turn it off", () => {
    expect(withPlanRules(noCredit, true)).toBe(noCredit);
  });

  it("returns the same object when nothing changes", () => {
    const fields = { ...DEFAULT_SIGNATURE_FIELDS };
    expect(withPlanRules(fields, false)).toBe(fields);
  });
});
