import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemResponse } from "../../../.server/http/problem.ts";
import { countActiveKeys, createApiKey, MAX_ACTIVE_KEYS } from "../keys.ts";
import { ApiKeyCreateSchema } from "../schemas.ts";
import { KEY_MANAGER } from "./keys-access.ts";

// POST /api/v1/keys – a new API key {label} → 201 with its secret, shown this once
export const createKey = endpoint(
  { ...KEY_MANAGER, body: { kind: "json", schema: ApiKeyCreateSchema, maxBytes: 4096 } },
  async ({ app, locale, caller: { user }, body }) => {
    if ((await countActiveKeys(app.db, user.id)) >= MAX_ACTIVE_KEYS) {
      return problemResponse({
        code: ProblemCode.Conflict,
        messageKey: "problems.tooManyKeys",
        values: { count: MAX_ACTIVE_KEYS },
        locale,
      });
    }
    const key = await createApiKey(app.db, user.id, body.label);
    app.log.info("api key created", { userId: user.id, keyId: key.id });
    return Response.json(key, {
      status: 201,
      headers: { "cache-control": "no-store", location: `/api/v1/keys/${key.id}` },
    });
  },
);
