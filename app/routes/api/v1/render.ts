import { getApp } from "../../../.server/context.ts";
import { clientIp, rateLimitKey } from "../../../.server/http/client-ip.ts";
import { readJsonBody } from "../../../.server/http/json-body.ts";
import { methodNotAllowed, tooManyRequests } from "../../../.server/http/problem.ts";
import { SIGNATURE_BODY_MAX_BYTES } from "../../../.server/signatures/api-body.ts";
import { serverRenderOptions } from "../../../.server/signatures/render-options.ts";
import { preferredLocale } from "../../../i18n/detect.ts";
import { checkCompatibility } from "../../../signature/compatibility.server.ts";
import { characterCount } from "../../../signature/measure.ts";
import { render } from "../../../signature/render.ts";
import { SignatureFieldsSchema } from "../../../signature/schema.ts";
import type { Route } from "./+types/render";

// POST /api/v1/render – render fields without storing them → {html, text, characters, compatibility}
// No account needed; limited per client IP.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const app = getApp(context);
  const locale = preferredLocale(request);
  const limit = app.limiters.render.check(rateLimitKey(clientIp(request)));
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, locale);
  const fields = await readJsonBody(request, SignatureFieldsSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (fields instanceof Response) return fields;
  const { html, text } = render(fields, serverRenderOptions(app.config, locale));
  return Response.json(
    { html, text, characters: characterCount(html), compatibility: checkCompatibility(html) },
    { headers: { "cache-control": "no-store" } },
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}
