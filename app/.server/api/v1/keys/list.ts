import { listApiKeys } from "../../../api-keys/keys.ts";
import type { ApiArgs } from "../../router.ts";
import { requireKeyManager } from "./keys-access.ts";

// GET /api/v1/keys – the caller's active API keys, newest first (never their secrets)
export async function handleListKeys({ request, app }: ApiArgs): Promise<Response> {
  const { user } = await requireKeyManager(request, app);
  return Response.json(await listApiKeys(app.db, user.id), {
    headers: { "cache-control": "no-store" },
  });
}
