import { describe, expect, it } from "vitest";
import { createRouteLabeler, type RouteManifestEntry } from "./route-label.ts";

// The shape of React Router's `build.routes`: flat, children point at their parent.
const manifest: Record<string, RouteManifestEntry> = {
  root: { id: "root", path: "" },
  "layouts/home": { id: "layouts/home", parentId: "root" },
  "home.en": { id: "home.en", parentId: "layouts/home", index: true },
  "home.fr": { id: "home.fr", parentId: "layouts/home", path: "fr" },
  "layouts/default": { id: "layouts/default", parentId: "root" },
  "blog.en": { id: "blog.en", parentId: "layouts/default", path: "blog" },
  "routes/not-found": { id: "routes/not-found", parentId: "layouts/default", path: "*" },
  "routes/api/v1/signatures/collection": {
    id: "routes/api/v1/signatures/collection",
    parentId: "root",
    path: "api/v1/signatures",
  },
  "routes/api/v1/signatures/item": {
    id: "routes/api/v1/signatures/item",
    parentId: "root",
    path: "api/v1/signatures/:id",
  },
  "routes/photos": { id: "routes/photos", parentId: "root", path: "photos/*" },
};

describe("createRouteLabeler", () => {
  const label = createRouteLabeler(manifest, { fixedPaths: ["/healthz", "/readyz", "/metrics"] });

  it("names a request by the route that answers it, never by its raw path", () => {
    expect(label("/")).toBe("home.en");
    expect(label("/fr")).toBe("home.fr");
    expect(label("/blog")).toBe("blog.en");
    expect(label("/api/v1/signatures")).toBe("routes/api/v1/signatures/collection");
    expect(label("/api/v1/signatures/abc")).toBe("routes/api/v1/signatures/item");
    expect(label("/api/v1/signatures/xyz")).toBe("routes/api/v1/signatures/item");
    expect(label("/photos/0123456789abcdef01234567.png")).toBe("routes/photos");
  });

  it("puts every unknown path under the catch-all route", () => {
    for (const path of ["/wp-login.php", "/.env", "/a/b/c?x=1", "/api/v2/nothing"]) {
      expect(label(path)).toBe("routes/not-found");
    }
  });

  it("labels single-fetch data requests, built assets and the fixed Express endpoints", () => {
    expect(label("/blog.data")).toBe("blog.en.data");
    expect(label("/_.data")).toBe("home.en.data");
    expect(label("/fr.data")).toBe("home.fr.data");
    expect(label("/assets/entry.client-AbC123.js")).toBe("assets");
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/metrics")).toBe("/metrics");
  });

  it("says unmatched when the table has no catch-all", () => {
    const bare = createRouteLabeler({ root: { id: "root", path: "" } });
    expect(bare("/")).toBe("root");
    expect(bare("/anything")).toBe("unmatched");
  });
});
