import { getSessionUser, publicUser } from "../../../accounts/.server/index.ts";
import { endpoint } from "../endpoint.ts";

// GET /api/v1/session – {user} or {user: null}: asked by prerendered pages, which cannot
// know the visitor (unlike /api/v1/me, signed out is an answer here, not an error)
export const session = endpoint({}, async ({ request, app }) => {
  const user = await getSessionUser(request, app);
  return Response.json(
    { user: user && publicUser(user) },
    { headers: { "cache-control": "private, no-store", vary: "Cookie" } },
  );
});
