import { requireApiUser } from "../../../../.server/http/api-user.ts";
import { methodNotAllowed } from "../../../../.server/http/problem.ts";
import { serverRenderOptions } from "../../../../.server/signatures/render-options.ts";
import { getSignatureOrThrow } from "../../../../.server/signatures/repository.ts";
import { withPlanRules } from "../../../../editor/plan-rules.ts";
import { render } from "../../../../signature/render.ts";
import type { Route } from "./+types/html";

// GET /api/v1/signatures/{id}/html – one of the caller's signatures rendered as HTML
// (`?format=text`: the plain-text version), in the request's locale
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, locale, app } = await requireApiUser(request, context);
  const {
    id: _id,
    userId: _userId,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = await getSignatureOrThrow(app.db, user.id, params.id, locale);
  const { html, text } = render(
    withPlanRules(fields, user.isPaid),
    serverRenderOptions(app.config, locale),
  );
  const asText = new URL(request.url).searchParams.get("format") === "text";
  return new Response(asText ? text : html, {
    headers: {
      "content-type": asText ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
      "cache-control": "no-store",
      // the HTML is the user's to paste, not a page of this site
      "content-security-policy":
        "default-src 'none'; img-src https: http:; style-src 'unsafe-inline'; sandbox",
      "content-language": locale,
    },
  });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
