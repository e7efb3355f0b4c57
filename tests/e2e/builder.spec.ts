import sharp from "sharp";
import { copied } from "./clipboard.ts";
import { expect, expectAccessible, reachLaterSections, test } from "./fixtures.ts";

const TEXT = {
  en: {
    prefix: "",
    heroCta: "Create my signature",
    divider: "Divider",
    centered: "Centered",
    fullName: "Full name",
    jobTitle: "Job title",
    email: "Email",
    phone: "Phone",
    accent: "Accent color",
    finish: "Finish",
    copyGmail: "Copy for Gmail",
    copied: "Copied for Gmail",
    mySignatures: "My signatures",
    delete: "Delete",
    deleteSubmit: "Delete the signature",
    empty: "You have no signature yet.",
    saved: "Saved in this browser.",
  },
  fr: {
    prefix: "/fr",
    heroCta: "Créer ma signature",
    divider: "Séparateur",
    centered: "Centré",
    fullName: "Nom complet",
    jobTitle: "Poste",
    email: "E-mail",
    phone: "Téléphone",
    accent: "Couleur d’accent",
    finish: "Terminer",
    copyGmail: "Copier pour Gmail",
    copied: "Copiée pour Gmail",
    mySignatures: "Mes signatures",
    delete: "Supprimer",
    deleteSubmit: "Supprimer la signature",
    empty: "Vous n'avez pas encore de signature.",
    saved: "Enregistrée dans ce navigateur.",
  },
} as const;

async function portrait(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`builds, copies, finds again, syncs tabs and deletes a signature (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const name = locale === "en" ? "Zoë O’Brien" : "Zoé Lefèvre-Dubois";

    // From the home page into the template gallery, then the editor.
    await page.goto(text.prefix || "/");
    await page.getByRole("link", { name: text.heroCta }).first().click();
    await expect(page).toHaveURL(`${text.prefix}/create`);
    await page.getByRole("link", { name: text.divider, exact: true }).click();
    await expect(page).toHaveURL(`${text.prefix}/app?template=divider`);

    // Details: the first change saves the signature and gives it an id.
    await page.getByLabel(text.fullName, { exact: true }).fill(name);
    await expect(page).toHaveURL(/\?id=local-[0-9a-f]+/);
    await page.getByLabel(text.jobTitle, { exact: true }).fill("Head of <Design>");
    await page.getByLabel(text.email, { exact: true }).fill("zoe@example.com");
    await page.getByLabel(text.phone, { exact: true }).fill("+33 6 12 34 56 78");
    const preview = page.getByTestId("signature-preview");
    await expect(preview).toContainText(name);
    await expect(preview).toContainText("Head of <Design>");

    // Photo: upload, then the preview shows the hosted variant.
    await reachLaterSections(page);
    await page.locator("#field-photo-file").setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: await portrait(),
    });
    const photo = preview.locator('img[src*="/photos/"]');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Template and colour.
    await page.getByRole("radio", { name: new RegExp(`^${text.centered}`) }).check();
    await page.getByRole("textbox", { name: text.accent, exact: true }).fill("#0f766e");
    await expect(preview.locator('[style*="#0f766e"]').first()).toBeVisible();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expectAccessible(page);

    // Finish, copy for Gmail, and read the clipboard back.
    const editorUrl = page.url();
    const id = new URL(editorUrl).searchParams.get("id")!;
    await page.getByRole("button", { name: text.finish }).click();
    await expect(page).toHaveURL(`${text.prefix}/my-signature?id=${id}`);
    const clipboard = await copied(page, async () => {
      await page.getByRole("button", { name: text.copyGmail }).click();
      await expect(page.getByText(text.copied)).toBeVisible();
    });
    expect(clipboard.html).toContain("<table");
    expect(clipboard.html).toContain("Head of &lt;Design&gt;");
    expect(clipboard.html).toContain("/photos/");
    expect(clipboard.html).not.toContain("<script");
    expect(clipboard.plain).toContain(name);
    expect(clipboard.plain).toContain("zoe@example.com");
    await expectAccessible(page);

    // Reload and find it again in "My signatures".
    await page.goto(`${text.prefix}/my-signatures`);
    await page.reload();
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expectAccessible(page);

    // Edit in a second tab; the first tab follows.
    const second = await context.newPage();
    await second.goto(`${text.prefix}/app?id=${id}`);
    await second.getByLabel(text.jobTitle, { exact: true }).fill("Chief Signature Officer");
    await expect(second.getByText(text.saved)).toBeVisible();
    await expect(card).toContainText("Chief Signature Officer");
    await second.close();

    // Delete, confirmed in the dialog; leaving the page closes the undo window.
    await card.getByRole("button", { name: text.delete }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.deleteSubmit }).click();
    await expect(page.getByText(text.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}

test("corrupt browser storage is recovered, never a blank page", async ({ page }) => {
  await page.goto("/my-signatures");
  await page.evaluate(() => {
    localStorage.setItem("userSignatures", '[{"id":"x","fullName":"Kept","template":42},{oops');
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My signatures");
  await expect(page.getByText("could not be read")).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem(
      "userSignatures",
      JSON.stringify([
        { id: "old-1", fullName: "Old format", template: "retro", borderWidth: "9px" },
      ]),
    );
  });
  await page.reload();
  await expect(
    page.getByRole("main").getByRole("listitem").filter({ hasText: "Old format" }),
  ).toHaveCount(1);
  await page.goto("/app?id=old-1");
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Old format");
});

test("an unknown signature id says so, in both locales", async ({ page }) => {
  await page.goto("/app?id=local-doesnotexist");
  await expect(page.getByText("Signature not found")).toBeVisible();
  await page.goto("/fr/my-signature?id=local-doesnotexist");
  await expect(page.getByText("Signature introuvable")).toBeVisible();
});
