import type { Page } from "@playwright/test";
import { type StripeApp, startAppWithStripe, stopAppWithStripe } from "../support/stripe-app.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// API keys and the API's documentation in a real browser (issue 11): a Pro account (bought
// through the test support's Stripe server) creates a key on /account, copies it, a script
// uses it, and the key is revoked; /api reads at phone and desktop widths.

const TEXT = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    pay: "Pay",
    keyName: "Name of the new key",
    nameMissing: "Give the key a name.",
    create: "Create a key",
    copy: "Copy the key",
    copied: "Copied.",
    revoke: (label: string) => `Revoke the key “${label}”`,
    revoked: (label: string) => `The key “${label}” is revoked: it no longer works.`,
    neverUsed: "never used",
    lastUsed: /last used/,
    heading: "The Paraph API",
    batch: "Render many people at once",
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    pay: "Payer",
    keyName: "Nom de la nouvelle clé",
    nameMissing: "Donnez un nom à la clé.",
    create: "Créer une clé",
    copy: "Copier la clé",
    copied: "Copiée.",
    revoke: (label: string) => `Révoquer la clé « ${label} »`,
    revoked: (label: string) => `La clé « ${label} » est révoquée : elle ne fonctionne plus.`,
    neverUsed: "jamais utilisée",
    lastUsed: /utilisée le/,
    heading: "L’API de Paraph",
    batch: "Générer pour plusieurs personnes",
  },
} as const;

let running: StripeApp;
let app: string;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  running = await startAppWithStripe({ host: "localhost" });
  app = running.url;
});

test.afterAll(() => stopAppWithStripe(running));

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;
// French typography: the messages use a narrow no-break space before : ; ! ? and inside « »
const typeset = (text: string) => text.replace(/ ([:;!?»])/g, "\u202f$1").replace(/« /g, "«\u202f");

async function proAccount(page: Page, locale: "en" | "fr") {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/pricing`);
  await page.locator("form[method=post] button").click();
  await page.getByLabel(text.email, { exact: true }).fill(newEmail(`keys-${locale}`));
  await page.getByLabel(text.password, { exact: true }).fill("correct horse battery");
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
  await page.getByRole("button", { name: text.pay }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a Pro account creates a key, copies it, uses it and revokes it (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app });
    await proAccount(page, locale);
    await page.goto(`${app}${text.prefix}/account`);
    await waitForHydration(page);
    // No name: the answer says so under the name input, which takes focus.
    const keyName = page.getByLabel(text.keyName);
    await page.getByRole("button", { name: text.create }).click();
    await expect(keyName).toHaveAccessibleDescription(text.nameMissing);
    await expect(keyName).toHaveAttribute("aria-invalid", "true");
    await expect(keyName).toBeFocused();
    await expectAccessible(page);
    await keyName.fill("CI build");
    await page.getByRole("button", { name: text.create }).click();
    const secret = (await page.getByTestId("api-key-secret").textContent()) ?? "";
    expect(secret).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    // the secret has the focus (and is scrolled to), on the page the form was redirected to
    await expect(page.getByTestId("api-key-secret")).toBeFocused();
    await expect(page.getByTestId("api-key-secret")).toBeInViewport();
    await page.getByRole("button", { name: text.copy }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(page.getByText(text.neverUsed)).toBeVisible();
    await expectAccessible(page);

    // A script with the key: no cookie, no Origin.
    const call = () =>
      fetch(`${app}/api/v1/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await call()).status).toBe(200);
    // a reload asks for the page again, sends no form: one key, its secret not shown again
    await page.reload();
    await expect(page.getByText(text.lastUsed)).toBeVisible();
    await expect(page.getByTestId("api-key-secret")).toHaveCount(0);
    await expect(page.getByRole("button", { name: text.revoke("CI build") })).toHaveCount(1);

    await waitForHydration(page);
    await page.getByRole("button", { name: text.revoke("CI build") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: typeset(text.revoked("CI build")) }),
    ).toBeVisible();
    expect((await call()).status).toBe(401);
  });

  test(`the API page documents every call, reads at phone and desktop widths (${locale})`, async ({
    page,
  }) => {
    // axe reads the whole reference (every operation and schema) at two widths
    test.slow(); // a long journey
    await page.goto(`${app}${text.prefix}/api`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(typeset(text.heading));
    await page.getByRole("link", { name: text.batch }).first().click();
    await expect(page).toHaveURL(/#op-renderBatch$/);
    await expect(page.locator("#op-renderBatch")).toContainText("curl -X POST");
    const download = await page.request.get(`${app}/api/openapi.json`);
    expect((await download.json()).openapi).toBe("3.1.0");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
}
