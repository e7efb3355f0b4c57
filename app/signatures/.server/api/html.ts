import { endpoint } from "../../../.server/api/endpoint.ts";
import { ownedProTemplate } from "../../../billing/rules.ts";
import { SIGNATURE_API } from "../api-body.ts";
import { proTemplateProblem, renderForPlan } from "../plan-render.ts";
import { serverRenderOptions } from "../render-options.ts";
import { getSignatureOrThrow } from "../repository.ts";

// GET /api/v1/signatures/{id}/html – one of the caller's signatures rendered as HTML
// (`?format=text`: the plain-text version), in the signature's own language (ADR 033)
export const signatureHtml = endpoint(
  { ...SIGNATURE_API, params: ["id"] },
  async ({ request, app, params, locale, caller: { user } }) => {
    const {
      id: _id,
      userId: _userId,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = await getSignatureOrThrow(app.db, user.id, params.id, locale);
    // a saved signature owns its template, Pro or not (ADR 019)
    const rendered = renderForPlan(
      fields,
      { isPaid: user.isPaid, ownedTemplate: ownedProTemplate(fields.template) },
      serverRenderOptions(app.config, locale),
    );
    if (!rendered.ok) return proTemplateProblem(rendered.template, locale);
    const { html, text } = rendered;
    const asText = new URL(request.url).searchParams.get("format") === "text";
    return new Response(asText ? text : html, {
      headers: {
        "content-type": asText ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
        "cache-control": "no-store",
        // the HTML is the user's to paste, not a page of this site
        "content-security-policy":
          "default-src 'none'; img-src https: http:; style-src 'unsafe-inline'; sandbox",
        "content-language": fields.language,
      },
    });
  },
);
