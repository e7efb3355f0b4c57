// Who may use a Pro template (DESIGN §8): Pro members; anyone keeping the Pro template their
// signature already has; and, once, a free visitor who still has the free Pro allowance.
import { isProTemplate } from "../signature/templates.ts";

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
