import { z } from "zod";
import { LOCALES } from "../../i18n/locales.ts";
import { allLocalizedPages } from "../../route-table.ts";
import { recordPageView } from "../analytics/page-views.ts";
import { endpoint } from "./endpoint.ts";

const PageViewSchema = z
  .object({
    path: z
      .string()
      .max(300)
      .regex(/^\/[a-zA-Z0-9/_.-]*$/),
    locale: z.enum(LOCALES),
  })
  .strict();

/** Every page's path: only these get a counter, so one client cannot grow the table. */
const PAGE_PATHS = new Set(allLocalizedPages().flatMap((page) => Object.values(page.paths)));
/** Where views of any other path (a 404 page) are counted. */
export const OTHER_PATHS = "/404";

// POST /api/events – record a page view (cookieless, no IP stored, daily aggregates)
export const pageView = endpoint(
  { rateLimit: "events", body: { kind: "json", schema: PageViewSchema, maxBytes: 2048 } },
  async ({ app, body }) => {
    const path = body.path.length > 1 ? body.path.replace(/\/+$/, "") : body.path;
    await recordPageView(app.db.kysely, {
      path: PAGE_PATHS.has(path) ? path : OTHER_PATHS,
      locale: body.locale,
    });
    return new Response(null, { status: 204 });
  },
);
