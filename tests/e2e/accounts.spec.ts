import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "@playwright/test";
import { freePort } from "../support/free-port.ts";
import { startTestIssuer, type TestIssuer } from "../support/oidc-issuer.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Accounts in a real browser (docs/product.md#storage, #accounts): a dedicated server per file, sending its mail
// to a real SMTP server on loopback and signing in with Google through a local OpenID
// Connect provider, so every link and redirect is the production path.

const TEXT = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    termsRequired: "Accept the terms of use to create an account.",
    showPassword: "Show password",
    createAccount: "Create my account",
    signIn: "Sign in",
    notVerified: "Your email address is not verified yet.",
    verified: "Your email address is verified.",
    fullName: "Full name",
    jobTitle: "Job title",
    inAccount: "Saved in your account",
    savedInAccount: "Saved in your account.",
    inBrowser: "Saved in this browser",
    signOut: "Sign out of this browser",
    signedOut: "You are signed out.",
    forgot: "Forgot your password?",
    forgotHeading: "Reset your password",
    sendLink: "Send the link",
    resetSent: /a link to choose a new password is on its way/,
    newPassword: "New password",
    newPasswordAgain: "New password, again",
    saveNewPassword: "Save my new password",
    passwordChangedByReset: "Your password has been changed. You can sign in with it now.",
    currentPassword: "Current password",
    changePassword: "Change my password",
    passwordChanged: /Your password has been changed\. Your other browsers/,
    invalidCredentials: "Invalid email or password",
    google: "Continue with Google",
    deleteOpen: "Delete my account…",
    deleteTitle: "Delete your account?",
    deleteConfirm: "Your email address",
    deletePassword: "Your password",
    deleteSubmit: "Delete my account",
    deleted: "Your account and its signatures have been deleted.",
    offline: /Your account can’t be reached right now/,
    export: "Download my data",
    executive: "Executive",
    finish: "Finish",
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    termsRequired: "Acceptez les conditions d’utilisation pour créer un compte.",
    showPassword: "Afficher le mot de passe",
    createAccount: "Créer mon compte",
    signIn: "Se connecter",
    notVerified: "Votre adresse e-mail n’est pas encore vérifiée.",
    verified: "Votre adresse e-mail est vérifiée.",
    fullName: "Nom complet",
    jobTitle: "Poste",
    inAccount: "Enregistrée dans votre compte",
    savedInAccount: "Enregistrée dans votre compte.",
    inBrowser: "Enregistrée dans ce navigateur",
    signOut: "Me déconnecter de ce navigateur",
    signedOut: "Vous êtes déconnecté.",
    forgot: "Mot de passe oublié ?",
    forgotHeading: "Réinitialiser votre mot de passe",
    sendLink: "Envoyer le lien",
    resetSent: /un lien pour choisir un nouveau mot de passe vient de partir/,
    newPassword: "Nouveau mot de passe",
    newPasswordAgain: "Nouveau mot de passe, à nouveau",
    saveNewPassword: "Enregistrer mon nouveau mot de passe",
    passwordChangedByReset:
      "Votre mot de passe a été changé. Vous pouvez maintenant l’utiliser pour vous connecter.",
    currentPassword: "Mot de passe actuel",
    changePassword: "Changer mon mot de passe",
    passwordChanged: /Votre mot de passe a été changé\. Vos autres navigateurs/,
    invalidCredentials: "E-mail ou mot de passe incorrect",
    google: "Continuer avec Google",
    deleteOpen: "Supprimer mon compte…",
    deleteTitle: "Supprimer votre compte ?",
    deleteConfirm: "Votre adresse e-mail",
    deletePassword: "Votre mot de passe",
    deleteSubmit: "Supprimer mon compte",
    deleted: "Votre compte et ses signatures ont été supprimés.",
    offline: /Votre compte est injoignable pour le moment/,
    export: "Télécharger mes données",
    executive: "Direction",
    finish: "Terminer",
  },
} as const;
type Locale = keyof typeof TEXT;

