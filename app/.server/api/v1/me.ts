import { publicUser } from "../../../accounts/.server/index.ts";
import { endpoint } from "../endpoint.ts";

// GET /api/v1/me – the signed-in user → {uid, email, emailVerified, isPaid, hasFreeTemplate}
export const me = endpoint({ caller: "either" }, ({ caller }) =>
  Response.json(publicUser(caller.user), { headers: { "cache-control": "no-store" } }),
);
