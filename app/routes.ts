import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LOCALES } from "./i18n/locales.ts";
import { localizedPath, PAGES, pageId } from "./route-table.ts";

function pagesFor(layoutName: "home" | "default") {
  return LOCALES.flatMap((locale) =>
    PAGES.filter((page) => page.layout === layoutName).map((page) =>
      route(localizedPath(page.path, locale), page.file, { id: pageId(page.key, locale) }),
    ),
  );
}

export default [
  layout("layouts/home.tsx", pagesFor("home")),
  layout("layouts/default.tsx", [...pagesFor("default"), route("*", "routes/not-found.tsx")]),
  route("api/events", "routes/api/events.ts"),
  route("api/auth/login", "routes/api/auth/login.ts"),
  route("api/auth/register", "routes/api/auth/register.ts"),
  route("api/auth/google", "routes/api/auth/google.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/v1/me", "routes/api/v1/me.ts"),
  route("api/v1/me/export", "routes/api/v1/me-export.ts"),
  route("api/v1/photos", "routes/api/v1/photos.ts"),
  route("api/v1/signatures", "routes/api/v1/signatures/collection.ts"),
  route("api/v1/signatures/:id", "routes/api/v1/signatures/item.ts"),
  route("api/v1/signatures/:id/html", "routes/api/v1/signatures/html.ts"),
  route("api/v1/render", "routes/api/v1/render.ts"),
  route("photos/*", "routes/photos.ts"),
  route("build-id", "routes/build-id.ts"),
] satisfies RouteConfig;
