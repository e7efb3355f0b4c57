import { describe, expect, it } from "vitest";
import { serviceRoutes } from "../router.ts";
import { openApiDocument } from "./document.ts";

// Every route of the service router is in the OpenAPI document, with each of its methods, or
// in the list below of routes that are not the public API (CONTRIBUTING.md#add-an-api-endpoint).
const NOT_IN_THE_DOCUMENT: Record<string, string> = {
  "/api/events": "page views sent by the site's own pages",
  "/api/stripe/webhook": "Stripe's calls, signed by Stripe",
  "/api/openapi.json": "the document itself",
  "/api/auth/login": "the site's sign-in form",
  "/api/auth/register": "the site's sign-up form",
  "/api/auth/google": "the site's Google sign-in",
  "/api/auth/*": "Better Auth's own endpoints",
  "/api/auth/sign-up/email":
    "Better Auth's own path, closed: sign-up goes through /api/auth/register",
  "/api/auth/sign-in/email": "Better Auth's own path, closed: sign-in goes through /api/auth/login",
  "/api/teams/roster": "the team page's roster import",
  "/api/teams/{id}/roster.csv": "the team page's roster export",
  "/api/outlook/signature": "the Outlook add-in's signature, for an Office SSO token",
  "/outlook/launch.html": "the Outlook add-in's event runtime page",
  "/outlook/taskpane.html": "the Outlook add-in's task pane",
  "/outlook/addin.js": "the Outlook add-in's script",
  "/api/teams/{id}/outlook.zip": "the team page's Outlook add-in package",
  "/build-id": "the pages' check for a new deployment",
  "/photos/*": "hosted images, linked from signatures",
  "/icons/*": "hosted icons, linked from signatures",
};

const document = openApiDocument("https://paraph.example", "Paraph");
const paths = document.paths as Record<string, Record<string, unknown>>;

describe("the router and the OpenAPI document", () => {
  it("documents every route of the router with each of its methods, but the listed ones", () => {
    const undocumented: string[] = [];
    for (const { route, methods } of serviceRoutes()) {
      if (route in NOT_IN_THE_DOCUMENT) continue;
      for (const method of methods) {
        if (!paths[route]?.[method.toLowerCase()]) undocumented.push(`${method} ${route}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("documents no route the router does not have, and lists none that is gone", () => {
    const routes = new Map(serviceRoutes().map(({ route, methods }) => [route, methods]));
    for (const [path, item] of Object.entries(paths)) {
      const methods = routes.get(path)?.map((method) => method.toLowerCase());
      expect(methods, path).toBeDefined();
      for (const method of Object.keys(item))
        expect(methods, `${method} ${path}`).toContain(method);
    }
    for (const route of Object.keys(NOT_IN_THE_DOCUMENT))
      expect(routes.has(route), route).toBe(true);
  });
});
