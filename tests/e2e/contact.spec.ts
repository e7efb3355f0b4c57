import { DatabaseSync } from "node:sqlite";
import { type RunningServer, startServer } from "../support/server.ts";
import { expect, expectAccessible, LOCALES, test } from "./fixtures.ts";

const TEXT = {
  en: {
    heading: "Contact us",
    name: "Your name",
    email: "Your email address",
    subject: "Subject",
    message: "Message",
    send: "Send message",
    summary: "Please correct the following",
    emailError: "Enter a valid email address, like jane@example.com.",
    subjectError: "Enter a subject.",
    messageError: "Your message must be at least 10 characters long.",
    sent: "Thank you, your message has been sent.",
    limited: "You have sent several messages in a short time. Please wait 60 minutes",
  },
  fr: {
    heading: "Nous contacter",
    name: "Votre nom",
    email: "Votre adresse e-mail",
    subject: "Objet",
    message: "Message",
    send: "Envoyer le message",
    summary: "Merci de corriger les points suivants",
    emailError: "Saisissez une adresse e-mail valide, par exemple jeanne@exemple.fr.",
    subjectError: "Indiquez l’objet de votre message.",
    messageError: "Votre message doit comporter au moins 10\u00a0caractères.",
    sent: "Merci, votre message a bien été envoyé.",
    limited: "Vous avez envoyé plusieurs messages en peu de temps. Patientez 60\u00a0minutes",
  },
} as const;

function storedSubjects(): string[] {
  const database = new DatabaseSync(`${process.env.E2E_DATA_DIR}/app.db`, { readOnly: true });
  const rows = database.prepare("select subject from contact_message").all() as Array<{
    subject: string;
  }>;
  database.close();
  return rows.map((row) => row.subject);
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];

  test.describe(`contact (${locale})`, () => {
    test("bad input shows field errors in the page's language and keeps what was typed", async ({
      page,
    }) => {
      await page.goto(`${prefix}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
      await expectAccessible(page);
      await page.getByLabel(text.name).fill("Zoë Ærø");
      await page.getByLabel(text.email).fill("zoe@");
      await page.getByLabel(text.message, { exact: true }).fill("Hi there");
      await page.getByRole("button", { name: text.send }).click();

      const summary = page.getByRole("heading", { name: text.summary });
      await expect(summary).toBeVisible();
      // focus moves to the summary, so that it is read first
      await expect(page.locator(":focus")).toContainText(text.summary);
      await expect(page.getByLabel(text.email)).toHaveAccessibleDescription(
        new RegExp(text.emailError.replaceAll(".", "\\.")),
      );
      await expect(page.getByLabel(text.email)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(text.subjectError)).toHaveCount(2); // summary + field
      await expect(page.getByText(text.messageError)).toHaveCount(2);
      await expect(page.getByLabel(text.name)).toHaveValue("Zoë Ærø");
      await expect(page.getByLabel(text.email)).toHaveValue("zoe@");
      await expect(page.getByLabel(text.message, { exact: true })).toHaveValue("Hi there");
      await expectAccessible(page);

      // a summary link takes the visitor to the field
      await page.getByRole("link", { name: text.subjectError }).click();
      await expect(page).toHaveURL(/#contact-subject$/);
    });

    test("a good message shows the confirmation, empties the form and is stored", async ({
      page,
    }) => {
      const subject = `E2E ${locale} ${Date.now()}`;
      await page.goto(`${prefix}/contact`);
      await page.getByLabel(text.name).fill("Ada Lovelace");
      await page.getByLabel(text.email).fill("ada@example.com");
      await page.getByLabel(text.subject).fill(subject);
      await page
        .getByLabel(text.message, { exact: true })
        .fill("Could the engine print my signature?");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("status")).toContainText(text.sent);
      await expect(page.getByLabel(text.name)).toHaveValue("");
      await expect(page.getByLabel(text.subject)).toHaveValue("");
      expect(storedSubjects()).toContain(subject);
      await expectAccessible(page);
    });
  });
}

test("the form works without JavaScript: errors keep the text, a good message is confirmed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const text = TEXT.fr;
  await page.goto("/fr/contact");
  await page.getByLabel(text.name).fill("Jeanne");
  await page.getByLabel(text.email).fill("jeanne@exemple.fr");
  await page.getByLabel(text.message, { exact: true }).fill("Bonjour, une question sur Outlook.");
  await page.getByRole("button", { name: text.send }).click();
  await expect(page.getByRole("heading", { name: text.summary })).toBeVisible();
  await expect(page.getByLabel(text.message, { exact: true })).toHaveValue(
    "Bonjour, une question sur Outlook.",
  );
  const subject = `Sans JavaScript ${Date.now()}`;
  await page.getByLabel(text.subject).fill(subject);
  await page.getByRole("button", { name: text.send }).click();
  await expect(page.getByRole("status")).toContainText(text.sent);
  expect(storedSubjects()).toContain(subject);
  await context.close();
});

for (const { locale, prefix } of LOCALES) {
  test(`the rate limit shows how long to wait and keeps the text (${locale})`, async ({ page }) => {
    // A server of its own with a limit of one message an hour: the shared server's generous
    // limit (playwright.config.ts) keeps the other tests independent of this one.
    const limited: RunningServer = await startServer({ CONTACT_RATE_LIMIT: "1" });
    try {
      const text = TEXT[locale];
      await page.goto(`${limited.url}${prefix}/contact`);
      const send = async (subject: string) => {
        await page.getByLabel(text.name).fill("Ada Lovelace");
        await page.getByLabel(text.email).fill("ada@example.com");
        await page.getByLabel(text.subject).fill(subject);
        await page.getByLabel(text.message, { exact: true }).fill("A message that is long enough.");
        await page.getByRole("button", { name: text.send }).click();
      };
      await send("First");
      await expect(page.getByRole("status")).toContainText(text.sent);
      await send("Second");
      await expect(page.getByText(text.limited)).toBeVisible();
      await expect(page.locator(":focus")).toContainText(text.limited);
      await expect(page.getByLabel(text.subject)).toHaveValue("Second");
      await expectAccessible(page);
    } finally {
      await limited.stop();
    }
  });
}
