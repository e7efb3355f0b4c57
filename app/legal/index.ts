// The legal feature's public UI surface: code outside app/legal/ imports it from here
// (docs/architecture.md#layout).
export { LegalPage, LINK_CLASS } from "./ui/legal-page.tsx";
