import { getApp } from "../.server/context.ts";
import { sampleConfig } from "../.server/samples.ts";
import { sitemapEntries } from "../content/.server/index.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { buildRobotsTxt, buildSitemap, SITEMAP_PATHS } from "../seo/sitemap.ts";
import type { Route } from "./+types/sitemap";

// GET /sitemap.xml (English pages), /fr/sitemap.xml (French pages) and /robots.txt.
// Prerendered at build time (react-router.config.ts), so "today" is the build date.
export function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const config = sampleConfig(getApp(context));
  if (pathname === "/robots.txt") {
    return new Response(buildRobotsTxt(config.publicUrl, Object.values(SITEMAP_PATHS)), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  }
  const locale = localeFromPath(pathname);
  const today = new Date().toISOString().slice(0, 10);
  const xml = buildSitemap(locale, config.publicUrl, sitemapEntries(locale, config, today));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
