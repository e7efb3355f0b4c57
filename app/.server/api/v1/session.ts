import { publicUser } from "../../auth/public-user.ts";
import { getSessionUser } from "../../auth/session.ts";
import type { ApiArgs } from "../router.ts";

// GET /api/v1/session – {user} or {user: null}: asked by prerendered pages, which cannot
// know the visitor (unlike /api/v1/me, signed out is an answer here, not an error)
export async function handleSession({ request, app }: ApiArgs): Promise<Response> {
  const user = await getSessionUser(request, app);
  return Response.json(
    { user: user && publicUser(user) },
    { headers: { "cache-control": "private, no-store", vary: "Cookie" } },
  );
}
