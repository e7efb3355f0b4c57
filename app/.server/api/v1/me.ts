import { requireCaller } from "../../api-keys/caller.ts";
import { publicUser } from "../../auth/public-user.ts";
import type { ApiArgs } from "../router.ts";

// GET /api/v1/me – the signed-in user → {uid, email, emailVerified, isPaid, hasFreeTemplate}
export async function handleMe({ request, app }: ApiArgs): Promise<Response> {
  const { user } = await requireCaller(request, app);
  return Response.json(publicUser(user), { headers: { "cache-control": "no-store" } });
}
