// What autosave may store of the fields as typed (ADR 019): every valid field; for an invalid
// one, the value saved before; for a template on trial, the template saved before. What it
// cannot store yet is the signature's draft, kept aside so that nothing typed is lost.

import { type TemplateAccess, type TemplateTrial, templateTrial } from "../billing/rules.ts";
import { sameFieldValue } from "../signature/field-values.ts";
import { fieldErrors } from "../signature/issues.ts";
import {
  coerceSignatureFields,
  SIGNATURE_FIELD_NAMES,
  type SignatureFieldName,
  type SignatureFields,
  safeParseSignatureFields,
} from "../signature/schema.ts";
import { isTemplateId } from "../signature/templates.ts";
import type { DraftValues } from "../signatures/drafts.ts";
import type { FieldErrors } from "./form-context.tsx";

export type SavableSplit = {
  /** what autosave stores */
  data: SignatureFields;
  /** typed values it cannot store yet: invalid fields, a template on trial */
  draft: DraftValues;
  errors: FieldErrors;
  /** fields whose typed value is invalid (the value saved before stays stored) */
  invalid: SignatureFieldName[];
  trial: TemplateTrial | null;
};

/** `typed` split against `saved`, the fields stored before (or a new signature's start). */
export function splitTyped(
  typed: SignatureFields,
  saved: SignatureFields,
  access: Pick<TemplateAccess, "isPaid" | "hasFreeTemplate">,
): SavableSplit {
  const result = safeParseSignatureFields(typed);
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error);
  const invalid = SIGNATURE_FIELD_NAMES.filter((name) => errors[name] !== undefined);
  const trial = invalid.includes("template")
    ? null
    : templateTrial(typed.template, saved.template, access);
  if (result.success && !trial) {
    return { data: result.data, draft: {}, errors, invalid, trial };
  }
  const draft: DraftValues = {};
  const storable: Record<string, unknown> = { ...typed };
  for (const name of invalid) {
    storable[name] = saved[name];
    draft[name] = typed[name];
  }
  if (trial) {
    storable.template = saved.template;
    draft.template = typed.template;
  }
  // The saved values are valid, so this parses; coercion only guards against a damaged one.
  const parsed = safeParseSignatureFields(storable);
  const data = parsed.success ? parsed.data : coerceSignatureFields(storable);
  return { data, draft, errors, invalid, trial };
}

/**
 * An explicit save (Finish, or a copy of the signature): every typed value, the template on
 * trial included; null when something cannot be saved (an invalid field, a locked template).
 */
export function committedFields(split: SavableSplit): SignatureFields | null {
  if (split.invalid.length > 0 || split.trial?.kind === "locked") return null;
  return split.trial ? { ...split.data, template: split.trial.template } : split.data;
}

export function sameFields(a: SignatureFields, b: SignatureFields): boolean {
  return SIGNATURE_FIELD_NAMES.every((name) => sameFieldValue(a[name], b[name]));
}

/** A stored signature's fields with its draft values put back, as the editor shows them. */
export function withDraft(fields: SignatureFields, draft: DraftValues): SignatureFields {
  const { template, ...values } = draft;
  return {
    ...fields,
    ...values,
    ...(isTemplateId(template) ? { template } : {}),
  } as SignatureFields;
}
