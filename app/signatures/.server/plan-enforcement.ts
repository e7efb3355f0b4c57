// The plan rules (app/billing/rules.ts) enforced on a cloud save, as problems in the request's
// language: the Free plan's cloud limit, its credit line, and who may use a Pro template.

import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import {
  canUseTemplate,
  FREE_CLOUD_SIGNATURE_LIMIT,
  hasRoomForAnotherSignature,
  ownedProTemplate,
  type Plan,
  spendsFreeTemplate,
  withPlanRules,
} from "../../billing/rules.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { getTemplate } from "../../signature/templates.ts";

/** Throws a 403 problem when a Free account already keeps its 3 cloud signatures. */
export function assertRoomForAnotherSignature(plan: Plan, count: number, locale: Locale): void {
  if (hasRoomForAnotherSignature(plan.isPaid, count)) return;
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
