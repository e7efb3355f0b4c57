import { matchRoutes, type RouteObject } from "react-router";

/** The parts of React Router's server route manifest (`build.routes`) the labeller reads. */
export type RouteManifestEntry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/**
 * Turns a request path into the `route` label of the HTTP metrics: the id of the React Router
 * route that answers it (`routes/api/v1/signatures/item` for every signature id; unknown paths
 * land on the catch-all `routes/not-found`), `assets` for built files, or the path itself for
 * the few fixed endpoints the Express app answers before React Router (`/healthz` …).
 * Single-fetch data requests (`/fr/blog.data`) get their page's id with `.data` appended.
 * The set of labels is thus bounded by the route table, whatever clients request.
 */
export function createRouteLabeler(
  manifest: Record<string, RouteManifestEntry | undefined>,
  { fixedPaths = [] as readonly string[], assetsPrefix = "/assets/" } = {},
): (pathname: string) => string {
  const routes = routeTree(manifest);
  const fixed = new Set(fixedPaths);
  return (pathname) => {
    if (fixed.has(pathname)) return pathname;
    if (pathname.startsWith(assetsPrefix)) return "assets";
    const data = pathname.endsWith(".data");
    const page = data ? pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") : pathname;
    const leaf = matchRoutes(routes, page || "/")?.at(-1)?.route.id ?? "unmatched";
    return data ? `${leaf}.data` : leaf;
  };
}

function routeTree(manifest: Record<string, RouteManifestEntry | undefined>): RouteObject[] {
  const entries = Object.values(manifest).filter((entry) => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry): RouteObject => {
        const common = { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive };
        return entry.index
          ? { ...common, index: true }
          : { ...common, children: childrenOf(entry.id) };
      });
  return childrenOf(undefined);
}
