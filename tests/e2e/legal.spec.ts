import { expect, expectAccessible, LOCALES, test } from "./fixtures.ts";

const TEXT = {
  en: {
    index: "Legal information",
    terms: "Terms of use",
    privacy: "Privacy policy",
    notice: "Legal notice",
    contact: "Contact us",
    toc: "On this page",
    rightsSection: "Your rights",
    footerPrivacy: "Privacy",
  },
  fr: {
    index: "Informations légales",
    terms: "Conditions d’utilisation",
    privacy: "Politique de confidentialité",
    notice: "Mentions légales",
    contact: "Nous contacter",
    toc: "Sur cette page",
    rightsSection: "Vos droits",
    footerPrivacy: "Confidentialité",
  },
} as const;

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  const h1 = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });

  test.describe(`legal pages (${locale})`, () => {
    test("the legal index is accessible", async ({ page }) => {
      await page.goto(`${prefix}/legal`);
      await expect(h1(page)).toHaveText(text.index);
      await expectAccessible(page);
    });

    for (const [key, path] of [
      ["terms", `${prefix}/terms`],
      ["privacy", locale === "en" ? "/legal/privacy" : "/fr/legal/confidentialite"],
      ["notice", `${prefix}/legal/mentions-legales`],
      ["contact", `${prefix}/contact`],
    ] as const) {
      test(`the index leads to ${path}, which is accessible`, async ({ page }) => {
        await page.goto(`${prefix}/legal`);
        await page.getByRole("link", { name: new RegExp(`^${text[key]}`) }).click();
        await expect(page).toHaveURL(path);
        await expect(h1(page)).toHaveText(text[key]);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectAccessible(page);
      });
    }

    test("the privacy policy's table of contents jumps to its sections", async ({ page }) => {
      await page.goto(locale === "en" ? "/legal/privacy" : "/fr/legal/confidentialite");
      const toc = page.getByRole("navigation", { name: text.toc });
      await expect(toc.getByRole("link")).toHaveCount(15);
      await toc.getByRole("link", { name: text.rightsSection }).click();
      await expect(page).toHaveURL(/#rights$/);
      await expect(
        page.getByRole("heading", { level: 2, name: new RegExp(text.rightsSection) }),
      ).toBeInViewport();
    });

    test("the footer links to the privacy policy, and the other spelling redirects", async ({
      page,
    }) => {
      await page.goto(`${prefix}/create`);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: text.footerPrivacy, exact: true })
        .click();
      await expect(h1(page)).toHaveText(text.privacy);
      await page.goto(locale === "en" ? "/legal/confidentialite" : "/fr/legal/privacy");
      await expect(page).toHaveURL(
        locale === "en" ? "/legal/privacy" : "/fr/legal/confidentialite",
      );
    });
  });
}
