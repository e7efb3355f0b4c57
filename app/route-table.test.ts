import { describe, expect, it } from "vitest";
import { ARTICLE_PAIRS } from "./content/articles.ts";
import {
  allLocalizedPages,
  articlePath,
  followsPersonLanguage,
  isHydratedPath,
  islandOfRoute,
  PAGES,
  pageId,
  pagePath,
  REDIRECTS,
  switchLocalePath,
} from "./route-table.ts";

describe("route table", () => {
  it("marks only the member's page as following a person's language (ADR 034)", () => {
    expect(PAGES.filter((page) => page.followsPersonLanguage).map((page) => page.key)).toEqual([
      "mySignature",
    ]);
    expect(followsPersonLanguage("mySignature.fr")).toBe(true);
    expect(followsPersonLanguage("mySignatures.en")).toBe(false);
    expect(followsPersonLanguage(undefined)).toBe(false);
  });

  it("gives every page an English path without prefix and a French one under /fr", () => {
    for (const page of PAGES) {
      expect(pagePath(page.key, "en").startsWith("/fr")).toBe(false);
      expect(pagePath(page.key, "fr")).toMatch(/^\/fr(\/|$)/);
    }
    expect(pagePath("home", "fr")).toBe("/fr");
    expect(pagePath("privacy", "en")).toBe("/legal/privacy");
    expect(pagePath("privacy", "fr")).toBe("/fr/legal/confidentialite");
  });

  it("carries the locale in route ids", () => {
    expect(pageId("create", "fr")).toBe("create.fr");
  });

  it("switches to the same page in the other locale, articles to their translation", () => {
    expect(switchLocalePath("/create", "en", "fr")).toBe("/fr/create");
    expect(switchLocalePath("/fr/my-signatures", "fr", "en")).toBe("/my-signatures");
    expect(switchLocalePath("/fr", "fr", "en")).toBe("/");
    expect(switchLocalePath("/", "en", "fr")).toBe("/fr");
    expect(switchLocalePath("/unknown", "en", "fr")).toBe("/fr");
    expect(switchLocalePath("/legal/privacy", "en", "fr")).toBe("/fr/legal/confidentialite");
    const pair = ARTICLE_PAIRS[0];
    expect(switchLocalePath(articlePath(pair, "en"), "en", "fr")).toBe(`/fr/blog/${pair.fr}`);
    expect(switchLocalePath(`/fr/blog/${pair.fr}`, "fr", "en")).toBe(`/blog/${pair.en}`);
  });

  it("keeps paths unique, never doubles the /fr prefix, and redirects only to real pages", () => {
    const all = allLocalizedPages().flatMap((p) => [p.paths.en, p.paths.fr]);
    expect(new Set(all).size).toBe(all.length);
    expect(all.some((path) => path.startsWith("/fr/fr"))).toBe(false);
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(all).toContain(to);
      expect(all).not.toContain(from);
    }
  });

  it("has the ten article pairs of docs/product.md#content", () => {
    expect(ARTICLE_PAIRS).toHaveLength(10);
  });
});

describe("isHydratedPath", () => {
  it("knows the hydrated pages' paths in both locales, and nothing else", () => {
    for (const path of ["/my-signature", "/fr/my-signature"]) {
      expect(isHydratedPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/fr",
      "/create",
      "/fr/create",
      "/pricing",
      "/success",
      "/login",
      "/fr/signup",
      "/reset-password",
      "/account",
      "/fr/account",
      "/app",
      "/fr/app",
      "/my-signatures",
      "/teams",
      "/fr/teams",
      "/blog",
      "/legal/privacy",
      "/app/x",
      "/nowhere",
    ]) {
      expect(isHydratedPath(path), path).toBe(false);
    }
  });
});

describe("islandOfRoute", () => {
  it("names the React island of the pages that have one, in both locales", () => {
    for (const [key, island] of [
      ["app", "editor"],
      ["mySignatures", "library"],
      ["teams", "teams"],
    ] as const) {
      expect(islandOfRoute(`${key}.en`)).toBe(island);
      expect(islandOfRoute(`${key}.fr`)).toBe(island);
    }
    expect(islandOfRoute("account.en")).toBeNull();
    expect(islandOfRoute("mySignature.fr")).toBeNull();
  });
});
