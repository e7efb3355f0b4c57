// The plans and what each allows (DESIGN §8): the one source of these rules. The editor, the
// pricing page's comparison table, the server's saves and the API all read them from here.
import type { SignatureFields } from "../signature/schema.ts";
import { isProTemplate, TEMPLATES, type TemplateId } from "../signature/templates.ts";

export const PLAN_NAMES = ["free", "pro"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** What an account's row says about its plan. */
export type Plan = { isPaid: boolean; hasFreeTemplate: boolean };

export type Allowance = {
  /** the Pro templates, beyond the account's one free use of one of them */
  proTemplates: boolean;
  /** the "made with" credit line may be turned off */
  optionalCreditLine: boolean;
  /** signatures kept in the cloud; null: no limit */
  cloudSignatures: number | null;
  /** keys for the public API */
  apiKeys: boolean;
  /** teams: one design, a roster, members' links, Gmail push (issue 13) */
  teams: boolean;
};

export const ALLOWANCES: Readonly<Record<PlanName, Readonly<Allowance>>> = {
  free: {
    proTemplates: false,
    optionalCreditLine: false,
    cloudSignatures: 3,
    apiKeys: false,
    teams: false,
  },
  pro: {
    proTemplates: true,
    optionalCreditLine: true,
    cloudSignatures: null,
    apiKeys: true,
    teams: true,
  },
};

export function planName(isPaid: boolean): PlanName {
  return isPaid ? "pro" : "free";
}

export function allowanceOf(isPaid: boolean): Readonly<Allowance> {
  return ALLOWANCES[planName(isPaid)];
}

/** The Free plan's cloud limit, for messages that name it. */
export const FREE_CLOUD_SIGNATURE_LIMIT = ALLOWANCES.free.cloudSignatures ?? 0;

/** Whether an account keeping `count` signatures in the cloud may add one more. */
export function hasRoomForAnotherSignature(isPaid: boolean, count: number): boolean {
  const limit = allowanceOf(isPaid).cloudSignatures;
  return limit === null || count < limit;
}

/** The Free plan always shows the credit line; Pro members choose. */
export function withPlanRules<T extends SignatureFields>(fields: T, isPaid: boolean): T {
  return allowanceOf(isPaid).optionalCreditLine || fields.creditEnabled
    ? fields
    : { ...fields, creditEnabled: true };
}

/** A cell of the pricing page's comparison: what a plan gives for one row. */
export type ComparisonCell =
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "count"; value: number }
  | { kind: "unlimited" }
  | { kind: "once" };

export type ComparisonRow = {
  key:
    | "freeTemplates"
    | "proTemplates"
    | "browserSignatures"
    | "cloudSignatures"
    | "creditLine"
    | "apiKeys"
    | "teams";
  cells: Readonly<Record<PlanName, ComparisonCell>>;
};

const yesNo = (allowed: boolean): ComparisonCell => ({ kind: allowed ? "yes" : "no" });

/** The pricing page's table, generated from ALLOWANCES so it says what the product enforces. */
export function comparisonRows(): ComparisonRow[] {
  const row = (key: ComparisonRow["key"], of: (plan: PlanName) => ComparisonCell) => ({
    key,
    cells: { free: of("free"), pro: of("pro") },
  });
  const freeTemplates = TEMPLATES.filter((template) => !template.pro).length;
  const proTemplates = TEMPLATES.length - freeTemplates;
  return [
    row("freeTemplates", () => ({ kind: "count", value: freeTemplates })),
    row("proTemplates", (plan) =>
      ALLOWANCES[plan].proTemplates ? { kind: "count", value: proTemplates } : { kind: "once" },
    ),
    row("browserSignatures", () => ({ kind: "unlimited" })),
    row("cloudSignatures", (plan) => {
      const limit = ALLOWANCES[plan].cloudSignatures;
      return limit === null ? { kind: "unlimited" } : { kind: "count", value: limit };
    }),
    // "yes" means the visitor chooses; the Free plan always shows it
    row("creditLine", (plan) => yesNo(ALLOWANCES[plan].optionalCreditLine)),
    row("apiKeys", (plan) => yesNo(ALLOWANCES[plan].apiKeys)),
    row("teams", (plan) => yesNo(ALLOWANCES[plan].teams)),
  ];
}

// Who may use a Pro template: Pro members; anyone keeping the Pro template their signature
// already has; and, once, a free visitor who still has the free Pro allowance (hasFreeTemplate).
// Trying a template costs nothing (ADR 019): a choice that would spend the allowance, or give
// up the signature's own Pro template, stays a trial until an explicit save or a copy.

export type TemplateAccess = Plan & {
  /** the Pro template this signature already uses (saved before), if any */
  ownedTemplate: string | null;
};

export function canUseTemplate(template: string, access: TemplateAccess): boolean {
  if (!isProTemplate(template) || allowanceOf(access.isPaid).proTemplates) return true;
  return template === access.ownedTemplate || access.hasFreeTemplate;
}

/** Saving this template spends the one free Pro use. */
export function spendsFreeTemplate(template: string, access: TemplateAccess): boolean {
  return (
    isProTemplate(template) &&
    !access.isPaid &&
    template !== access.ownedTemplate &&
    access.hasFreeTemplate
  );
}

/** The Pro template a saved signature owns, to be kept even without the Pro plan. */
export function ownedProTemplate(template: string): string | null {
  return isProTemplate(template) ? template : null;
}

/**
 * A template chosen but not saved, because saving it has a cost:
 * - `pro`: a Pro template the free allowance would pay for (saving or copying spends it);
 * - `locked`: a Pro template this visitor can only look at (the allowance is used);
 * - `switch`: another template in place of the signature's own Pro template, which saving
 *   gives up (going back would need the Pro plan).
 */
export type TemplateTrial =
  | { kind: "pro" | "locked"; template: TemplateId }
  | { kind: "switch"; template: TemplateId; owned: TemplateId };

/**
 * What choosing `choice` is for a signature saved with `saved` (whose Pro template, if any,
 * it owns): null when it can be saved at no cost, else the trial it stays until saved.
 */
export function templateTrial(
  choice: TemplateId,
  saved: TemplateId,
  access: Pick<TemplateAccess, "isPaid" | "hasFreeTemplate">,
): TemplateTrial | null {
  if (choice === saved || access.isPaid) return null;
  if (isProTemplate(choice)) {
    return { kind: access.hasFreeTemplate ? "pro" : "locked", template: choice };
  }
  if (isProTemplate(saved)) return { kind: "switch", template: choice, owned: saved };
  return null;
}
