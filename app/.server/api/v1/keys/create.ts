import { countActiveKeys, createApiKey, MAX_ACTIVE_KEYS } from "../../../api-keys/keys.ts";
import { ApiKeyCreateSchema } from "../../../api-keys/schemas.ts";
import { readJsonBody } from "../../../http/json-body.ts";
import { ProblemCode, problemResponse } from "../../../http/problem.ts";
import type { ApiArgs } from "../../router.ts";
import { requireKeyManager } from "./keys-access.ts";

// POST /api/v1/keys – a new API key {label} → 201 with its secret, shown this once
export async function handleCreateKey({ request, app }: ApiArgs): Promise<Response> {
  const { user, locale } = await requireKeyManager(request, app);
  const body = await readJsonBody(request, ApiKeyCreateSchema, { maxBytes: 4096, locale });
  if (body instanceof Response) return body;
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
}
