import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const LOCALES = [
  { locale: "en", prefix: "", acceptLanguage: "en-US" },
  { locale: "fr", prefix: "/fr", acceptLanguage: "fr-FR" },
] as const;

/** axe-core finds no violation (WCAG 2.1 A/AA and best practices) on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
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
