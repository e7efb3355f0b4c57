import { type ApiSignatureArgs, requireApiUser } from "../../../../.server/http/api-user.ts";
import { readJsonBody } from "../../../../.server/http/json-body.ts";
import { NO_STORE, SIGNATURE_BODY_MAX_BYTES } from "../../../../.server/signatures/api-body.ts";
import { updateSignature } from "../../../../.server/signatures/repository.ts";
import { SignatureFieldsPatchSchema } from "../../../../signature/schema.ts";

// PATCH /api/v1/signatures/{id} – change some fields of one of the caller's signatures
export async function handleUpdateSignature({
  request,
  context,
  params,
}: ApiSignatureArgs): Promise<Response> {
  const { user, locale, app } = await requireApiUser(request, context);
  const patch = await readJsonBody(request, SignatureFieldsPatchSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (patch instanceof Response) return patch;
  const signature = await updateSignature(app.db, user.id, params.id, patch, { locale });
  return Response.json(signature, { headers: NO_STORE });
}