const GOOGLE_EMAIL = "google.person@example.com";
let smtp: SmtpSink;
let issuer: TestIssuer;
let server: RunningServer;
let app: string;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  const port = await freePort();
  app = `http://localhost:${port}`;
  issuer = await startTestIssuer({
    clientId: "paraph-e2e",
    clientSecret: "e2e-secret",
    redirectUri: `${app}/api/auth/callback/google`,
    defaultEmail: GOOGLE_EMAIL,
  });
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: app,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    GOOGLE_CLIENT_ID: "paraph-e2e",
    GOOGLE_CLIENT_SECRET: "e2e-secret",
    GOOGLE_DISCOVERY_URL: issuer.discoveryUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await issuer?.close();
  await smtp?.close();
});

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;
const PASSWORD = "correct horse battery";

/** The first link of the last mail to `to` whose text matches `pattern`. */
async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  const mail = await smtp.waitFor(to, (m) => pattern.test(m.text), 10_000);
  const link = mail.text.match(pattern)?.[0];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return link;
}

async function signUp(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/signup`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
  await expect(page).toHaveURL(`${app}${text.prefix}/account`);
}

async function signIn(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/login`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: text.signIn }).click();
}

async function makeSignature(page: Page, locale: Locale, fullName: string) {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/app`);
  await page.getByLabel(text.fullName, { exact: true }).fill(fullName);
}

async function newPage(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ locale: locale === "fr" ? "fr-FR" : "en-US" });
  return { context, page: await context.newPage() };
}

const storedList = (page: Page) => page.evaluate(() => localStorage.getItem("userSignatures"));

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`sign up, verify by the mailed link, save a signature, sign out, find it in another browser (${locale})`, async ({
    page,
    browser,
  }) => {
    const email = newEmail(`journey-${locale}`);
    await signUp(page, locale, email);
    await expect(page.getByText(text.notVerified)).toBeVisible();

    await page.goto(await mailedLink(email, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/));
    await expect(page).toHaveURL(`${app}${text.prefix}/account`);
    await expect(page.getByText(text.verified)).toBeVisible();

    await makeSignature(page, locale, "Ada Cloud");
    // Saved locally first, then uploaded: the page follows the signature's cloud id.
    await expect(page.getByText(text.savedInAccount)).toBeVisible();
    await expect(page).toHaveURL(/\?id=(?!local-)/);

    await page.goto(`${app}${text.prefix}/account`);
    await page.getByRole("button", { name: text.signOut }).click();
    await expect(page.getByText(text.signedOut)).toBeVisible();
    // the sign-in page's script sets aside what the account left here (app/islands/set-aside.ts)
    // and then says the page is live: the server's message can show before it has run
    await waitForHydration(page);
    expect(await storedList(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await page.goto(`${app}${text.prefix}/my-signatures`);
    await expect(page.getByText("Ada Cloud")).toHaveCount(0);

    const elsewhere = await newPage(browser, locale);
    await signIn(elsewhere.page, locale, email);
    await expect(elsewhere.page).toHaveURL(`${app}${text.prefix}/account`);
    await elsewhere.page.goto(`${app}${text.prefix}/my-signatures`);
    await expect(elsewhere.page.getByRole("link", { name: "Ada Cloud" })).toBeVisible();
    await expect(elsewhere.page.getByText(text.inAccount)).toBeVisible();
    await elsewhere.context.close();
  });

  test(`signatures made before signing up are carried into the new account (${locale})`, async ({
    page,
    browser,
  }) => {
    await makeSignature(page, locale, "Anonymous Author");
    await expect(page).toHaveURL(/\?id=local-/);
    const email = newEmail(`carried-${locale}`);
    await signUp(page, locale, email);
    await page.goto(`${app}${text.prefix}/my-signatures`);
    await expect(page.getByText(text.inAccount)).toBeVisible();
    const list = JSON.parse((await storedList(page)) ?? "[]") as Array<{ id: string }>;
    expect(list).toHaveLength(1);
    expect(list[0]?.id).not.toMatch(/^local-/);

    const elsewhere = await newPage(browser, locale);
    await signIn(elsewhere.page, locale, email);
    await expect(elsewhere.page).toHaveURL(`${app}${text.prefix}/account`);
    await elsewhere.page.goto(`${app}${text.prefix}/my-signatures`);
    await expect(elsewhere.page.getByRole("link", { name: "Anonymous Author" })).toBeVisible();
    await elsewhere.context.close();
  });

  test(`a Pro template tried in the editor reaches the account only when finished (${locale})`, async ({
    page,
  }) => {
    await signUp(page, locale, newEmail(`trial-${locale}`));
    await makeSignature(page, locale, "Cloud Trial");
    await expect(page.getByText(text.savedInAccount)).toBeVisible();
    await expect(page).toHaveURL(/\?id=(?!local-)/);
    const id = new URL(page.url()).searchParams.get("id")!;
    const cloud = async () =>
      (await (await page.request.get(`${app}/api/v1/signatures/${id}`)).json()) as {
        template: string;
        jobTitle: string;
      };
    const freeTemplateLeft = async () =>
      ((await (await page.request.get(`${app}/api/v1/me`)).json()) as { hasFreeTemplate: boolean })
        .hasFreeTemplate;

    // Trying a Pro template while editing: the other fields reach the account, the trial not.
    await page.getByRole("radio", { name: new RegExp(`^${text.executive}`) }).check();
    await page.getByLabel(text.jobTitle, { exact: true }).fill("Trying");
    await expect.poll(async () => (await cloud()).jobTitle).toBe("Trying");
    expect((await cloud()).template).toBe("basic");
    expect(await freeTemplateLeft()).toBe(true);

    // Finish saves it: the account spends its free Pro template on this signature.
    await page.getByRole("button", { name: text.finish }).click();
    await expect(page).toHaveURL(new RegExp(`/my-signature\\?id=${id}`));
    await expect.poll(async () => (await cloud()).template).toBe("executive");
    expect(await freeTemplateLeft()).toBe(false);
  });

  test(`reset a forgotten password by mail (${locale})`, async ({ page, context }) => {
    const email = newEmail(`reset-${locale}`);
    await signUp(page, locale, email, "first password");
    await context.clearCookies();
    await page.goto(`${app}${text.prefix}/login`);
    // the address typed to sign in goes with the link
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole("link", { name: text.forgot }).click();
    await expect(page.getByRole("region").getByLabel(text.email, { exact: true })).toHaveValue(
      email,
    );
    await page.getByRole("button", { name: text.sendLink }).click();
    await expect(page.getByText(text.resetSent)).toBeVisible();

    const link = await mailedLink(email, /http:\/\/\S+\/reset-password\?token=\S+/);
    expect(link).toContain(`${app}${text.prefix}/reset-password?token=`);
    await page.goto(link);
    await page.getByLabel(text.newPassword, { exact: true }).fill("second password");
    await page.getByLabel(text.newPasswordAgain, { exact: true }).fill("second password");
    await page.getByRole("button", { name: text.saveNewPassword }).click();
    await expect(page.getByText(text.passwordChangedByReset)).toBeVisible();

    await signIn(page, locale, email, "first password");
    await expect(page.getByRole("alert")).toHaveText(text.invalidCredentials);
    await signIn(page, locale, email, "second password");
    await expect(page).toHaveURL(`${app}${text.prefix}/account`);
  });

  test(`sign up and sign in with JavaScript turned off (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: locale === "fr" ? "fr-FR" : "en-US",
    });
    const page = await context.newPage();
    const email = newEmail(`nojs-${locale}`);
    await page.goto(`${app}${text.prefix}/signup`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: text.createAccount }).click();
    // the terms not accepted: the page says so, the address kept
    await expect(page.getByText(text.termsRequired)).toBeVisible();
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(text.terms).check();
    await page.getByRole("button", { name: text.createAccount }).click();
    await expect(page).toHaveURL(`${app}${text.prefix}/account`);
    await context.clearCookies();

    await page.goto(`${app}${text.prefix}/login`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill("not the password");
    await page.locator("form").getByRole("button", { name: text.signIn }).click();
    await expect(page.getByRole("alert")).toHaveText(text.invalidCredentials);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.locator("form").getByRole("button", { name: text.signIn }).click();
    await expect(page).toHaveURL(`${app}${text.prefix}/account`);
    await context.close();
  });

  test(`the sign-in page's script: show the password, focus on what went wrong (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${app}${text.prefix}/login`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const password = page.getByLabel(text.password, { exact: true });
    await password.fill("secret words");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: text.showPassword }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: text.showPassword })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // nothing typed in the address: the field is marked and takes the focus
    await page.locator("form").getByRole("button", { name: text.signIn }).click();
    await expect(page.getByLabel(text.email, { exact: true })).toBeFocused();
    await expect(page.getByLabel(text.email, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByLabel(text.email, { exact: true }).fill("nobody@example.com");
    await page.getByLabel(text.password, { exact: true }).fill("not the password");
    await page.locator("form").getByRole("button", { name: text.signIn }).click();
    await expect(page.getByRole("alert")).toBeFocused();
  });

  test(`change the password on the account page (${locale})`, async ({ page, context }) => {
    const email = newEmail(`change-${locale}`);
    await signUp(page, locale, email, "old password");
    await page.getByLabel(text.currentPassword, { exact: true }).fill("old password");
    await page.getByLabel(text.newPassword, { exact: true }).fill("new password");
    await page.getByRole("button", { name: text.changePassword }).click();
    await expect(page.getByText(text.passwordChanged)).toBeVisible();

    await context.clearCookies();
    await signIn(page, locale, email, "old password");
    await expect(page.getByRole("alert")).toHaveText(text.invalidCredentials);
    await signIn(page, locale, email, "new password");
    await expect(page).toHaveURL(`${app}${text.prefix}/account`);
  });
}

