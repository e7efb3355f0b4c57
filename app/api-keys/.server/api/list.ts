import { endpoint } from "../../../.server/api/endpoint.ts";
import { listApiKeys } from "../keys.ts";
import { KEY_MANAGER } from "./keys-access.ts";

// GET /api/v1/keys – the caller's active API keys, newest first (never their secrets)
export const listKeys = endpoint(KEY_MANAGER, async ({ app, caller }) =>
  Response.json(await listApiKeys(app.db, caller.user.id), {
    headers: { "cache-control": "no-store" },
  }),
);
