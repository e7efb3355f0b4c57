// The plans and what each allows (docs/product.md#plans): the one source of these rules. The editor, the
// pricing page's comparison table, the server's saves and the API all read them from here.
import type { MessageKey } from "../i18n/translate.ts";
import type { SignatureFields } from "../signature/schema.ts";
import { isProTemplate, type TemplateId } from "../signature/templates.ts";

export const PLAN_NAMES = ["free", "pro"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** What an account's row says about its plan. */
export type Plan = { isPaid: boolean; hasFreeTemplate: boolean };

/**
 * The features only Pro has, each a yes or a no: the one place to add one
 * (CONTRIBUTING.md#add-a-pro-feature). The feature asks `allowanceOf(isPaid).<name>`; the
 * pricing table's row and the success page's line are these message keys.
 */
export const PRO_FEATURES = {
  /** keys for the public API */
  apiKeys: { row: "pricing.rows.apiKeys", unlocked: "pricing.success.unlocked.apiKeys" },
  /** teams: one design, a roster, members' links, Gmail push (issue 13) */
  teams: { row: "pricing.rows.teams", unlocked: "pricing.success.unlocked.teams" },
} as const satisfies Record<string, { row: MessageKey; unlocked: MessageKey }>;
export type ProFeature = keyof typeof PRO_FEATURES;

export const PRO_FEATURE_NAMES = Object.keys(PRO_FEATURES) as ProFeature[];

export type Allowance = {
  /** the Pro templates, beyond the account's one free use of one of them */
  proTemplates: boolean;
  /** the "made with" credit line may be turned off */
  optionalCreditLine: boolean;
  /** signatures kept in the cloud; null: no limit */
  cloudSignatures: number | null;
} & Record<ProFeature, boolean>;

const everyProFeature = (allowed: boolean) =>
  Object.fromEntries(PRO_FEATURE_NAMES.map((name) => [name, allowed])) as Record<
    ProFeature,
    boolean
  >;

export const ALLOWANCES: Readonly<Record<PlanName, Readonly<Allowance>>> = {
  free: {
    proTemplates: false,
    optionalCreditLine: false,
    cloudSignatures: 3,
    ...everyProFeature(false),
  },
  pro: {
    proTemplates: true,
    optionalCreditLine: true,
    cloudSignatures: null,
    ...everyProFeature(true),
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
  return withAllowance(fields, allowanceOf(isPaid));
}

/** The fields as a plan allowing `allowance` shows them (the credit line, when not optional). */
export function withAllowance<T extends SignatureFields>(
  fields: T,
  allowance: Pick<Allowance, "optionalCreditLine">,
): T {
  return allowance.optionalCreditLine || fields.creditEnabled
    ? fields
    : { ...fields, creditEnabled: true };
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

/** Whom a render is for: their plan, and the Pro template their saved signature owns. */
export type RenderAccess = Pick<TemplateAccess, "isPaid" | "ownedTemplate">;

/**
 * The fields a render for someone shows: null when the template is a Pro template they may not
 * use (a render spends no free Pro use: only a save does), else the fields with the plan's
 * credit-line rule.
 */
export function renderableFields<T extends SignatureFields>(
  fields: T,
  access: RenderAccess,
): T | null {
  if (!canUseTemplate(fields.template, { ...access, hasFreeTemplate: false })) return null;
  return withPlanRules(fields, access.isPaid);
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
