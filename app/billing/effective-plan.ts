import type { MessageKey } from "../i18n/translate.ts";
import { allowanceOf } from "./rules.ts";

// The one place the server decides which plan an account has on this instance
// (docs/architecture.md#plan-rules): its own `isPaid`, or Pro for everyone on an instance
// with PRO_FOR_EVERYONE. Every reader of a plan (the session, the API caller, a save's
// transaction, a team owner's, an anonymous render) asks here; what a plan allows is
// app/billing/rules.ts.

/** The instance's setting that overrides every account's plan. */
export type PlanPolicy = { proForEveryone: boolean };

/** Whether `stored` (a `user.isPaid` column: boolean, 0/1 or missing) is Pro on this instance. */
export function effectiveIsPaid(policy: PlanPolicy, stored: unknown): boolean {
  return policy.proForEveryone || stored === true || stored === 1;
}

/** Whether this instance gives everyone Pro (the pricing and account pages say so). */
export function isEveryonePro(policy: PlanPolicy): boolean {
  return policy.proForEveryone;
}

/** A feature an account's plan may allow, and the 403 `pro_required` message of its refusal. */
export type PlanFeature = "apiKeys" | "teams";

export const PRO_REQUIRED_MESSAGES: Readonly<Record<PlanFeature, MessageKey>> = {
  apiKeys: "problems.keysNeedPro",
  teams: "problems.teamsNeedPro",
};

/**
 * Whether a signed-in account may use `feature`. Its `isPaid` is already this instance's
 * (getSessionUser, requireCaller); the API router (api/guards.ts) and the pages ask here.
 */
export function allows(user: { isPaid: boolean }, feature: PlanFeature): boolean {
  return allowanceOf(user.isPaid)[feature];
}
