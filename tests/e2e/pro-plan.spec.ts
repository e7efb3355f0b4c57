import type { Page } from "@playwright/test";
import { freePort } from "../support/free-port.ts";
import { startServer } from "../support/server.ts";
import { type StripeApp, startAppWithStripe, stopAppWithStripe } from "../support/stripe-app.ts";
import type { FakeStripe } from "../support/stripe-server.ts";
import {
  expect,
  expectAccessible,
  reachLaterSections,
  test,
  waitForHydration,
} from "./fixtures.ts";

// Buying Pro in a real browser (issue 10): a server of its own whose Stripe is the test
// support's Stripe server (the SDK pointed at it, webhooks signed with the SDK's helper), with
// its hosted checkout page and its Pay button.

const TEXT = {
  en: {
    prefix: "",
    signInToUpgrade: "Sign in to upgrade",
    upgrade: "Upgrade to Pro",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    pay: "Pay",
    cancel: "Cancel",
    welcome: /Welcome to Pro/,
    notPro: "This payment isn’t a purchase of Pro, so your plan hasn’t changed.",
    cancelled: "Payment cancelled. Nothing was charged and your plan hasn’t changed.",
    credit: /Show the “Created with Paraph” line/,
    executive: /^Executive/,
    trial: "Trying a Pro template — not saved.",
    youArePro: /You have Pro/,
    price: "€29",
  },
  fr: {
    prefix: "/fr",
    signInToUpgrade: "Se connecter pour passer à Pro",
    upgrade: "Passer à Pro",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    pay: "Payer",
    cancel: "Annuler",
    welcome: /Bienvenue dans Pro/,
    notPro: "Ce paiement n’est pas un achat de Pro\u202f: votre offre n’a pas changé.",
    cancelled: "Paiement annulé. Rien n’a été débité et votre offre n’a pas changé.",
    credit: /Afficher la mention « Créée avec Paraph »/,
    executive: /^Direction/,
    trial: "Essai d’un modèle Pro — non enregistré.",
    youArePro: /Vous avez Pro/,
    price: /29\s€/,
  },
} as const;

let running: StripeApp;
let stripe: FakeStripe;
let app: string;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  running = await startAppWithStripe({
    host: "localhost",
    // the same Stripe account sells something else too
    prices: [
      { id: "price_pro", unit_amount: 2900, currency: "eur" },
      { id: "price_tip", unit_amount: 1, currency: "eur" },
    ],
  });
  ({ stripe, url: app } = running);
});

test.afterAll(() => stopAppWithStripe(running));

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;

async function signUpFromPricing(page: Page, locale: "en" | "fr", email: string) {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/pricing`);
  await page.getByRole("button", { name: text.signInToUpgrade }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/signup\\?next=`));
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill("correct horse battery");
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
}

