// Who may use a Pro template (DESIGN §8): Pro members; anyone keeping the Pro template their
// signature already has; and, once, a free visitor who still has the free Pro allowance.
// Trying a template costs nothing (ADR 019): a choice that would spend the allowance, or give
// up the signature's own Pro template, stays a trial until an explicit save or a copy.
import { isProTemplate, type TemplateId } from "../signature/templates.ts";

export type TemplateAccess = {
  isPaid: boolean;
  hasFreeTemplate: boolean;
  /** the Pro template this signature already uses (saved before), if any */
  ownedTemplate: string | null;
};

export function canUseTemplate(template: string, access: TemplateAccess): boolean {
  if (!isProTemplate(template) || access.isPaid) return true;
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
