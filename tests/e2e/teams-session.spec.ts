import { makePro, registerAccount } from "../support/accounts.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";
import { expect, LOCALES, test, waitForHydration } from "./fixtures.ts";

// The teams page is a React island whose forms are sent in place (ADR 037, decision 12). Its
// session can end in another tab: the next form then leads to the sign-in page, and signing
// in comes back to the teams, not to the route the island talks to.

const TEXT = {
  en: {
    teamName: "Team name",
    create: "Create the team",
    rename: "Rename",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
  },
  fr: {
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    rename: "Renommer",
    email: "E-mail",
    password: "Mot de passe",
    signIn: "Se connecter",
  },
} as const;

for (const { locale, prefix } of LOCALES) {
  test(`a team's form after a sign-out in another tab leads to sign in, then back to the teams (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const text = TEXT[locale];
    const base = baseURL!;
    const account = await registerAccount(base, base, `teams-tabs-${locale}`);
    await makePro(`file:${process.env.E2E_DATA_DIR}/app.db`, [account.userId]);
    const context = await browser.newContext();
    await context.addCookies(
      account.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill("Two Tabs");
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);

    // the other tab signs out (the same browser: the same cookies)
    const other = await context.newPage();
    await other.goto(`${prefix}/account`);
    const signedOut = await other.request.post(`${prefix}/account`, {
      form: { intent: "signOut", everywhere: "0", keep: "1" },
      headers: { origin: base },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);

    await page.getByLabel(text.teamName).fill("Renamed");
    await page.getByRole("button", { name: text.rename }).click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/login\\?next=${encodeURIComponent(`${prefix}/teams`)}$`),
    );
    await page.getByLabel(text.email, { exact: true }).fill(account.email);
    await page.getByLabel(text.password, { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: text.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/teams$`));
    await waitForHydration(page);
    // nothing was changed while signed out
    await expect(page.getByRole("link", { name: /Two Tabs/ })).toBeVisible();
    await context.close();
  });
}
