import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Mailing a member their link, in a real browser (issue 20): once mailed, the member's card
// says when the link can be mailed again and its button waits; mailing everyone at once says
// who was not mailed and when they can be. A server of its own where everyone has Pro.

const TEXT = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    teamName: "Team name",
    create: "Create the team",
    addPerson: "Add a person",
    fullName: "Full name",
    add: "Add",
    emailLink: "Email link",
    sendAll: "Email the link to 1 person",
    nextMail: /You can email this link again in (10|9) minutes\./,
    held: /0 emails sent\. 1 person was emailed their link less than 10 minutes ago\. You can send again in (10|9) minutes\./,
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    addPerson: "Ajouter une personne",
    fullName: "Nom complet",
    add: "Ajouter",
    emailLink: "Envoyer le lien par e-mail",
    sendAll: "Envoyer le lien par e-mail à 1 personne",
    nextMail: /Nouvel envoi possible dans (10|9) minutes\./,
    held: /0 e-mail envoyé\. 1 personne a reçu son lien il y a moins de 10 minutes\. Nouvel envoi possible dans (10|9) minutes\./,
  },
} as const;

let server: RunningServer;
let app: string;
/** what waits for the server: a shared, loaded machine answers slowly */
const slow = { timeout: 30_000 };

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  const port = await freePort();
  app = `http://localhost:${port}`;
  server = await startServer({ PORT: String(port), PUBLIC_URL: app, PRO_FOR_EVERYONE: "true" });
});

test.afterAll(() => server?.stop());

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a manager mails a member their link, then is told when it can go again (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.goto(`${app}${text.prefix}/signup`);
    await waitForHydration(page);
    await page
      .getByLabel(text.email, { exact: true })
      .fill(`link-mail-${locale}.${Date.now().toString(36)}@example.com`);
    await page.getByLabel(text.password, { exact: true }).fill("correct horse battery");
    await page.getByLabel(text.terms).check();
    await page.getByRole("button", { name: text.createAccount }).click();
    await expect(page).toHaveURL(/\/account/, slow);

    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Links ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/, slow);
    await waitForHydration(page);
    await page.getByRole("button", { name: text.addPerson }).click();
    await page.getByLabel(text.fullName).fill("Mina Member");
    await page.getByLabel(text.email, { exact: true }).fill(`mina-${locale}@example.com`);
    await page.getByRole("button", { name: text.add, exact: true }).click();
    const card = page.getByTestId("member-card");
    await expect(card).toHaveCount(1, slow);

    const emailLink = card.getByRole("button", { name: new RegExp(`^${text.emailLink}`) });
    await emailLink.click();
    await expect(card.getByTestId("link-status")).toContainText(text.nextMail, slow);
    await expect(emailLink).toBeDisabled();

    await page.getByRole("button", { name: text.sendAll }).click();
    await expect(page.getByRole("status").filter({ hasText: text.held })).toBeVisible(slow);
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`team-link-mail-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