// One Google test user for both locales: the two runs must not create it at the same time.
test.describe("Google sign-in", () => {
  test.describe.configure({ mode: "serial" });
  for (const locale of ["en", "fr"] as const) {
    test(`sign in with Google through the OpenID Connect provider (${locale})`, async ({
      page,
    }) => {
      const text = TEXT[locale];
      await page.goto(`${app}${text.prefix}/login`);
      await page.getByRole("button", { name: text.google }).click();
      await expect(page).toHaveURL(`${app}${text.prefix}/account`);
      await expect(page.getByText(GOOGLE_EMAIL).first()).toBeVisible();
      await expect(page.getByText(text.verified)).toBeVisible();
      // A Google-only account has no password to change; a reset link can give it one.
      await expect(page.getByLabel(text.currentPassword, { exact: true })).toHaveCount(0);
    });
  }
});

for (const locale of ["en", "fr"] as const) {
  test(`delete the account: its data is gone, here and on the server (${locale})`, async ({
    page,
  }) => {
    const text = TEXT[locale];
    const email = newEmail(`delete-${locale}`);
    await signUp(page, locale, email);
    await makeSignature(page, locale, "Soon Deleted");
    await expect(page.getByText(text.savedInAccount)).toBeVisible();

    await page.goto(`${app}${text.prefix}/account`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: text.export }).click();
    const exported = JSON.parse(readFileSync((await (await downloading).path()) ?? "", "utf8"));
    expect(exported.user.email).toBe(email);
    expect(exported.signatures.map((s: { fullName: string }) => s.fullName)).toEqual([
      "Soon Deleted",
    ]);
    const userId: string = exported.user.id;

    await page.getByRole("link", { name: text.deleteOpen }).click();
    // the confirmation opens in place, its heading focused
    await expect(page.getByRole("heading", { name: text.deleteTitle })).toBeFocused();
    await page.getByLabel(text.deleteConfirm).fill(email);
    await page.getByLabel(text.deletePassword, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: text.deleteSubmit }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    expect(await storedList(page)).toBeNull();

    const db = new DatabaseSync(path.join(server.dataDir, "app.db"), { readOnly: true });
    try {
      const users = db.prepare('SELECT count(*) AS n FROM "user" WHERE email = ?').get(email);
      const signatures = db
        .prepare("SELECT count(*) AS n FROM signature WHERE user_id = ?")
        .get(userId);
      const sessions = db.prepare("SELECT count(*) AS n FROM session WHERE userId = ?").get(userId);
      expect([users?.n, signatures?.n, sessions?.n]).toEqual([0, 0, 0]);
    } finally {
      db.close();
    }
    await signIn(page, locale, email);
    await expect(page.getByRole("alert")).toHaveText(text.invalidCredentials);
  });
}

