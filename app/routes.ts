import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ARTICLE_PAIRS } from "./content/articles.ts";
import { LOCALES } from "./i18n/locales.ts";
import {
  ARTICLE_FILE,
  articleId,
  articlePath,
  PAGES,
  pageId,
  pagePath,
  pagePathOf,
  REDIRECTS,
} from "./route-table.ts";
import { ROBOTS_PATH, SITEMAP_PATHS } from "./seo/sitemap.ts";

function pagesFor(layoutName: "home" | "default") {
  return LOCALES.flatMap((locale) =>
    PAGES.filter((page) => page.layout === layoutName).map((page) =>
      route(pagePathOf(page, locale), page.file, { id: pageId(page.key, locale) }),
    ),
  );
}

const articles = LOCALES.flatMap((locale) =>
  ARTICLE_PAIRS.map((pair) =>
    route(articlePath(pair, locale), ARTICLE_FILE, { id: articleId(pair, locale) }),
  ),
);

// One sitemap per locale, and robots.txt naming them (docs/product.md#pages).
const sitemaps = [
  ...LOCALES.map((locale) =>
    route(SITEMAP_PATHS[locale], "routes/sitemap.ts", { id: `sitemap.${locale}` }),
  ),
  route(ROBOTS_PATH, "routes/sitemap.ts", { id: "robots" }),
];

// The teams page's island reads its view and sends its forms as JSON (app/routes/teams-data.ts).
const islandData = LOCALES.map((locale) =>
  route(`${pagePath("teams", locale)}/data`, "routes/teams-data.ts", { id: `teamsData.${locale}` }),
);

const redirects = Object.keys(REDIRECTS).map((from, index) =>
  route(from, "routes/redirect.ts", { id: `redirect.${index}` }),
);

// The JSON API, /photos/* and /build-id are not pages: app/.server/api/router.ts serves them
// ahead of the router (server/app.ts).
export default [
  layout("layouts/home.tsx", pagesFor("home")),
  layout("layouts/default.tsx", [
    ...pagesFor("default"),
    ...articles,
    route("*", "routes/not-found.tsx"),
  ]),
  ...islandData,
  ...redirects,
  ...sitemaps,
] satisfies RouteConfig;
