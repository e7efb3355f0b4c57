// The signatures feature's public UI surface: code outside app/signatures/ imports it from here
// (docs/architecture.md#layout).
export { CloudNotice } from "./ui/cloud-notice.tsx";
export { DeleteSignatureDialog } from "./ui/delete-signature-dialog.tsx";
export { LibraryPage } from "./ui/library-page.tsx";
export { SignatureCard } from "./ui/signature-card.tsx";
export { useCloudListPending, useCloudSync } from "./ui/use-cloud-sync.ts";
