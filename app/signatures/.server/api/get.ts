import { endpoint } from "../../../.server/api/endpoint.ts";
import { jsonTextResponse } from "../../../.server/http/json-text-response.ts";
import { signatureJson } from "../answer-json.ts";
import { NO_STORE, SIGNATURE_API } from "../api-body.ts";
import { getSignatureWithTeam, signatureNotFound } from "../repository.ts";

// GET /api/v1/signatures/{id} – get one of the caller's signatures with the team it is the
// design of: one query, the stored JSON spliced in (ADR 036)
export const getSignature = endpoint(
  { ...SIGNATURE_API, params: ["id"] },
  async ({ app, params, locale, caller: { user } }) => {
    const row = await getSignatureWithTeam(app.db, user.id, params.id);
    if (!row) throw signatureNotFound(locale);
    return jsonTextResponse(signatureJson(row), { headers: NO_STORE });
  },
);
