import { endpoint } from "../../../.server/api/endpoint.ts";
import { SIGNATURE_API } from "../api-body.ts";
import { deleteSignature } from "../repository.ts";

// DELETE /api/v1/signatures/{id} – delete one of the caller's signatures (204)
export const deleteSignatureEndpoint = endpoint(
  { ...SIGNATURE_API, params: ["id"] },
  async ({ app, params, locale, caller: { user } }) => {
    await deleteSignature(app.db, user.id, params.id, locale);
    return new Response(null, { status: 204 });
  },
);
