import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "../../signature/schema.ts";
import { planSave } from "./plan-enforcement.ts";

const fields = (values: Partial<SignatureFields> = {}): SignatureFields => ({
  ...DEFAULT_SIGNATURE_FIELDS,
  fullName: "Ada",
  ...values,
});
const free = { isPaid: false, hasFreeTemplate: true };

describe("planSave", () => {
  it("spends the free Pro template only on a save that sets a Pro template", () => {
    expect(planSave(fields(), free, null, "en").spendsFreeTemplate).toBe(false);
    expect(planSave(fields(), free, "basic", "en").spendsFreeTemplate).toBe(false);
    expect(planSave(fields({ template: "band" }), free, "basic", "en").spendsFreeTemplate).toBe(
      true,
    );
    expect(planSave(fields({ template: "band" }), free, null, "en").spendsFreeTemplate).toBe(true);
  });

  it("never spends it again for the Pro template a signature already has", () => {
    const spent = { isPaid: false, hasFreeTemplate: false };
    const save = planSave(fields({ template: "band", jobTitle: "CEO" }), spent, "band", "en");
    expect(save.spendsFreeTemplate).toBe(false);
    expect(save.fields.template).toBe("band");
  });

  it("refuses a Pro template the account cannot have, in the request's language", async () => {
    const spent = { isPaid: false, hasFreeTemplate: false };
    let thrown: unknown;
    try {
      planSave(fields({ template: "executive" }), spent, "band", "fr");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: "pro_template_required",
      template: "executive",
    });
  });

  it("costs Pro accounts nothing", () => {
    const pro = { isPaid: true, hasFreeTemplate: true };
    expect(planSave(fields({ template: "executive" }), pro, null, "en").spendsFreeTemplate).toBe(
      false,
    );
  });
});
