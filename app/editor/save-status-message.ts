import type { MessageKey } from "../i18n/translate.ts";
import type { SaveStatus } from "./use-signature-draft.ts";

/**
 * The save status's own sentence. When something typed is left out (a template on trial, an
 * invalid field), "Saved" alone would contradict the sentence beside it that says so: it says
 * that everything else is saved.
 */
export function saveStatusMessageKey(status: SaveStatus, inCloud: boolean): MessageKey {
  if (status.state !== "saved") return `editor.status.${status.state}`;
  const partly = status.trial !== null || status.unsavedFields > 0;
  if (inCloud)
    return partly ? "account.location.cloudSavedExceptDraft" : "account.location.cloudSaved";
  return partly ? "editor.status.savedExceptDraft" : "editor.status.saved";
}
