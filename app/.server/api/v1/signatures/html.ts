import { withPlanRules } from "../../../../plans/rules.ts";
import { render } from "../../../../signature/render.ts";
import { requireApiUser } from "../../../http/api-user.ts";
import { serverRenderOptions } from "../../../signatures/render-options.ts";
import { getSignatureOrThrow } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

// GET /api/v1/signatures/{id}/html – one of the caller's signatures rendered as HTML
// (`?format=text`: the plain-text version), in the request's locale
export async function handleSignatureHtml({
  request,
  app,
  params,
}: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireApiUser(request, app);
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
