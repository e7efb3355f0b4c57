import { publicUser } from "../../../.server/auth/public-user.ts";
import { getSessionUser } from "../../../.server/auth/session.ts";
import { methodNotAllowed } from "../../../.server/http/problem.ts";
import type { Route } from "./+types/session";

// GET /api/v1/session – {user} or {user: null}: asked by prerendered pages, which cannot
// know the visitor (unlike /api/v1/me, signed out is an answer here, not an error)
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  return Response.json(
    { user: user && publicUser(user) },
    { headers: { "cache-control": "no-store", vary: "Cookie" } },
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
