import { apiLocale } from "../../../i18n/detect.ts";
import { characterCount } from "../../../signature/measure.ts";
import { render } from "../../../signature/render.ts";
import { SignatureFieldsSchema } from "../../../signature/schema.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { requireWithinRateLimit } from "../../http/rate-limit.ts";
import { SIGNATURE_BODY_MAX_BYTES } from "../../signatures/api-body.ts";
import { serverRenderOptions } from "../../signatures/render-options.ts";
import { apiCompatibilityReport } from "../compatibility-report.ts";
import type { ApiArgs } from "../router.ts";

// POST /api/v1/render – render fields without storing them → {html, text, characters, compatibility}
// No account needed; limited per client IP.
export async function handleRender({ request, app }: ApiArgs): Promise<Response> {
  const locale = apiLocale(request);
  await requireWithinRateLimit(app.limiters.render, request);
  const fields = await readJsonBody(request, SignatureFieldsSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (fields instanceof Response) return fields;
  const { html, text } = render(fields, serverRenderOptions(app.config, locale));
  return Response.json(
    {
      html,
      text,
      characters: characterCount(html),
      compatibility: apiCompatibilityReport(fields, html, locale),
    },
    { headers: { "cache-control": "no-store" } },
  );
}
