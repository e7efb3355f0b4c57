// The api-keys feature's public UI surface: code outside app/api-keys/ imports it from here
// (docs/architecture.md#layout).
export { ApiKeysSection } from "./ui/api-keys-section.tsx";
