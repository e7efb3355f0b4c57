// The editor feature's public UI surface: code outside app/editor/ imports it from here
// (docs/architecture.md#layout).

export { holdEarlyDrops } from "./early-drops.ts";
export { ExportActions } from "./export-actions.tsx";
export { ExportTrialNotice } from "./export-trial-notice.tsx";
export { errorId, hintId, inputClass, LABEL_CLASS } from "./field-message.tsx";
export { InstallGuides } from "./install-guides.tsx";
export { EDITOR_MESSAGES } from "./messages/browser.ts";
export { SignatureEditor } from "./signature-editor.tsx";
export { SignatureNotFound } from "./signature-not-found.tsx";
export { useExportTemplate } from "./use-export-template.ts";
export { useRenderOptions } from "./use-render-options.ts";
export { useStoredSignature } from "./use-stored-signature.ts";
export { VariantPreview } from "./variant-picker.tsx";
