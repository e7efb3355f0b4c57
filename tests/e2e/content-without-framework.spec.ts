import type { Page } from "@playwright/test";
import { expect, LOCALES, test, waitForHydration } from "./fixtures.ts";

// Content pages are not React applications in the browser (ADR 016): they load only their
// islands' script, yet switch language, know who is signed in and post the contact form.

const CONTENT_PAGES = [
  "",
  "/create",
  "/email/signature",
  "/blog",
  "/contact",
  "/terms",
  "/legal",
  "/this-page-does-not-exist",
];

/** The script URLs a page loads, and the page's framework markers. */
async function scriptsOf(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const routerContext = await page.evaluate(() => "__reactRouterContext" in window);
  return { scripts, routerContext };
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`content pages without a framework (${locale})`, () => {
    test("load no React, React Router or i18n code: only the islands' script", async ({ page }) => {
      for (const path of CONTENT_PAGES) {
        const { scripts, routerContext } = await scriptsOf(page, `${prefix}${path}` || "/");
        expect(routerContext, path).toBe(false);
        expect(
          scripts.some((url) => /\/assets\/main-[\w-]+\.js$/.test(url)),
          path,
        ).toBe(true);
        expect(
          scripts.filter((url) =>
            /entry\.client|react|components-|i18n|(en|fr)-[\w-]+\.js/.test(url),
          ),
          path,
        ).toEqual([]);
      }
    });

    test("switch language (remembered) and post the contact form, still without a framework", async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/contact`);
      await waitForHydration(page);
      const other = locale === "en" ? "fr" : "en";
      await page
        .getByRole("link", { name: locale === "en" ? "Français" : "English", exact: true })
        .click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe(other);
      await page.goBack();
      await waitForHydration(page);
      const fields =
        locale === "en"
          ? {
              name: "Your name",
              email: "Your email address",
              subject: "Subject",
              message: "Message",
            }
          : {
              name: "Votre nom",
              email: "Votre adresse e-mail",
              subject: "Objet",
              message: "Message",
            };
      await page.getByLabel(fields.name, { exact: true }).fill("Ada Lovelace");
      await page.getByLabel(fields.email, { exact: true }).fill("ada@example.com");
      await page.getByLabel(fields.subject, { exact: true }).fill("Islands");
      await page.getByLabel(fields.message, { exact: true }).fill("A message long enough to send.");
      await page
        .getByRole("button", { name: locale === "en" ? "Send message" : "Envoyer le message" })
        .click();
      await expect(page.getByRole("status")).toContainText(locale === "en" ? "Thank you" : "Merci");
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });

    test("the header says who is signed in, and the home preview loads its renderer only when typed in", async ({
      page,
    }) => {
      const renderer: string[] = [];
      page.on("request", (request) => {
        if (/try-it|render/.test(request.url())) renderer.push(request.url());
      });
      await page.goto(prefix || "/");
      await waitForHydration(page);
      const account = locale === "en" ? "Account" : "Compte";
      const signIn = locale === "en" ? "Sign in" : "Connexion";
      await expect(page.getByRole("link", { name: signIn, exact: true })).toBeVisible();
      expect(renderer).toEqual([]);
      const label = locale === "en" ? "Try it: type your name" : "Essayez : tapez votre nom";
      await page.getByLabel(label).fill("Ada");
      await expect(page.getByText("Ada", { exact: true }).first()).toBeVisible();
      expect(renderer.length).toBeGreaterThan(0);

      const registered = await page.request.post("/api/auth/register", {
        data: {
          email: `islands-${locale}-${Date.now()}@example.com`,
          password: "correct-horse-1",
          acceptTerms: true,
        },
      });
      expect(registered.status()).toBe(201);
      for (const path of ["", "/blog", "/create"]) {
        await page.goto(`${prefix}${path}` || "/");
        await expect(page.getByRole("link", { name: account, exact: true })).toHaveAttribute(
          "href",
          `${prefix}/account`,
        );
      }
    });
  });
}
