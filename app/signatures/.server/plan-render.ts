// Every render the server does for someone (POST /api/v1/render, a saved signature's /html, a
// batch row, a team member's signature) goes through here, so each applies the same plan rules
// (app/billing/rules.ts): a Pro template only for whom may use it, the credit line optional only
// on Pro (ADR 031).

import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import { type RenderAccess, renderableFields } from "../../billing/rules.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { type RenderOptions, render } from "../../signature/render.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { getTemplate } from "../../signature/templates.ts";

export type PlanRender<T extends SignatureFields> =
  | { ok: true; fields: T; html: string; text: string }
  | { ok: false; template: string };

/** The signature as `access` may have it rendered, or the Pro template it may not use. */
export function renderForPlan<T extends SignatureFields>(
  fields: T,
  access: RenderAccess,
  options: RenderOptions,
): PlanRender<T> {
  const allowed = renderableFields(fields, access);
  if (!allowed) return { ok: false, template: fields.template };
  return { ok: true, fields: allowed, ...render(allowed, options) };
}

/** What a refused Pro template says, in `locale`. */
export function proTemplateMessage(template: string, locale: Locale): string {
  const t = serverT(locale);
  return t("problems.batch.proTemplate", { template: t(getTemplate(template).nameKey) });
}

/** The 403 problem of a render refused for its Pro template. */
export function proTemplateProblem(template: string, locale: Locale): Response {
  const t = serverT(locale);
  return problemResponse({
    code: ProblemCode.ProTemplateRequired,
    messageKey: "problems.batch.proTemplate",
    values: { template: t(getTemplate(template).nameKey) },
    locale,
    extra: { template },
  });
}
