import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

export const LOCALES = [
  { locale: "en", prefix: "", acceptLanguage: "en-US" },
  { locale: "fr", prefix: "/fr", acceptLanguage: "fr-FR" },
] as const;

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe-core finds no violation (WCAG 2.1 A/AA and best practices) on the page as it is now.
 * axe runs in the page itself, put there once per document: the app shows no frame, and
 * @axe-core/playwright's way (a partial run per frame, finished in a blank page it opens, and
 * its 650 KB script evaluated again each time) took 3–4 s a check on /app against 1 s.
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations),
    AXE_TAGS,
  );
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Client-side behaviour (handlers, storage) is live once React has hydrated the page. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Scrolls the editor's sections below its first screen into view, as a person reaches them,
 * and waits until they are live: they hydrate when needed (app/editor/deferred-part.tsx).
 */
export async function reachLaterSections(page: Page) {
  const sections = page.locator("#later-sections");
  await sections.scrollIntoViewIfNeeded();
  await expect(sections).not.toHaveAttribute("disabled");
}

export const test = base.extend<{ pageErrors: string[] }>({
  // Any uncaught error in the page, or a hydration mismatch React reports, fails the test.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && /hydrat/i.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
