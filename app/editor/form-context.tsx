import { createContext, use } from "react";
import type { Allowance } from "../billing/rules.ts";
import type { IssueMessage } from "../signature/issues.ts";
import type { SignatureFieldName, SignatureFields } from "../signature/schema.ts";

export type FieldErrors = Partial<Record<string, IssueMessage>>;

export type FieldChange = <K extends SignatureFieldName>(
  name: K,
  value: SignatureFields[K],
) => void;

/** Fields holding free text (not a choice among fixed values). */
export type TextFieldName = {
  [K in SignatureFieldName]: string extends SignatureFields[K] ? K : never;
}[SignatureFieldName];

export type BooleanFieldName = {
  [K in SignatureFieldName]: SignatureFields[K] extends boolean ? K : never;
}[SignatureFieldName];

export type EditorForm = {
  /** what the person typed, valid or not */
  fields: SignatureFields;
  errors: FieldErrors;
  change: FieldChange;
  /** several fields at once, as one undo step */
  update: (patch: Partial<SignatureFields>) => void;
  /** what the visitor's plan allows (the credit line, the Pro templates) */
  allowance: Readonly<Allowance>;
};

const EditorFormContext = createContext<EditorForm | null>(null);

export const EditorFormProvider = EditorFormContext.Provider;

export function useEditorForm(): EditorForm {
  const form = use(EditorFormContext);
  if (!form) throw new Error("useEditorForm needs an EditorFormProvider");
  return form;
}

export function inputId(name: string): string {
  return `field-${name}`;
}
