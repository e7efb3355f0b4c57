import type { SignatureFields } from "../signature/schema.ts";

/** The Free plan always shows the credit line (DESIGN §8); Pro members choose. */
export function withPlanRules<T extends SignatureFields>(fields: T, isPaid: boolean): T {
  return isPaid || fields.creditEnabled ? fields : { ...fields, creditEnabled: true };
}
