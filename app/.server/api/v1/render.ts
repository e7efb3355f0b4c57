import { effectiveIsPaid } from "../../../billing/effective-plan.ts";
import { characterCount } from "../../../signature/measure.ts";
import { signatureFieldsSchemaIn } from "../../../signature/schema.ts";
import {
  proTemplateProblem,
  renderForPlan,
  SIGNATURE_BODY_MAX_BYTES,
  serverRenderOptions,
} from "../../../signatures/.server/index.ts";
import { apiCompatibilityReport } from "../compatibility-report.ts";
import { endpoint } from "../endpoint.ts";

// POST /api/v1/render – render fields without storing them → {html, text, characters, compatibility}
// No account needed; limited per client IP. The caller's plan applies (a session or a key may
// say who it is; anyone else is on the Free plan): a Pro template is 403
// pro_template_required, the Free plan's credit line stays on. Fields without a `language`
// are written in the request's (Accept-Language).
export const renderEndpoint = endpoint(
  {
    caller: "anyone",
    rateLimit: "render",
    body: { kind: "json", schema: signatureFieldsSchemaIn, maxBytes: SIGNATURE_BODY_MAX_BYTES },
  },
  ({ app, locale, caller, body: fields }) => {
    const isPaid = effectiveIsPaid(app.config, caller?.user.isPaid);
    const rendered = renderForPlan(
      fields,
      { isPaid, ownedTemplate: null },
      serverRenderOptions(app.config, locale),
    );
    if (!rendered.ok) return proTemplateProblem(rendered.template, locale);
    const { html, text } = rendered;
    return Response.json(
      {
        html,
        text,
        characters: characterCount(html),
        compatibility: apiCompatibilityReport(rendered.fields, html, locale),
      },
      { headers: { "cache-control": "no-store" } },
    );
  },
);
