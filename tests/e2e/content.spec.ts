import type { Page } from "@playwright/test";
import { ARTICLE_PAIRS } from "../../app/content/articles.ts";
import { articlePath } from "../../app/route-table.ts";
import { expect, expectAccessible, LOCALES, test } from "./fixtures.ts";

// The guide, the blog and its articles in a real browser, in both locales: reading, the
// rendered examples, the language switch to the translation, the way into the builder,
// accessibility, and reading with JavaScript disabled.

const TEXT = {
  en: {
    blogHeading: "The email signature blog",
    guideHeading: "The email signature guide",
    example: /^Example: .+ template/,
    useTemplate: "Use this template →",
    cta: "Create my signature",
    createHeading: "Choose a template",
    switchTo: "Français",
    blog: "Blog",
    faq: "Frequently asked questions",
  },
  fr: {
    blogHeading: "Le blog de la signature e-mail",
    guideHeading: "Le guide de la signature e-mail",
    example: /^Exemple\u202f: modèle .+/,
    useTemplate: "Utiliser ce modèle →",
    cta: "Créer ma signature",
    createHeading: "Choisissez un modèle",
    switchTo: "English",
    blog: "Blog",
    faq: "Questions fréquentes",
  },
} as const;

/** Fails the test on any Content Security Policy report in the console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  const other = locale === "en" ? "fr" : "en";

  test.describe(`content (${locale})`, () => {
    test("read an article from the blog, see an example, switch language, go to the builder", async ({
      page,
    }) => {
      const csp = watchCsp(page);
      await page.goto(`${prefix}/blog`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.blogHeading);
      const cards = page.locator(`main h2 a[href^="${prefix}/blog/"]`);
      await expect(cards).toHaveCount(ARTICLE_PAIRS.length);
      await expectAccessible(page);

      const pair = ARTICLE_PAIRS[5];
      const link = page.locator(`a[href="${articlePath(pair, locale)}"]`);
      const title = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(articlePath(pair, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

      // The example is the product's rendering, shown as it will be pasted.
      const figure = page.locator("figure").first();
      await expect(figure.locator("[data-signature-example] table").first()).toBeVisible();
      await expect(figure.locator("figcaption")).toContainText(text.example);
      await expect(figure.getByRole("link", { name: text.useTemplate })).toHaveAttribute(
        "href",
        new RegExp(`^${prefix}/app\\?template=[a-z]+$`),
      );
      await expect(
        page.getByRole("heading", { level: 2, name: /related|lire aussi/i }),
      ).toBeVisible();
      await expectAccessible(page);

      // The switcher goes to the translation, not to the other locale's home.
      await page.getByRole("link", { name: text.switchTo, exact: true }).click();
      await expect(page).toHaveURL(articlePath(pair, other));
      await expect(page.locator("html")).toHaveAttribute("lang", other);

      // Back in this locale, the call to action leads to the builder.
      await page.goto(articlePath(pair, locale));
      await page.getByRole("link", { name: text.cta, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/create`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.createHeading);
      expect(csp).toEqual([]);
    });

    test("an example opens the editor on its template", async ({ page }) => {
      await page.goto(articlePath(ARTICLE_PAIRS[5], locale));
      const use = page.getByRole("link", { name: text.useTemplate }).first();
      const href = (await use.getAttribute("href"))!;
      await use.click();
      await expect(page).toHaveURL(href);
    });

    test("guide page: examples, FAQ, links to the install articles and the builder", async ({
      page,
    }) => {
      const csp = watchCsp(page);
      await page.goto(`${prefix}/email/signature`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.guideHeading);
      await expect(page.locator("figure [data-signature-example]")).toHaveCount(4);
      await expect(page.getByRole("heading", { level: 2, name: text.faq })).toBeVisible();
      await expectAccessible(page);
      const gmail = articlePath(ARTICLE_PAIRS[2], locale);
      await page.locator(`[data-article-body] a[href="${gmail}"]`).first().click();
      await expect(page).toHaveURL(gmail);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Gmail");
      expect(csp).toEqual([]);
    });

    test("with JavaScript disabled, an article is readable and its links work", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const path = articlePath(ARTICLE_PAIRS[8], locale);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-article-body] h2").first()).toBeVisible();
      await expect(page.locator("figure [data-signature-example] table").first()).toBeVisible();
      // Breadcrumb → blog index → another article: plain links, full page loads.
      await page
        .getByRole("navigation", { name: locale === "en" ? "Breadcrumb" : "Fil d'Ariane" })
        .getByRole("link", { name: text.blog })
        .click();
      await expect(page).toHaveURL(`${prefix}/blog`);
      await expect(page.locator(`main h2 a[href^="${prefix}/blog/"]`)).toHaveCount(10);
      const next = articlePath(ARTICLE_PAIRS[0], locale);
      await page.locator(`a[href="${next}"]`).click();
      await expect(page).toHaveURL(next);
      await expect(page.locator("[data-article-body]")).toContainText(/\w{4,}/);
      await context.close();
    });
  });
}