const isPaidOnServer = async (page: Page) =>
  ((await (await page.request.get(`${app}/api/v1/me`)).json()) as { isPaid: boolean }).isPaid;

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a free user buys Pro and the editor unlocks it, in every tab (${locale})`, async ({
    page,
    context,
  }) => {
    await signUpFromPricing(page, locale, newEmail(`buy-${locale}`));
    // signed up: straight on to Stripe's page, in the page's language
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // A second tab with the editor, still on the Free plan.
    const other = await context.newPage();
    await other.goto(`${app}${text.prefix}/app`);
    await waitForHydration(other);
    await reachLaterSections(other);
    const otherCredit = other.getByRole("checkbox", { name: text.credit });
    await expect(otherCredit).toBeDisabled();

    await page.getByRole("button", { name: text.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/success\\?session_id=cs_test_`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.welcome);
    await expectAccessible(page);
    expect(await isPaidOnServer(page)).toBe(true);

    // The other tab follows without a reload.
    await expect(otherCredit).toBeEnabled();
    await otherCredit.uncheck();
    await expect(otherCredit).not.toBeChecked();

    // The editor: a Pro template is the user's, not a trial; the credit line is optional.
    await page.goto(`${app}${text.prefix}/app`);
    await waitForHydration(page);
    await page.getByRole("radio", { name: text.executive }).check();
    await expect(page.getByText(text.trial)).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: text.credit })).toBeEnabled();

    // Pricing now says so.
    await page.goto(`${app}${text.prefix}/pricing`);
    await expect(page.getByText(text.youArePro)).toBeVisible();
    await expect(page.getByRole("button", { name: text.upgrade })).toHaveCount(0);
  });

  test(`cancelling at checkout returns to pricing with nothing changed (${locale})`, async ({
    page,
  }) => {
    await signUpFromPricing(page, locale, newEmail(`cancel-${locale}`));
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/`));
    await page.getByRole("link", { name: text.cancel }).click();
    await expect(page).toHaveURL(`${app}${text.prefix}/pricing?checkout=cancelled`);
    await expect(page.getByRole("status")).toHaveText(text.cancelled);
    await expect(page.getByRole("button", { name: text.upgrade })).toBeVisible();
    expect(await isPaidOnServer(page)).toBe(false);
    await expectAccessible(page);
  });

  test(`paying for something else on the same Stripe account grants nothing (${locale})`, async ({
    page,
  }, testInfo) => {
    await signUpFromPricing(page, locale, newEmail(`tip-${locale}`));
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const { uid } = (await (await page.request.get(`${app}/api/v1/me`)).json()) as { uid: string };
    // a one-cent Payment Link of the same account, opened with this account's id
    const tip = stripe.createSession({
      mode: "payment",
      line_items: [{ price: "price_tip", quantity: "1" }],
      client_reference_id: uid,
      locale,
      success_url: `${app}${text.prefix}/success?session_id={CHECKOUT_SESSION_ID}`,
    });
    await page.goto(tip.url ?? "");
    await page.getByRole("button", { name: text.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/success\\?session_id=${tip.id}`));
    await expect(page.getByRole("alert")).toHaveText(text.notPro);
    expect(await isPaidOnServer(page)).toBe(false);
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: testInfo.outputPath(`success-not-pro-${locale}-${width}.png`),
      });
    }
  });

  test(`the pricing page shows the Stripe price and is accessible (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${app}${text.prefix}/pricing`);
    await expect(page.getByTestId("pro-price")).toHaveText(text.price);
    await expectAccessible(page);
    // a phone's width: nothing scrolls sideways
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test("a refund takes Pro away, and the browser sees it when the page comes back into view", async ({
  page,
}) => {
  await page.clock.install();
  await signUpFromPricing(page, "en", newEmail("refund"));
  await page.getByRole("button", { name: TEXT.en.pay }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.en.welcome);
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  await page.goto(`${app}/app`);
  await waitForHydration(page);
  await reachLaterSections(page);
  const credit = page.getByRole("checkbox", { name: TEXT.en.credit });
  await expect(credit).toBeEnabled();

  await stripe.refund(sessionId);
  expect(await isPaidOnServer(page)).toBe(false);
  await page.clock.fastForward("00:30");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(credit).toBeDisabled();
  await expect(credit).toBeChecked();
});

test("a private instance (PRO_FOR_EVERYONE) has no paywall, even signed out (fr)", async ({
  page,
}) => {
  const port = await freePort();
  const open = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    PRO_FOR_EVERYONE: "true",
  });
  try {
    await page.goto(`${open.url.replace("127.0.0.1", "localhost")}/fr/app`);
    await waitForHydration(page);
    await reachLaterSections(page);
    await expect(page.getByRole("checkbox", { name: TEXT.fr.credit })).toBeEnabled();
    await page.getByRole("radio", { name: TEXT.fr.executive }).check();
    await expect(page.getByText(TEXT.fr.trial)).toHaveCount(0);
    await page.goto(`${open.url.replace("127.0.0.1", "localhost")}/fr/pricing`);
    await expect(page.getByText(/tout le monde a toutes les fonctions Pro/)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await open.stop();
  }
});
