// One person of a batch: the design, overridden by the person's non-empty fields, checked
// with the signature schema and the caller's plan rules.
import * as z from "zod/mini";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { canUseTemplate, withPlanRules } from "../../plans/rules.ts";
import { type SignatureFields, SignatureFieldsSchema } from "../../signature/schema.ts";
import { getTemplate } from "../../signature/templates.ts";
import { illFormedTextPath, validationErrors } from "../http/json-body.ts";
import type { Design } from "./design.ts";
import type { PersonInput, RowError } from "./rows.ts";

/** An empty value leaves the design's: "", blank text, null, or no value at all. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && !value.trim());
}

/** The design with each non-empty field of the person laid over it. */
export function mergePerson(
  design: Design,
  person: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...design };
  for (const [name, value] of Object.entries(person)) {
    if (!isEmpty(value)) merged[name] = value;
  }
  return merged;
}

export type PersonCheck = { ok: true; fields: SignatureFields } | { ok: false; errors: RowError[] };

/**
 * The fields to render for one person, or the row's errors in `locale`: not an object, a text
 * no page can show, schema issues (unknown fields included), a Pro template on the Free plan.
 * The Free plan's credit line is forced on.
 */
export function checkPerson(
  person: PersonInput,
  design: Design,
  { isPaid, locale }: { isPaid: boolean; locale: Locale },
): PersonCheck {
  const t = serverT(locale);
  if (person.tooManyCells) {
    return fail("", "too_many_cells", t("problems.batch.tooManyCells"));
  }
  const { fields } = person;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return fail("", "invalid_type", t("validation.invalidType"));
  }
  const illFormed = illFormedTextPath(fields);
  if (illFormed !== null) return fail(illFormed, "ill_formed_text", t("validation.illFormedText"));
  const parsed = z.safeParse(
    SignatureFieldsSchema,
    mergePerson(design, fields as Record<string, unknown>),
  );
  if (!parsed.success) return { ok: false, errors: validationErrors(parsed.error, locale) };
  const { template } = parsed.data;
  if (!canUseTemplate(template, { isPaid, hasFreeTemplate: false, ownedTemplate: null })) {
    const name = t(getTemplate(template).nameKey);
    return fail(
      "template",
      "pro_template_required",
      t("problems.batch.proTemplate", { template: name }),
    );
  }
  return { ok: true, fields: withPlanRules(parsed.data, isPaid) };
}

function fail(path: string, code: string, message: string): PersonCheck {
  return { ok: false, errors: [{ path, code, message }] };
}
