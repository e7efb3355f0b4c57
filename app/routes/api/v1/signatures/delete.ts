import { type ApiSignatureArgs, requireApiUser } from "../../../../.server/http/api-user.ts";
import { deleteSignature } from "../../../../.server/signatures/repository.ts";

// DELETE /api/v1/signatures/{id} – delete one of the caller's signatures (204)
export async function handleDeleteSignature({
  request,
  context,
  params,
}: ApiSignatureArgs): Promise<Response> {
  const { user, locale, app } = await requireApiUser(request, context);
  await deleteSignature(app.db, user.id, params.id, locale);
  return new Response(null, { status: 204 });
}
