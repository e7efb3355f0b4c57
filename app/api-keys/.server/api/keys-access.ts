/**
 * Keys are managed from a signed-in browser (a leaked key must not mint others) by an account
 * whose plan allows API keys: otherwise 401 or 403 (api/guards.ts).
 */
export const KEY_MANAGER = { caller: "browser", allowance: "apiKeys" } as const;
