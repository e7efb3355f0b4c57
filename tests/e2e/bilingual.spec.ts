// A real bilingual signature (issue 20, fault 6): made in the other language than the
// interface's, with a job title and a disclaimer given in both, its versions each in their own
// language, the legal wording included. In both interface languages, axe-clean, desktop and phone.
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

const TEXT = {
  en: {
    prefix: "",
    language: "Language of the signature",
    other: "fr",
    fullName: "Full name",
    jobTitle: "Job title",
    company: "Company",
    alsoIn: "Also in English",
    jobTitleTranslation: "Job title in English",
    disclaimer: "Disclaimer text",
    disclaimerTranslation: "Disclaimer text in English",
    legalForm: "Legal form",
    capital: "Share capital",
    addDetail: "Add a detail",
    labelTranslation: "Label in English",
    finish: "Finish",
    full: "Full",
    bilingual: "Bilingual",
    // the signature is French: French first, English second
    first: {
      jobTitle: "Directrice commerciale",
      disclaimer: "Ce message est confidentiel.",
      detail: ["Pronoms", "elle"],
    },
    second: {
      jobTitle: "Sales director",
      disclaimer: "This message is confidential.",
      detail: ["Pronouns", "she"],
    },
    firstLegal: "Analytique SAS au capital de 10 000 €",
    secondLegal: "Analytique SAS, with share capital of 10 000 €",
    firstCredit: "Créée avec",
  },
  fr: {
    prefix: "/fr",
    language: "Langue de la signature",
    other: "en",
    fullName: "Nom complet",
    jobTitle: "Poste",
    company: "Entreprise",
    alsoIn: "Aussi en français",
    jobTitleTranslation: "Poste en français",
    disclaimer: "Texte de la mention",
    disclaimerTranslation: "Texte de la mention en français",
    legalForm: "Forme juridique",
    capital: "Capital social",
    addDetail: "Ajouter une information",
    labelTranslation: "Libellé en français",
    finish: "Terminer",
    full: "Complète",
    bilingual: "Bilingue",
    // the signature is English: English first, French second
    first: {
      jobTitle: "Sales director",
      disclaimer: "This message is confidential.",
      detail: ["Pronouns", "she"],
    },
    second: {
      jobTitle: "Directrice commerciale",
      disclaimer: "Ce message est confidentiel.",
      detail: ["Pronoms", "elle"],
    },
    firstLegal: "Analytique SAS, with share capital of 10 000 €",
    secondLegal: "Analytique SAS au capital de 10 000 €",
    firstCredit: "Created with",
  },
} as const;

/** Where to save screenshots of the pages for a person to look at (none unless set). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(target: Page | Locator, name: string) {
  if (!SHOTS_DIR) return;
  const path = `${SHOTS_DIR}/${name}.png`;
  await ("goto" in target
    ? target.screenshot({ path, fullPage: true })
    : target.screenshot({ path }));
}

/** Opens a disclosure with the keyboard, as a person can. */
async function openWithKeyboard(summary: Locator) {
  await summary.focus();
  await summary.press("Enter");
  await expect(summary.locator("..")).toHaveAttribute("open", "");
}

async function chooseVariant(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  await radio.focus();
  await radio.press("Space");
  await expect(radio).toBeChecked();
}

/** The signature's lines as a reader sees them. */
async function previewLines(page: Page): Promise<string[]> {
  const text = await page.getByTestId("signature-preview").evaluate((host) => {
    const root = (host as HTMLElement).shadowRoot ?? host;
    const body = root.querySelector("table") as HTMLElement | null;
    return body?.innerText ?? "";
  });
  return text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "phone", width: 375, height: 812 },
  ]) {
    test(`a signature in the other language, bilingual version in both (${locale}, ${viewport.name})`, async ({
      page,
    }) => {
      test.slow(); // a long journey
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${text.prefix}/app`);
      await waitForHydration(page);

      // a new signature starts in the interface's language; this one is in the other
      const language = page.getByLabel(text.language, { exact: true });
      await expect(language).toHaveValue(locale);
      await language.selectOption(text.other);
      await page.getByLabel(text.fullName, { exact: true }).fill("Camille Lefèvre");
      await page.getByLabel(text.company, { exact: true }).fill("Analytique");
      await page.getByLabel(text.jobTitle, { exact: true }).fill(text.first.jobTitle);
      await openWithKeyboard(page.locator("#jobTitle-translation > summary"));
      await expect(page.locator("#jobTitle-translation > summary")).toHaveText(text.alsoIn);
      await page.getByLabel(text.jobTitleTranslation, { exact: true }).fill(text.second.jobTitle);
      // a detail of one's own, in both languages
      await page.getByRole("button", { name: text.addDetail }).click();
      await page.locator("#field-customFields-0-label").fill(text.first.detail[0]);
      await page.locator("#field-customFields-0-value").fill(text.first.detail[1]);
      await openWithKeyboard(page.locator("#customFields-0-translation > summary"));
      await page.getByLabel(text.labelTranslation, { exact: true }).fill(text.second.detail[0]);
      await page.locator("#field-customFields-0-valueTranslation").fill(text.second.detail[1]);
      await page.getByLabel(text.legalForm, { exact: true }).selectOption("sas");
      await page.getByLabel(text.capital, { exact: true }).fill("10 000 €");
      await page.getByLabel(text.disclaimer, { exact: true }).fill(text.first.disclaimer);
      await openWithKeyboard(page.locator("#disclaimer-translation > summary"));
      await page
        .getByLabel(text.disclaimerTranslation, { exact: true })
        .fill(text.second.disclaimer);

      // the preview (the full version) is in the signature's language only
      await expect(page.getByTestId("signature-preview")).toContainText(text.firstLegal);
      await expect(page.getByTestId("signature-preview")).not.toContainText(text.second.jobTitle);
      await expectAccessible(page);
      await shoot(page.locator("#section-details"), `editor-details-${locale}-${viewport.name}`);
      await shoot(
        page.locator("#section-disclaimer"),
        `editor-disclaimer-${locale}-${viewport.name}`,
      );

      await page.getByRole("button", { name: text.finish }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/my-signature\\?id=`));
      await expect(page.getByTestId("signature-preview")).toContainText(text.firstLegal);

      await chooseVariant(page, text.bilingual);
      const preview = page.getByTestId("signature-preview");
      await expect(preview).toContainText(`${text.first.jobTitle} / ${text.second.jobTitle}`);
      await expect(preview).toContainText(
        `${text.first.detail[0]} / ${text.second.detail[0]} ${text.first.detail[1]} / ${text.second.detail[1]}`,
      );
      const lines = await previewLines(page);
      // the small print per language, the signature's first: its legal line, its disclaimer,
      // then a blank line and the other language's
      const first = lines.indexOf(text.firstLegal);
      expect(first).toBeGreaterThan(-1);
      expect(lines.slice(first, first + 5)).toEqual([
        text.firstLegal,
        text.first.disclaimer,
        "",
        text.secondLegal,
        text.second.disclaimer,
      ]);
      expect(lines.some((line) => line.startsWith(text.firstCredit))).toBe(true);
      await expectAccessible(page);
      await shoot(page, `export-bilingual-${locale}-${viewport.name}`);
    });
  }
}