test("when the account can't be reached, the browser's copy is shown with a notice (en)", async ({
  page,
}) => {
  const text = TEXT.en;
  await signUp(page, "en", newEmail("offline"));
  await makeSignature(page, "en", "Kept Offline");
  await expect(page.getByText(text.savedInAccount)).toBeVisible();
  await page.route("**/api/v1/signatures**", (route) => route.abort("internetdisconnected"));
  await page.goto(`${app}/my-signatures`);
  await expect(page.getByText(text.offline)).toBeVisible();
  await expect(page.getByRole("link", { name: "Kept Offline" })).toBeVisible();
});

test("changes made offline are queued and sent when the connection comes back (en)", async ({
  page,
  context,
  browser,
}) => {
  const text = TEXT.en;
  const email = newEmail("queue");
  await signUp(page, "en", email);
  await makeSignature(page, "en", "Queued Edit");
  await expect(page.getByText(text.savedInAccount)).toBeVisible();
  await expect(page).toHaveURL(/\?id=(?!local-)/);

  const id = new URL(page.url()).searchParams.get("id")!;

  await context.setOffline(true);
  await page.getByLabel(text.jobTitle, { exact: true }).fill("Edited offline");
  // The edit is kept in this browser, and its upload waits in the queue.
  await expect.poll(() => storedList(page)).toContain("Edited offline");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("cloudSyncQueue") ?? ""))
    .toContain(id);
  await context.setOffline(false);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem("cloudSyncQueue") ?? "[]").length),
    )
    .toBe(0);

  const elsewhere = await newPage(browser, "en");
  await signIn(elsewhere.page, "en", email);
  await expect(elsewhere.page).toHaveURL(`${app}/account`);
  await elsewhere.page.goto(`${app}/my-signatures`);
  await expect(elsewhere.page.getByText("Edited offline").first()).toBeVisible();
  await elsewhere.context.close();
});

