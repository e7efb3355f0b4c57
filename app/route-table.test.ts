import { describe, expect, it } from "vitest";
import { localizedPath, PAGES, pageId, pagePath, switchLocalePath } from "./route-table.ts";

describe("route table", () => {
  it("gives every page an English path without prefix and a French one under /fr", () => {
    for (const page of PAGES) {
      expect(pagePath(page.key, "en")).toBe(page.path);
      expect(pagePath(page.key, "fr")).toBe(page.path === "/" ? "/fr" : `/fr${page.path}`);
    }
  });

  it("carries the locale in route ids", () => {
    expect(pageId("create", "fr")).toBe("create.fr");
  });

  it("switches to the same page in the other locale", () => {
    expect(switchLocalePath("/create", "en", "fr")).toBe("/fr/create");
    expect(switchLocalePath("/fr/my-signatures", "fr", "en")).toBe("/my-signatures");
    expect(switchLocalePath("/fr", "fr", "en")).toBe("/");
    expect(switchLocalePath("/", "en", "fr")).toBe("/fr");
    expect(switchLocalePath("/unknown", "en", "fr")).toBe("/fr");
  });

  it("keeps paths unique", () => {
    const all = PAGES.flatMap((p) => [localizedPath(p.path, "en"), localizedPath(p.path, "fr")]);
    expect(new Set(all).size).toBe(all.length);
  });
});
