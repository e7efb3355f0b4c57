// DESIGN §8 applied to a cloud save: the Free plan keeps up to 3 signatures in the cloud and
// always shows the credit line; a Pro template needs Pro, or the account's one free Pro use.
// The template rules are the editor's (one source of truth for both sides).
import { withPlanRules } from "../../editor/plan-rules.ts";
import {
  canUseTemplate,
  ownedProTemplate,
  spendsFreeTemplate,
} from "../../editor/template-access.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { getTemplate } from "../../signature/templates.ts";
import { ProblemCode, problemResponse } from "../http/problem.ts";

export const FREE_CLOUD_SIGNATURE_LIMIT = 3;

export type Plan = { isPaid: boolean; hasFreeTemplate: boolean };

/** Throws a 403 problem when a Free account already keeps its 3 cloud signatures. */
export function assertRoomForAnotherSignature(plan: Plan, count: number, locale: Locale): void {
  if (plan.isPaid || count < FREE_CLOUD_SIGNATURE_LIMIT) return;
  throw problemResponse({
    code: ProblemCode.SignatureLimitReached,
    messageKey: "cloud.freeLimitReached",
    values: { max: FREE_CLOUD_SIGNATURE_LIMIT },
    locale,
    extra: { limit: FREE_CLOUD_SIGNATURE_LIMIT },
  });
}

export type PlannedSave = {
  /** what is stored: the credit line forced on for Free accounts */
  fields: SignatureFields;
  /** this save uses the account's one free Pro template */
  spendsFreeTemplate: boolean;
};

/**
 * The fields to store for a save by an account on `plan`; `previousTemplate` is the template
 * the signature had before (null for a new one): keeping it never needs the allowance again.
 * Throws a 403 problem when the template is not available to the account.
 */
export function planSave(
  fields: SignatureFields,
  plan: Plan,
  previousTemplate: string | null,
  locale: Locale,
): PlannedSave {
  const access = {
    ...plan,
    ownedTemplate: previousTemplate === null ? null : ownedProTemplate(previousTemplate),
  };
  if (!canUseTemplate(fields.template, access)) {
    const template = serverT(locale)(getTemplate(fields.template).nameKey);
    throw problemResponse({
      code: ProblemCode.ProTemplateRequired,
      messageKey: "cloud.proTemplateUsed",
      values: { template },
      locale,
      extra: { template: fields.template },
    });
  }
  return {
    fields: withPlanRules(fields, plan.isPaid),
    spendsFreeTemplate: spendsFreeTemplate(fields.template, access),
  };
}
