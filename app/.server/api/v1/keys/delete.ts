import { revokeApiKey } from "../../../api-keys/keys.ts";
import { ProblemCode, problemResponse } from "../../../http/problem.ts";
import type { ApiArgs } from "../../router.ts";
import { requireKeyManager } from "./keys-access.ts";

// DELETE /api/v1/keys/{id} – revoke one of the caller's keys, at once (204); 404 otherwise
export async function handleRevokeKey({ request, app, params }: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireKeyManager(request, app);
  if (!(await revokeApiKey(app.db, user.id, params.id))) {
    return problemResponse({
      code: ProblemCode.NotFound,
      messageKey: "problems.keyNotFound",
      locale,
    });
  }
  app.log.info("api key revoked", { userId: user.id, keyId: params.id });
  return new Response(null, { status: 204 });
}
