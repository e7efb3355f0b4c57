import { type ApiSignatureArgs, requireApiUser } from "../../../../.server/http/api-user.ts";
import { NO_STORE } from "../../../../.server/signatures/api-body.ts";
import { getSignatureOrThrow } from "../../../../.server/signatures/repository.ts";

// GET /api/v1/signatures/{id} – get one of the caller's signatures
export async function handleGetSignature({
  request,
  context,
  params,
}: ApiSignatureArgs): Promise<Response> {
  const { user, locale, app } = await requireApiUser(request, context);
  const signature = await getSignatureOrThrow(app.db, user.id, params.id, locale);
  return Response.json(signature, { headers: NO_STORE });
}
