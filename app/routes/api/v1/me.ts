import { publicUser } from "../../../.server/auth/public-user.ts";
import { requireUser } from "../../../.server/auth/session.ts";
import { methodNotAllowed } from "../../../.server/http/problem.ts";
import type { Route } from "./+types/me";

// GET /api/v1/me – the signed-in user → {uid, email, emailVerified, isPaid, hasFreeTemplate}
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return Response.json(publicUser(user), { headers: { "cache-control": "no-store" } });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
