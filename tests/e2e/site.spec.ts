import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";

for (const { locale, prefix } of LOCALES) {
  test.describe(`site (${locale})`, () => {
    test("home page: hero preview follows what is typed, path into /create", async ({ page }) => {
      await page.goto(prefix || "/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await waitForHydration(page);
      const name = locale === "en" ? "Try it: type your name" : "Essayez : tapez votre nom";
      await page.getByLabel(name).fill("Zoë Ærø <b>bold</b>");
      await expect(page.getByText("Zoë Ærø <b>bold</b>").first()).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole("link", { name: locale === "en" ? "Create my signature" : "Créer ma signature" })
        .first()
        .click();
      // The name typed goes along (tests/e2e/site-polish.spec.ts follows it into the editor).
      await expect(page).toHaveURL(
        `${prefix}/create?name=${encodeURIComponent("Zoë Ærø <b>bold</b>").replaceAll("%20", "+")}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Choose a template" : "Choisissez un modèle",
      );
      await expectAccessible(page);
    });

    test("from a page running in the browser, a link to another page loads that page whole, with its texts", async ({
      page,
    }) => {
      const loads = () =>
        page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");
      // From the editor (a React island) to a server page.
      await page.goto(`${prefix}/app`);
      await waitForHydration(page);
      await page
        .getByRole("banner")
        .getByRole("link", { name: locale === "en" ? "Create a signature" : "Créer une signature" })
        .click();
      await expect(page).toHaveURL(`${prefix}/create`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Choose a template" : "Choisissez un modèle",
      );
      // A document load of its own (its texts and islands come with it), not a render in place.
      expect(await loads()).toMatch(new RegExp(`${prefix}/create$`));
      // From a page React Router hydrates to a React island's page: a document load too, or
      // the island would never be hydrated.
      await page.goto(`${prefix}/my-signature`);
      await waitForHydration(page);
      await page
        .getByRole("banner")
        .getByRole("link", { name: locale === "en" ? "My signatures" : "Mes signatures" })
        .click();
      await expect(page).toHaveURL(`${prefix}/my-signatures`);
      expect(await loads()).toMatch(new RegExp(`${prefix}/my-signatures$`));
      await waitForHydration(page);
      await expect(
        page.getByRole("link", { name: locale === "en" ? "New signature" : "Nouvelle signature" }),
      ).toBeVisible();
    });

    test("404 page: status, message, link home", async ({ page }) => {
      const response = await page.goto(`${prefix}/this-page-does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Page not found" : "Page introuvable",
      );
      await expectAccessible(page);
      await page
        .getByRole("link", {
          name: locale === "en" ? "Back to the home page" : "Retour à l'accueil",
        })
        .click();
      await expect(page).toHaveURL(prefix || "/");
    });

    test("language switcher goes to the same page in the other locale and is remembered", async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/create`);
      await waitForHydration(page);
      await page
        .getByRole("link", { name: locale === "en" ? "Français" : "English", exact: true })
        .click();
      const other = locale === "en" ? "/fr/create" : "/create";
      await expect(page).toHaveURL(other);
      await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? "fr" : "en");
      const cookie = (await context.cookies()).find((c) => c.name === "locale");
      expect(cookie?.value).toBe(locale === "en" ? "fr" : "en");
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
      // The remembered choice decides where "/" goes.
      await page.goto("/");
      await expect(page).toHaveURL(locale === "en" ? "/fr" : "/");
    });
  });
}

test("a French browser landing on / is sent to /fr", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});
