import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ARTICLE_PAIRS } from "./content/articles.ts";
import { LOCALES } from "./i18n/locales.ts";
import {
  ARTICLE_FILE,
  articleId,
  articlePath,
  PAGES,
  pageId,
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

// One sitemap per locale, and robots.txt naming them (DESIGN §2).
const sitemaps = [
  ...LOCALES.map((locale) =>
    route(SITEMAP_PATHS[locale], "routes/sitemap.ts", { id: `sitemap.${locale}` }),
  ),
  route(ROBOTS_PATH, "routes/sitemap.ts", { id: "robots" }),
];

const redirects = Object.keys(REDIRECTS).map((from, index) =>
  route(from, "routes/redirect.ts", { id: `redirect.${index}` }),
);

export default [
  layout("layouts/home.tsx", pagesFor("home")),
  layout("layouts/default.tsx", [
    ...pagesFor("default"),
    ...articles,
    route("*", "routes/not-found.tsx"),
  ]),
  ...redirects,
  route("api/events", "routes/api/events.ts"),
  route("api/auth/login", "routes/api/auth/login.ts"),
  route("api/auth/register", "routes/api/auth/register.ts"),
  route("api/auth/google", "routes/api/auth/google.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/v1/me", "routes/api/v1/me.ts"),
  route("api/v1/session", "routes/api/v1/session.ts"),
  route("api/v1/me/export", "routes/api/v1/me-export.ts"),
  route("api/v1/photos", "routes/api/v1/photos.ts"),
  route("api/v1/signatures", "routes/api/v1/signatures/collection.ts"),
  route("api/v1/signatures/:id", "routes/api/v1/signatures/item.ts"),
  route("api/v1/signatures/:id/html", "routes/api/v1/signatures/html.ts"),
  route("api/v1/render", "routes/api/v1/render.ts"),
  route("photos/*", "routes/photos.ts"),
  route("build-id", "routes/build-id.ts"),
  ...sitemaps,
] satisfies RouteConfig;
