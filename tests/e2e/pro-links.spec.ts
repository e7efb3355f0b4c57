import { pagePath } from "../../app/route-table.ts";
import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";

const TEXT = {
  en: { link: "See the Pro plan", pricing: "Simple pricing" },
  fr: { link: "Voir l’offre Pro", pricing: "Des tarifs simples" },
} as const;

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  const pricing = pagePath("pricing", locale);

  test(`every notice that something needs Pro links to the pricing page (${locale})`, async ({
    page,
  }) => {
    // The template gallery's note on Pro templates.
    await page.goto(`${prefix}/create`);
    const galleryLink = page.getByRole("main").getByRole("link", { name: text.link });
    await expect(galleryLink).toHaveAttribute("href", pricing);
    await expectAccessible(page);

    // The editor trying a Pro template: the template picker's note, the trial notice, and the
    // credit line's hint (Free plan).
    await page.goto(`${prefix}/app?template=band`);
    await waitForHydration(page);
    const editorLinks = page.getByRole("main").getByRole("link", { name: text.link });
    await expect(editorLinks).toHaveCount(3);
    for (const link of await editorLinks.all()) await expect(link).toHaveAttribute("href", pricing);
    await expectAccessible(page);

    await editorLinks.first().click();
    await expect(page).toHaveURL(pricing);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.pricing);
  });
}
