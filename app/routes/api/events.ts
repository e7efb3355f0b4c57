import { z } from "zod";
import { recordPageView } from "../../.server/analytics/page-views.ts";
import { getApp } from "../../.server/context.ts";
import { clientIp } from "../../.server/http/client-ip.ts";
import { readJsonBody } from "../../.server/http/json-body.ts";
import { methodNotAllowed, tooManyRequests } from "../../.server/http/problem.ts";
import { preferredLocale } from "../../i18n/detect.ts";
import { LOCALES } from "../../i18n/locales.ts";
import type { Route } from "./+types/events";

const PageViewSchema = z
  .object({
    path: z
      .string()
      .max(300)
      .regex(/^\/[a-zA-Z0-9/_.-]*$/),
    locale: z.enum(LOCALES),
  })
  .strict();

// POST /api/events – record a page view (cookieless, no IP stored, daily aggregates)
export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const locale = preferredLocale(request);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const limit = app.limiters.events.check(clientIp(request));
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, locale);
  const body = await readJsonBody(request, PageViewSchema, { maxBytes: 2048, locale });
  if (body instanceof Response) return body;
  await recordPageView(app.db.kysely, body);
  return new Response(null, { status: 204 });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}
