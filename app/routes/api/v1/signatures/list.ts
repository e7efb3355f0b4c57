import { type ApiArgs, requireApiUser } from "../../../../.server/http/api-user.ts";
import { NO_STORE } from "../../../../.server/signatures/api-body.ts";
import { listSignatures } from "../../../../.server/signatures/repository.ts";

// GET /api/v1/signatures – list the caller's signatures, newest first by createdAt
export async function handleListSignatures({ request, context }: ApiArgs): Promise<Response> {
  const { user, app } = await requireApiUser(request, context);
  return Response.json(await listSignatures(app.db, user.id), { headers: NO_STORE });
}
