import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectAccessible,
  LOCALES,
  test,
  waitForHydration,
} from "./fixtures.ts";

// Issue 20, fault 9: a team's design is listed with its team on "My signatures", apart from the
// personal signatures, with a link to the team's page (ADR 028).

const expect = baseExpect.configure({ timeout: 20_000 });
const TEXT = {
  en: {
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    signIn: "Sign in",
    teamName: "Team name",
    create: "Create the team",
    fullName: "Full name",
    teamDesigns: "Team designs",
    teamPage: "Team “Acme”",
  },
  fr: {
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    signIn: "Se connecter",
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    fullName: "Nom complet",
    teamDesigns: "Signatures de vos équipes",
    teamPage: "Équipe «\u202fAcme\u202f»",
  },
} as const;

const PASSWORD = "correct horse battery";
let counter = 0;

/** A Pro account, made Pro as the payment webhook would, then signed in afresh. */
async function proAccount(page: Page, prefix: string, text: (typeof TEXT)["en" | "fr"]) {
  const email = `designs.${Date.now().toString(36)}${counter++}@example.com`;
  await page.goto(`${prefix}/signup`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
  await expect(page).toHaveURL(`${prefix}/account`);
  // The server writes to the same file: wait for its lock rather than fail on it.
  const database = new DatabaseSync(`${process.env.E2E_DATA_DIR}/app.db`, { timeout: 10_000 });
  database.prepare('update "user" set "isPaid" = 1 where email = ?').run(email);
  database.close();
  await page.context().clearCookies();
  await page.goto(`${prefix}/login`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: text.signIn }).click();
  await expect(page).toHaveURL(`${prefix}/account`);
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  test(`a team's design is listed with its team, not among personal signatures (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await proAccount(page, prefix, text);
    await page.goto(`${prefix}/app`);
    await page.getByLabel(text.fullName, { exact: true }).fill("Personal One");
    await page.goto(`${prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill("Acme");
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    const teamUrl = page.url();

    await page.goto(`${prefix}/my-signatures`);
    const group = page.getByRole("region", { name: text.teamDesigns });
    await expect(group.getByRole("listitem")).toHaveCount(1);
    await expect(group.getByRole("link", { name: text.teamPage })).toHaveAttribute(
      "href",
      new URL(teamUrl).pathname + new URL(teamUrl).search,
    );
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
    await expect(
      page.getByRole("main").getByRole("listitem").first().getByText("Personal One").first(),
    ).toBeVisible();
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/team-designs-${locale}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
