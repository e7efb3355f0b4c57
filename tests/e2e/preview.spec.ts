import { getTemplate, TEMPLATE_IDS } from "../../app/signature/templates.ts";
import { copied } from "./clipboard.ts";
import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";
import { drawnSize, expectLoaded, overflowOutside, uploadPortrait } from "./signature-geometry.ts";

const TEXT = {
  en: {
    finish: "Finish",
    copyHtml: "Copy HTML source",
    copiedHtml: "HTML source copied.",
    fullSize: "Full size",
    sample: "Example details — type yours",
    samplePerson: "Olivia Bennett",
    sampleCompany: "Northwind Studio",
    caption: "This is exactly the HTML that will be copied.",
    classic: "Classic",
    compact: "Compact",
    band: "Bold band",
    executive: "Executive",
    saved: "Saved in this browser.",
  },
  fr: {
    finish: "Terminer",
    copyHtml: "Copier le code HTML",
    copiedHtml: "Code HTML copié.",
    fullSize: "Taille réelle",
    sample: "Coordonnées d’exemple — saisissez les vôtres",
    samplePerson: "Camille Laurent",
    sampleCompany: "Atelier Nord",
    caption: "C’est exactement le HTML qui sera copié.",
    classic: "Classique",
    compact: "Compact",
    band: "Bandeau",
    executive: "Direction",
    saved: "Enregistrée dans ce navigateur.",
  },
} as const;

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];

  for (const viewport of WIDTHS) {
    test(`the photo is drawn at the same size in the previews and in the pasted HTML (${locale}, ${viewport.width} px)`, async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/app?template=basic`);
      await waitForHydration(page);
      await page.locator("#field-fullName").fill("Marie-Christine Delacroix-Beaumont");
      await page.locator("#field-jobTitle").fill("Senior Vice President, Strategy");
      await page
        .locator("#field-email")
        .fill("marie-christine.delacroix@delacroix-beaumont-conseil.com");
      await page.locator("#field-phone").fill("+33 1 42 68 53 00");
      const photo = await uploadPortrait(page);
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: text.fullSize }).click();
        await expect(page.getByRole("button", { name: text.fullSize })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
      const declared = await photo.evaluate((img: HTMLImageElement) => ({
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
      }));
      expect(declared.width).toBeGreaterThan(0);
      expect(await drawnSize(photo)).toEqual(declared);
      await expect(page.getByText(text.saved)).toBeVisible();

      // The export page's preview, and the HTML its button copies, alone in a blank page. The
      // preview is scaled down whole to fit a narrow box: the photo keeps its proportions.
      await page.getByRole("button", { name: text.finish }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-signature\\?id=`));
      const exportedPreview = page.getByTestId("signature-preview");
      const exported = exportedPreview.locator('img[src*="/photos/"]');
      await expectLoaded(exported);
      const zoomOf = () => exportedPreview.evaluate((host) => Number(getComputedStyle(host).zoom));
      // The fit is computed once the preview has been laid out, which may follow the photo.
      if (viewport.width < 1024) await expect.poll(zoomOf).toBeLessThan(1);
      const zoom = await zoomOf();
      expect(zoom).toBeLessThanOrEqual(1);
      const exportedSize = await drawnSize(exported);
      expect(exportedSize.width).toBeCloseTo(declared.width * zoom, 0);
      expect(exportedSize.height).toBeCloseTo(declared.height * zoom, 0);
      const { plain: html } = await copied(page, async () => {
        await page.getByRole("button", { name: text.copyHtml }).click();
        await expect(page.getByText(text.copiedHtml)).toBeVisible();
      });
      expect(html).toContain("<table");

      const pasted = await browser.newPage({ viewport });
      await pasted.setContent(html);
      const pastedPhoto = pasted.locator('img[src*="/photos/"]');
      await expectLoaded(pastedPhoto);
      expect(await drawnSize(pastedPhoto)).toEqual(declared);
      await pasted.close();
    });

    test(`template thumbnails show each signature whole (${locale}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ["/create", ""]) {
        await page.goto(`${prefix}${path}` || "/");
        // No signature widens the page: a narrow screen never scrolls sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path || "/"} width`,
        ).toBeLessThanOrEqual(viewport.width);
        const pictures = page.locator("main ul > li > div:first-child");
        const count = await pictures.count();
        // the template gallery shows every template; the home page a few of them
        expect(count).toBeGreaterThanOrEqual(path ? TEMPLATE_IDS.length : 3);
        for (let i = 0; i < count; i++) {
          const picture = pictures.nth(i);
          await picture.scrollIntoViewIfNeeded();
          await expect(picture.locator("table").first()).toBeVisible();
          expect(await overflowOutside(picture), `${path} card ${i}`).toBeLessThanOrEqual(0.5);
          // Whole, yet a picture: scaled no larger than the signature itself.
          const scale = await picture
            .locator("table")
            .first()
            .evaluate((table) => {
              return table.getBoundingClientRect().width / (table as HTMLElement).offsetWidth;
            });
          expect(scale).toBeGreaterThan(0.2);
          expect(scale).toBeLessThanOrEqual(1);
        }
      }
      await expectAccessible(page);
    });
  }

  test(`a new editor previews the example person until the person types, never saving it (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/app`);
    await waitForHydration(page);
    const preview = page.getByTestId("signature-preview");
    await expect(preview).toContainText(text.samplePerson);
    await expect(preview).toContainText(text.sampleCompany);
    await expect(page.getByText(text.sample, { exact: true })).toBeVisible();
    await expect(page.locator("#field-fullName")).toHaveAttribute("placeholder", text.samplePerson);
    await expect(page.locator("#field-fullName")).toHaveValue("");
    await expect(page.locator("#field-company")).toHaveAttribute("placeholder", text.sampleCompany);
    await expectAccessible(page);

    await page.locator("#field-jobTitle").fill("Luthier");
    await expect(preview).toContainText("Luthier");
    await expect(preview).not.toContainText(text.samplePerson);
    await expect(preview).not.toContainText(text.sampleCompany);
    await expect(page.getByText(text.sample, { exact: true })).toHaveCount(0);
    await expect(page.getByText(text.caption)).toBeVisible();
    await expect(page.getByText(text.saved)).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("userSignatures") ?? "");
    expect(stored).toContain("Luthier");
    expect(stored).not.toContain(text.samplePerson);
    expect(stored).not.toContain(text.sampleCompany);

    // Emptied again, the example comes back; the export shows only what was typed.
    await page.locator("#field-jobTitle").fill("");
    await expect(preview).toContainText(text.samplePerson);
    await page.locator("#field-jobTitle").fill("Luthier");
    await page.getByRole("button", { name: text.finish }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-signature\\?id=`));
    const exported = page.getByTestId("signature-preview");
    await expect(exported).toContainText("Luthier");
    await expect(exported).not.toContainText(text.samplePerson);
    await expect(page.getByText(text.sample, { exact: true })).toHaveCount(0);
  });

  test(`the template picker pictures the person's own details and keeps them on a switch (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/app?template=basic`);
    await waitForHydration(page);
    const values = {
      fullName: "Ada Quinteros",
      jobTitle: "Staff Engineer",
      email: "ada@quinteros.example",
      ctaLabel: "Say hello",
      ctaUrl: "https://quinteros.example/hello",
    } as const;
    for (const [name, value] of Object.entries(values)) {
      await page.locator(`#field-${name}`).fill(value);
    }
    const options = page.locator("[data-template-option]");
    await expect(options).toHaveCount(TEMPLATE_IDS.length);
    for (let i = 0; i < TEMPLATE_IDS.length; i++) {
      const option = options.nth(i);
      // The person's own name, and the example person's company where none was typed.
      await expect(option).toContainText(values.fullName);
      const id = (await option.getAttribute("data-template-option")) ?? "";
      if (getTemplate(id).photo !== "none") {
        await expect(option.locator('img[src*="/photos/"]')).toHaveCount(1);
      }
      expect(await overflowOutside(option.locator(".signature-thumbnail"))).toBeLessThanOrEqual(
        0.5,
      );
    }
    await expect(options.first()).toContainText(text.sampleCompany);
    // Side by side, the names start on one line whatever the height of each picture.
    const radios = page.locator("#section-template").getByRole("radio");
    for (let i = 0; i + 1 < TEMPLATE_IDS.length; i += 2) {
      const [left, right] = [
        await radios.nth(i).boundingBox(),
        await radios.nth(i + 1).boundingBox(),
      ];
      expect(Math.abs(left!.y - right!.y), `templates ${i + 1} and ${i + 2}`).toBeLessThanOrEqual(
        1,
      );
    }

    // Radio semantics: arrows move the choice, every field stays.
    const classic = page
      .locator("#section-template")
      .getByRole("radio", { name: new RegExp(`^${text.classic}`) });
    await expect(classic).toBeChecked();
    await classic.focus();
    await page.keyboard.press("ArrowRight");
    const second = page.locator("#section-template").getByRole("radio").nth(1);
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    await page
      .locator("#section-template")
      .getByRole("radio", { name: new RegExp(`^${text.compact}`) })
      .check();
    for (const [name, value] of Object.entries(values)) {
      await expect(page.locator(`#field-${name}`)).toHaveValue(value);
    }
    const preview = page.getByTestId("signature-preview");
    for (const value of [values.fullName, values.jobTitle, values.email, values.ctaLabel]) {
      await expect(preview).toContainText(value);
    }
    await expect(
      page.locator('[data-template-option="band"]').getByText("Pro", { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    // With the free Pro use spent elsewhere, Pro templates can still be tried (ADR 022): the
    // picture shows them, and the picker says this one cannot be saved.
    await page.evaluate(() => localStorage.setItem("hasFreeTemplate", "false"));
    await page.goto(`${prefix}/app?template=basic`);
    await waitForHydration(page);
    await page
      .locator("#section-template")
      .getByRole("radio", { name: new RegExp(`^${text.band}`) })
      .check();
    await expect(page.locator("#section-template [role=alert]")).toBeVisible();
    await expect(
      page
        .locator("#section-template")
        .getByRole("radio", { name: new RegExp(`^${text.compact}`) }),
    ).toBeEnabled();
  });
}
