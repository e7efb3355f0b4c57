import { requireUser } from "../../../.server/auth/session.ts";
import { getApp } from "../../../.server/context.ts";
import { methodNotAllowed } from "../../../.server/http/problem.ts";
import { listSignatures } from "../../../.server/signatures/repository.ts";
import type { Route } from "./+types/me-export";

// GET /api/v1/me/export – everything the account holds, as a JSON attachment (account page)
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const app = getApp(context);
  const session = await app.auth.api.getSession({ headers: request.headers });
  const signatures = await listSignatures(app.db, user.id);
  const body = {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: session?.user.createdAt ?? null,
      locale: user.locale,
      isPaid: user.isPaid,
      hasFreeTemplate: user.hasFreeTemplate,
    },
    signatures,
  };
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${app.config.appName.replace(/[^\w.-]/g, "") || "account"}-export-${day}.json"`,
      "cache-control": "no-store",
    },
  });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