test("a Free account keeps 3 signatures in the cloud; the 4th stays in this browser (en)", async ({
  page,
}) => {
  const text = TEXT.en;
  await signUp(page, "en", newEmail("limit"));
  for (const name of ["One", "Two", "Three"]) {
    await makeSignature(page, "en", name);
    await expect(page.getByText(text.savedInAccount)).toBeVisible();
  }
  await makeSignature(page, "en", "Four");
  await expect(page.getByText(/Free accounts can keep up to 3 signatures/)).toContainText(
    "This signature stays in this browser.",
  );
  await expect(page).toHaveURL(/\?id=local-/);
  await page.goto(`${app}/my-signatures`);
  const four = page.getByRole("listitem").filter({ hasText: "Four" });
  await expect(four.getByText(text.inBrowser)).toBeVisible();
  await expect(page.getByText(text.inAccount)).toHaveCount(3);
});

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];
  test(`account pages have no accessibility violations (${locale})`, async ({ page }) => {
    for (const pathname of ["/signup", "/login", "/reset-password?token=abc"]) {
      await page.goto(`${app}${text.prefix}${pathname}`);
      await expectAccessible(page);
    }
    await page.goto(`${app}${text.prefix}/login`);
    await page.getByRole("link", { name: text.forgot }).click();
    await expect(page.getByRole("heading", { name: text.forgotHeading })).toBeFocused();
    await expectAccessible(page);
    await signUp(page, locale, newEmail(`axe-${locale}`));
    await expectAccessible(page);
    await page.getByRole("link", { name: text.deleteOpen }).click();
    await waitForHydration(page);
    await expectAccessible(page);
  });
}
