// The api-keys feature's public server surface: code outside app/api-keys/ imports it from here
// (docs/architecture.md#layout).

export type { Caller } from "./caller.ts";
export { bearerToken, optionalCaller, requireCaller } from "./caller.ts";
export { createKeyFromForm, revokeKeyFromForm } from "./key-forms.ts";
export { listApiKeys } from "./keys.ts";
export { clearNewKeyCookie, type NewKey, takeNewKey } from "./new-key-handover.ts";
export { ApiKeyCreatedSchema, ApiKeyCreateSchema, ApiKeySchema } from "./schemas.ts";
