import { z } from "zod";
import { preferredLocale } from "../../i18n/detect.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { recordPageView } from "../analytics/page-views.ts";
import { readJsonBody } from "../http/json-body.ts";
import { requireWithinRateLimit } from "../http/rate-limit.ts";
import type { ApiArgs } from "./router.ts";

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
export async function handlePageView({ request, app }: ApiArgs): Promise<Response> {
  const locale = preferredLocale(request);
  await requireWithinRateLimit(app.limiters.events, request);
  const body = await readJsonBody(request, PageViewSchema, { maxBytes: 2048, locale });
  if (body instanceof Response) return body;
  await recordPageView(app.db.kysely, body);
  return new Response(null, { status: 204 });
}
