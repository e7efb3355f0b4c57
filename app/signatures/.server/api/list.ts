import { endpoint } from "../../../.server/api/endpoint.ts";
import { jsonTextResponse } from "../../../.server/http/json-text-response.ts";
import { signatureListJson } from "../answer-json.ts";
import { NO_STORE, SIGNATURE_API } from "../api-body.ts";
import { listSignaturesWithTeams } from "../repository.ts";

// GET /api/v1/signatures – list the caller's signatures, newest first by createdAt, each with
// the team it is the design of: one query, the stored JSON spliced in (ADR 036)
export const listSignaturesEndpoint = endpoint(SIGNATURE_API, async ({ app, caller: { user } }) =>
  jsonTextResponse(signatureListJson(await listSignaturesWithTeams(app.db, user.id)), {
    headers: NO_STORE,
  }),
);
