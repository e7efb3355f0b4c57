import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { getApp } from "./.server/context.ts";
import { ISLAND_URLS } from "./.server/islands.ts";
import { prerenderContextMiddleware } from "./.server/prerender-context.ts";
import { publicConfig } from "./.server/public-config.ts";
import { renderFingerprint } from "./.server/render-fingerprint.ts";
import type { Route } from "./+types/root";
import { useTranslation } from "./i18n/react.tsx";
import "./app.css";
import { ErrorPage } from "./components/error-page.tsx";
import { NotFound } from "./components/not-found.tsx";
import { SiteShell } from "./components/site-shell.tsx";
import { useBuildUpdateCheck } from "./hooks/use-build-update-check.ts";
import { useDocumentLoadsForServerPages } from "./hooks/use-document-loads.ts";
import { usePageViewEvents } from "./hooks/use-page-view-events.ts";
import { type PublicConfig, PublicConfigContext } from "./hooks/use-public-config.ts";
import { useLocale } from "./i18n/use-locale.ts";
import { isHydratedPath, isHydratedRoute, islandOfRoute } from "./route-table.ts";
import { RENDER_FINGERPRINT_META } from "./seo/prerender.ts";
import { useCloudSync } from "./signatures/index.ts";
import { liftPaywall } from "./signatures/user.ts";

// Content pages are prerendered at build time, where no server context exists (see
// app/.server/prerender-context.ts); at run time the server's context is always there.
export const middleware: Route.MiddlewareFunction[] = [prerenderContextMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  return {
    ...(await publicConfig(request, app)),
    // which configuration rendered this page (server/prerendered.ts compares it)
    renderedWith: renderFingerprint(app.config),
    // the scripts of the pages React Router does not hydrate (a hydrated page has its own)
    islandUrls: isHydratedPath(new URL(request.url).pathname) ? null : ISLAND_URLS,
  } satisfies PublicConfig & { renderedWith: string; islandUrls: typeof ISLAND_URLS | null };
}

export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof loader>("root");
  // Content pages ship no framework: only their islands' script (ADR 016), and the editor
  // its React island (ADR 037).
  const routeId = useMatches().at(-1)?.id;
  const hydrated = isHydratedRoute(routeId);
  const island = islandOfRoute(routeId);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        {root && <meta name={RENDER_FINGERPRINT_META} content={root.renderedWith} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("common.skipToContent")}
        </a>
        {root ? <PublicConfigContext value={root}>{children}</PublicConfigContext> : children}
        {hydrated ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          root?.islandUrls && (
            <>
              <script type="module" src={root.islandUrls.main} />
              {island && <script type="module" src={root.islandUrls[island]} />}
            </>
          )
        )}
      </body>
    </html>
  );
}

export default function App() {
  if (useRouteLoaderData<typeof loader>("root")?.proForEveryone) liftPaywall();
  useBuildUpdateCheck();
  usePageViewEvents();
  useDocumentLoadsForServerPages();
  useCloudSync();
  useEffect(() => {
    // Lets browser tests (and anyone debugging) tell when client behaviour is live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <SiteShell>{notFound ? <NotFound /> : <ErrorPage />}</SiteShell>;
}
