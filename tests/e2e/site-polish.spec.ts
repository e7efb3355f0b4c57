import sharp from "sharp";
import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";

// Issue 9, the site's part: messages in the page's language whatever the cookie says, the
// name typed on the home page carried into the editor, the phone menu, deleting from "My
// signatures" with a dialog and undo, aligned page content, blog cards with images.

const WIDTHS = [1280, 375] as const;

const TEXT = {
  en: {
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    invalidCredentials: "Invalid email or password",
    choosePhoto: "Choose a photo",
    corruptPhoto: "This image is damaged or incomplete. Export it again or choose another photo.",
  },
  fr: {
    email: "E-mail",
    password: "Mot de passe",
    signIn: "Se connecter",
    invalidCredentials: "E-mail ou mot de passe incorrect",
    choosePhoto: "Choisir une photo",
    corruptPhoto:
      "Cette image est endommagée ou incomplète. Exportez-la de nouveau ou choisissez une autre photo.",
  },
} as const;

const other = (locale: "en" | "fr") => (locale === "en" ? "fr" : "en");

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];

  test.describe(`messages in the page's language (${locale} page, ${other(locale)} cookie)`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "locale", value: other(locale), url: baseURL! }]);
    });

    test("a wrong password on the sign-in page", async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await waitForHydration(page);
      await page.getByLabel(text.email, { exact: true }).fill("nobody@example.com");
      await page.getByLabel(text.password, { exact: true }).fill("not the password");
      await page.locator("form").getByRole("button", { name: text.signIn }).click();
      await expect(page.locator("#login-error")).toHaveText(text.invalidCredentials);
    });

    test("a damaged photo in the editor", async ({ page }) => {
      await page.goto(`${prefix}/app`);
      await waitForHydration(page);
      const jpeg = await sharp({
        create: { width: 200, height: 200, channels: 3, background: "#3730a3" },
      })
        .jpeg()
        .toBuffer();
      await page.getByLabel(text.choosePhoto, { exact: true }).setInputFiles({
        name: "damaged.jpg",
        mimeType: "image/jpeg",
        buffer: jpeg.subarray(0, Math.floor(jpeg.length * 0.3)),
      });
      await expect(page.locator("#photo-upload-error")).toHaveText(text.corruptPhoto);
    });
  });
}
