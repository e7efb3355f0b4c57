import { requireApiUser } from "../../../http/api-user.ts";
import { deleteSignature } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

// DELETE /api/v1/signatures/{id} – delete one of the caller's signatures (204)
export async function handleDeleteSignature({
  request,
  app,
  params,
}: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireApiUser(request, app);
  await deleteSignature(app.db, user.id, params.id, locale);
  return new Response(null, { status: 204 });
}
