import { listProGrants } from "../../../billing/.server/index.ts";
import { listSignatures } from "../../../signatures/.server/index.ts";
import { endpoint } from "../endpoint.ts";

// GET /api/v1/me/export – everything the account holds, as a JSON attachment (account page)
export const meExport = endpoint({ caller: "session" }, async ({ request, app, caller }) => {
  const { user } = caller;
  const session = await app.auth.api.getSession({ headers: request.headers });
  const signatures = await listSignatures(app.db, user.id);
  const proGrants = await listProGrants(app.db, user.id);
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
    proGrants,
  };
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${app.config.appName.replace(/[^\w.-]/g, "") || "account"}-export-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});
