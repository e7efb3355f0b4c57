import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemResponse } from "../../../.server/http/problem.ts";
import { revokeApiKey } from "../keys.ts";
import { KEY_MANAGER } from "./keys-access.ts";

// DELETE /api/v1/keys/{id} – revoke one of the caller's keys, at once (204); 404 otherwise
export const revokeKey = endpoint(
  { ...KEY_MANAGER, params: ["id"] },
  async ({ app, params, locale, caller: { user } }) => {
    if (!(await revokeApiKey(app.db, user.id, params.id))) {
      return problemResponse({
        code: ProblemCode.NotFound,
        messageKey: "problems.keyNotFound",
        locale,
      });
    }
    app.log.info("api key revoked", { userId: user.id, keyId: params.id });
    return new Response(null, { status: 204 });
  },
);
