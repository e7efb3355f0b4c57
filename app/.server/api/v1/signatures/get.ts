import { requireApiUser } from "../../../http/api-user.ts";
import { NO_STORE } from "../../../signatures/api-body.ts";
import { getSignatureOrThrow } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

// GET /api/v1/signatures/{id} – get one of the caller's signatures
export async function handleGetSignature({
  request,
  app,
  params,
}: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireApiUser(request, app);
  const signature = await getSignatureOrThrow(app.db, user.id, params.id, locale);
  return Response.json(signature, { headers: NO_STORE });
}
