import { publicUser } from "../../auth/public-user.ts";
import { requireUser } from "../../auth/session.ts";
import type { ApiArgs } from "../router.ts";

// GET /api/v1/me – the signed-in user → {uid, email, emailVerified, isPaid, hasFreeTemplate}
export async function handleMe({ request, app }: ApiArgs): Promise<Response> {
  const user = await requireUser(request, app);
  return Response.json(publicUser(user), { headers: { "cache-control": "no-store" } });
}
