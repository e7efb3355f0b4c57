import { requireApiUser } from "../../../http/api-user.ts";
import { NO_STORE } from "../../../signatures/api-body.ts";
import { listSignatures } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

// GET /api/v1/signatures – list the caller's signatures, newest first by createdAt
export async function handleListSignatures({ request, app }: ApiArgs): Promise<Response> {
  const { user } = await requireApiUser(request, app);
  return Response.json(await listSignatures(app.db, user.id), { headers: NO_STORE });
}
