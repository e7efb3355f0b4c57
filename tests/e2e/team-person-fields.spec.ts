import type { Page } from "@playwright/test";
import { type StripeApp, startAppWithStripe, stopAppWithStripe } from "../support/stripe-app.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// A team's roster and credit line in a real browser (issue 20): a spreadsheet with a LinkedIn
// column and one the product has no field for; the preview names the latter as not imported,
// maps LinkedIn, and once imported the raw file picker is gone and the result is said; the
// member's signature shows their LinkedIn; the team page turns the credit line off for all.

const TEXT = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    pay: "Pay",
    teamName: "Team name",
    create: "Create the team",
    import: "Import a spreadsheet",
    file: "Choose a spreadsheet (CSV or Excel .xlsx)",
    importAnother: "Import another file",
    notImported: "Not imported: Office. Choose what they hold above to import them.",
    confirm: "Import 3 people",
    imported: "3 people imported (3 new, 0 updated).",
    credit: "Show “Created with Paraph” under every signature",
    creditLine: "Created with Paraph",
    edit: "Edit",
    more: "Photo, social profiles, links, button",
    delimiter: ",",
    bom: "",
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    pay: "Payer",
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    import: "Importer une feuille de calcul",
    file: "Choisir une feuille de calcul (CSV ou Excel .xlsx)",
    importAnother: "Importer un autre fichier",
    notImported:
      "Colonnes non importées\u202f: Bureau. Choisissez ci-dessus ce qu’elles contiennent pour les importer.",
    confirm: "Importer 3 personnes",
    imported: "3 personnes importées (nouvelles\u202f: 3, mises à jour\u202f: 0).",
    credit: "Afficher «\u202fCréée avec Paraph\u202f» sous chaque signature",
    creditLine: "Créée avec Paraph",
    edit: "Modifier",
    more: "Photo, profils sociaux, liens, bouton",
    delimiter: ";",
    bom: "\uFEFF",
  },
} as const;

let running: StripeApp;
let app: string;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  running = await startAppWithStripe({ host: "localhost" });
  app = running.url;
});

test.afterAll(async () => {
  await stopAppWithStripe(running);
});

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;

async function proAccount(page: Page, locale: "en" | "fr") {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/pricing`);
  await page.locator("form[method=post] button").click();
  await page.getByLabel(text.email, { exact: true }).fill(newEmail(`fields-${locale}`));
  await page.getByLabel(text.password, { exact: true }).fill("correct horse battery");
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
  await page.getByRole("button", { name: text.pay }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
}

/** Three people with a LinkedIn profile each and an office, which no signature field holds. */
function roster(locale: "en" | "fr"): Buffer {
  const { delimiter, bom } = TEXT[locale];
  const office = locale === "fr" ? "Bureau" : "Office";
  const lines = [["Name", "Email", "LinkedIn", office].join(delimiter)];
  for (let index = 1; index <= 3; index += 1) {
    lines.push(
      [
        `Person${index} Lin`,
        `person${index}@fields.example`,
        `https://www.linkedin.com/in/person${index}-lin`,
        `Floor ${index}`,
      ].join(delimiter),
    );
  }
  return Buffer.from(`${bom}${lines.join("\r\n")}\r\n`, "utf8");
}

function signatureHtmls(page: Page) {
  return page
    .getByTestId("member-signature")
    .evaluateAll((hosts) => hosts.map((host) => host.shadowRoot?.innerHTML ?? ""));
}

/**
 * With E2E_SCREENSHOTS set, the page at a desktop and a phone width, full length, into the
 * test's output folder: pictures to look at, too slow to take on every run.
 */
async function screenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The file input is visually hidden (no browser "Choose File / No file chosen") behind its
 * label, drawn as a button with the input's name.
 */
async function expectStyledFilePicker(page: Page, name: string) {
  const input = page.getByLabel(name);
  await expect(input).toHaveAttribute("type", "file");
  const box = (await input.boundingBox())!;
  expect(box.width * box.height).toBeLessThanOrEqual(1);
  const label = page.locator("label").filter({ hasText: name });
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => getComputedStyle(element).cursor)).toBe("pointer");
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a manager imports every person field a roster holds and drops the credit line (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await proAccount(page, locale);
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Fields ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);

    await page.getByRole("button", { name: text.import }).click();
    await expectStyledFilePicker(page, text.file);
    await page.getByLabel(text.file).setInputFiles({
      name: "staff.csv",
      mimeType: "text/csv",
      buffer: roster(locale),
    });
    await expect(page.getByTestId("import-not-imported")).toHaveText(text.notImported);
    await expect(page.getByLabel("LinkedIn", { exact: true })).toHaveValue("linkedin");
    await expectAccessible(page);
    await screenshots(page, `import-preview-${locale}`);

    await page.getByRole("button", { name: text.confirm }).click();
    await expect(page.getByRole("status").filter({ hasText: text.imported })).toBeVisible();
    await expect(page.getByLabel(text.file)).toHaveCount(0);
    await expect(page.getByTestId("roster-mapping")).toHaveCount(0);
    // in its place, a styled control to import another file, which opens the styled picker
    const another = page.getByRole("button", { name: text.importAnother });
    await expect(another).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, `imported-${locale}`);
    await another.click();
    await expectStyledFilePicker(page, text.file);
    await expect(another).toHaveCount(0);
    await page.getByRole("button", { name: text.import }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(3);
    const imported = await signatureHtmls(page);
    for (const index of [1, 2, 3]) {
      expect(imported.some((html) => html.includes(`linkedin.com/in/person${index}-lin`))).toBe(
        true,
      );
    }
    expect(imported.every((html) => html.includes(text.creditLine))).toBe(true);
    expect(imported.some((html) => html.includes("Floor"))).toBe(false);

    // the member form holds it too, with every other person field folded under "more"
    const card = page.getByTestId("member-card").first();
    await card.getByRole("button", { name: text.edit }).click();
    await expect(card.getByText(text.more)).toBeVisible();
    await expect(card.getByLabel("LinkedIn", { exact: true })).toHaveValue(
      "https://www.linkedin.com/in/person1-lin",
    );
    await expectAccessible(page);
    await screenshots(page, `member-form-${locale}`);
    await card.getByRole("button", { name: text.edit }).click();

    const credit = page.getByLabel(text.credit);
    await expect(credit).toBeChecked();
    await screenshots(page, `team-credit-on-${locale}`);
    await credit.uncheck();
    await expect
      .poll(async () =>
        (await signatureHtmls(page)).filter((html) => html.includes(text.creditLine)),
      )
      .toEqual([]);
    await expect(credit).not.toBeChecked();
    await expectAccessible(page);
    await screenshots(page, `team-credit-off-${locale}`);
  });
}
