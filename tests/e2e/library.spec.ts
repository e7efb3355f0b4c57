import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { copied } from "./clipboard.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const TEXT = {
  en: {
    prefix: "",
    fullName: "Full name",
    jobTitle: "Job title",
    undo: "Undo",
    saved: "Saved in this browser.",
    duplicate: "Duplicate",
    rename: "Rename",
    renameLabel: "Name of the signature",
    save: "Save",
    open: "Open",
    download: "Download .htm",
    copyHtml: "Copy HTML source",
    copiedHtml: "HTML source copied.",
    credit: "Show the “Created with Paraph” line",
    dropzone: "Drag and drop a photo here, or choose a file.",
  },
  fr: {
    prefix: "/fr",
    fullName: "Nom complet",
    jobTitle: "Poste",
    undo: "Annuler",
    saved: "Enregistrée dans ce navigateur.",
    duplicate: "Dupliquer",
    rename: "Renommer",
    renameLabel: "Nom de la signature",
    save: "Enregistrer",
    open: "Ouvrir",
    download: "Télécharger le .htm",
    copyHtml: "Copier le code HTML",
    copiedHtml: "Code HTML copié.",
    credit: "Afficher la ligne « Créée avec Paraph »",
    dropzone: "Glissez-déposez une photo ici, ou choisissez un fichier.",
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`undo, duplicate, rename, download and copy the HTML source (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${text.prefix}/app`);
    const fullName = page.getByLabel(text.fullName, { exact: true });
    await fullName.fill("Ada Lovelace");
    await expect(page).toHaveURL(/\?id=local-/);
    await page.getByLabel(text.jobTitle, { exact: true }).fill("Analyst");
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.getByRole("button", { name: text.undo }).click();
    await expect(page.getByLabel(text.jobTitle, { exact: true })).toHaveValue("");
    await expect(page.getByTestId("signature-preview")).not.toContainText("Analyst");

    await page.goto(`${text.prefix}/my-signatures`);
    const original = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: "Ada Lovelace" });
    await original.getByRole("button", { name: text.duplicate }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
    // Issue 20, fault 9: copies are numbered, a copy of a copy takes the next free number.
    await expect(page.getByRole("heading", { name: "Ada Lovelace 2", exact: true })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: "Ada Lovelace 2" })
      .getByRole("button", { name: text.duplicate })
      .click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Ada Lovelace 3", exact: true })).toBeVisible();

    const first = page.getByRole("main").getByRole("listitem").first();
    await first.getByRole("button", { name: text.rename }).click();
    await first.getByLabel(text.renameLabel).fill("Work — Ada");
    await first.getByRole("button", { name: text.save }).click();
    await expect(page.getByRole("heading", { name: "Work — Ada" })).toBeVisible();

    await page.getByRole("link", { name: "Work — Ada" }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/my-signature\\?id=local-`));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.htm$/);
    const file = readFileSync((await download.path())!, "utf8");
    expect(file).toContain('<meta http-equiv="Content-Type" content="text/html; charset=utf-8">');
    expect(file).toContain("Ada Lovelace");

    const { plain: source } = await copied(page, async () => {
      await page.getByRole("button", { name: text.copyHtml }).click();
      await expect(page.getByText(text.copiedHtml)).toBeVisible();
    });
    expect(source).toMatch(/^<table/);
    expect(source).toContain("Ada Lovelace");
  });

  test(`a photo dropped on the drop zone is uploaded (${locale})`, async ({ page }) => {
    await page.goto(`${text.prefix}/app`);
    await page.getByLabel(text.fullName, { exact: true }).fill("Drop Test");
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 10, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
        return transfer;
      },
      [...png],
    );
    const zone = page.getByText(text.dropzone).locator("..");
    // A drag enters the page before it drops: the sign of use that brings the photo
    // section's code (app/editor/deferred-part.tsx), live by the time a hand lets go.
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await expect(page.locator("#later-sections")).not.toHaveAttribute("disabled");
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(
      page.getByTestId("signature-preview").locator('img[src*="/photos/"]'),
    ).toBeVisible();
  });

  test(`a photo dropped before its section is live stays on the page and is uploaded once it is (${locale})`, async ({
    page,
  }) => {
    // The photo section's code is held back until the drop is done (deferred-part.tsx).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/later-sections[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${text.prefix}/app`);
    await waitForHydration(page);
    await expect(page.locator("#later-sections")).toHaveAttribute("disabled");
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    // Dropped as a hand drops it, on the zone the server drew: the browser would open the
    // file in place of the editor unless the drop is taken (early-drops.ts).
    const taken = await page.evaluate(
      ({ bytes, dropzone }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "early.png", { type: "image/png" }));
        const zone = [...document.querySelectorAll("p")].find((p) => p.textContent === dropzone)!;
        const send = (type: string) => {
          const event = new DragEvent(type, {
            dataTransfer: transfer,
            bubbles: true,
            cancelable: true,
          });
          zone.dispatchEvent(event);
          return event.defaultPrevented;
        };
        return { over: send("dragover"), drop: send("drop") };
      },
      { bytes: [...png], dropzone: text.dropzone },
    );
    expect(taken).toEqual({ over: true, drop: true });
    await expect(page.locator("#later-sections")).toHaveAttribute("disabled");
    release();
    await expect(
      page.getByTestId("signature-preview").locator('img[src*="/photos/"]'),
    ).toBeVisible();
  });
}

test("Pro status and the signature list follow changes made in another tab", async ({
  page,
  context,
}) => {
  await page.goto("/app");
  await page.getByLabel("Full name", { exact: true }).fill("Tab One");
  const credit = page.getByLabel(TEXT.en.credit);
  await expect(credit).toBeDisabled();

  const other = await context.newPage();
  await other.goto("/my-signatures");
  await other.evaluate(() => localStorage.setItem("isPaid", "true"));
  await expect(credit).toBeEnabled();
  await other.evaluate(() => localStorage.setItem("isPaid", "false"));
  await expect(credit).toBeDisabled();
  await other.close();
});

function recordedViews(path: string): number {
  const database = new DatabaseSync(`${process.env.E2E_DATA_DIR}/app.db`, { readOnly: true });
  const row = database
    .prepare("select coalesce(sum(views), 0) as views from page_view_daily where path = ?")
    .get(path) as { views: number };
  database.close();
  return Number(row.views);
}

test("a page-view event is sent after each route change, cookieless, and aggregated", async ({
  page,
}) => {
  const before = recordedViews("/my-signatures");
  const events: string[] = [];
  page.on("requestfinished", async (request) => {
    if (!request.url().endsWith("/api/events")) return;
    const response = await request.response();
    expect(response?.status()).toBe(204);
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    events.push(new URL(page.url()).pathname);
  });
  await page.goto("/create");
  await expect.poll(() => events.length).toBe(1);
  await page.getByRole("link", { name: "My signatures" }).first().click();
  await expect.poll(() => events.length).toBe(2);
  expect(events).toEqual(["/create", "/my-signatures"]);
  await expect.poll(() => recordedViews("/my-signatures")).toBeGreaterThan(before);
});
