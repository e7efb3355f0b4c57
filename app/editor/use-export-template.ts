// The finished page and a Pro template on trial (ADR 019): a signature whose draft tries a
// Pro template the free allowance can pay for is shown with it, and copying or downloading
// it saves that template, spending the allowance for this signature, at that moment.

import { type TemplateTrial, templateTrial } from "../billing/rules.ts";
import { isTemplateId } from "../signature/templates.ts";
import { signatureChanged } from "../signatures/cloud-changes.ts";
import { readDraft, writeDraft } from "../signatures/drafts.ts";
import { useHasFreeTemplate, useIsPaid, useSignatureDrafts } from "../signatures/hooks.ts";
import {
  getSignature,
  type StoredSignature,
  signatureFields,
  updateSignature,
} from "../signatures/signatures.ts";
import { readHasFreeTemplate, readIsPaid, spendFreeTemplate } from "../signatures/user.ts";

/** Saves the Pro template signature `id` is trying; false when it can no longer be had. */
export function commitTemplateTrial(id: string, template: string): boolean {
  const stored = getSignature(id);
  if (!stored || !isTemplateId(template)) return false;
  const access = { isPaid: readIsPaid(), hasFreeTemplate: readHasFreeTemplate() };
  const trial = templateTrial(template, stored.template, access);
  if (trial?.kind === "locked") return false;
  if (trial?.kind === "pro") spendFreeTemplate();
  const fields = signatureFields(stored);
  if (fields.template !== template) updateSignature(id, { ...fields, template });
  const { template: _tried, ...rest } = readDraft(id);
  writeDraft(id, rest);
  signatureChanged(id);
  return true;
}

export type ExportTemplate = {
  /** the signature as it is copied: with the Pro template it tries, when that can be had */
  signature: StoredSignature;
  /** a Pro template tried in the editor: `pro` is shown, `locked` is not saved */
  trial: Extract<TemplateTrial, { kind: "pro" | "locked" }> | null;
  /** to run before a copy or download: saves the tried template (false: it cannot be) */
  beforeExport: (() => boolean) | undefined;
};

export function useExportTemplate(stored: StoredSignature): ExportTemplate {
  const isPaid = useIsPaid();
  const hasFreeTemplate = useHasFreeTemplate();
  const tried = useSignatureDrafts()[stored.id]?.template;
  const trial = isTemplateId(tried)
    ? templateTrial(tried, stored.template, { isPaid, hasFreeTemplate })
    : null;
  // Giving up the signature's own Pro template is only ever done in the editor.
  if (trial === null || trial.kind === "switch") {
    return { signature: stored, trial: null, beforeExport: undefined };
  }
  if (trial.kind === "locked") return { signature: stored, trial, beforeExport: undefined };
  return {
    signature: { ...stored, template: trial.template },
    trial,
    beforeExport: () => commitTemplateTrial(stored.id, trial.template),
  };
}
