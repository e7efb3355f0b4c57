import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectAccessible,
  LOCALES,
  reachLaterSections,
  test,
  waitForHydration,
} from "./fixtures.ts";

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
    delete: "Delete",
    deleteTitle: "Delete this signature?",
    deleteSubmit: "Delete the signature",
    cancel: "Cancel",
    deleted: (name: string) => `“${name}” deleted.`,
    undo: "Undo",
    inAccount: "and from your account",
    menu: "Menu",
    guide: "Guide",
    blog: "Blog",
    mySignatures: "My signatures",
    tryIt: "Try it: type your name",
    createMine: "Create my signature",
    fullName: "Full name",
    classic: "Classic",
    choosePhoto: "Choose a photo",
    corruptPhoto: "This image is damaged or incomplete. Export it again or choose another photo.",
  },
  fr: {
    email: "E-mail",
    password: "Mot de passe",
    signIn: "Se connecter",
    invalidCredentials: "E-mail ou mot de passe incorrect",
    delete: "Supprimer",
    deleteTitle: "Supprimer cette signature ?",
    deleteSubmit: "Supprimer la signature",
    cancel: "Annuler",
    deleted: (name: string) => `« ${name} » supprimée.`,
    undo: "Annuler",
    inAccount: "et de votre compte",
    menu: "Menu",
    guide: "Guide",
    blog: "Blog",
    mySignatures: "Mes signatures",
    tryIt: "Essayez : tapez votre nom",
    createMine: "Créer ma signature",
    fullName: "Nom complet",
    classic: "Classique",
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
      await reachLaterSections(page);
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

/** Puts signatures in the browser's storage, as the editor would have saved them. */
async function seedSignatures(page: Page, names: string[]) {
  await page.evaluate((list) => {
    const now = Date.now();
    const signatures = list.map((fullName, index) => {
      const at = new Date(now - index * 60_000).toISOString();
      return { id: `local-seed${index}`, fullName, createdAt: at, updatedAt: at };
    });
    localStorage.setItem("userSignatures", JSON.stringify(signatures));
  }, names);
}

const storedNames = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("userSignatures") ?? "[]") as { fullName: string }[]).map(
      (signature) => signature.fullName,
    ),
  );

/** The card of the signature named `name` in "My signatures". */
const card = (page: Page, name: string) =>
  page.locator("li[data-signature-id]").filter({ has: page.getByRole("link", { name }) });

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  for (const width of WIDTHS) {
    test(`"My signatures" deletes through the site's dialog, with undo (${locale}, ${width} px)`, async ({
      page,
    }) => {
      const browserDialogs: string[] = [];
      page.on("dialog", (dialog) => {
        browserDialogs.push(dialog.type());
        void dialog.dismiss();
      });
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install();
      await page.goto(`${prefix}/my-signatures`);
      await seedSignatures(page, ["Ada Lovelace", "Grace Hopper"]);
      await page.reload();
      await waitForHydration(page);
      const ada = card(page, "Ada Lovelace");
      const dialog = page.getByRole("dialog", { name: text.deleteTitle });

      // Escape changes nothing and gives the focus back.
      await ada.getByRole("button", { name: text.delete, exact: true }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Ada Lovelace");
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(ada.getByRole("button", { name: text.delete, exact: true })).toBeFocused();
      await expect(ada).toBeVisible();

      // Deleted, then undone: nothing was lost.
      await ada.getByRole("button", { name: text.delete, exact: true }).click();
      await dialog.getByRole("button", { name: text.deleteSubmit }).click();
      await expect(dialog).toBeHidden();
      await expect(ada).toHaveCount(0);
      const toast = page.getByTestId("undo-toast");
      await expect(toast).toContainText(text.deleted("Ada Lovelace"));
      await expect(toast.getByRole("button", { name: text.undo })).toBeFocused();
      await expectAccessible(page);
      await toast.getByRole("button", { name: text.undo }).click();
      await expect(toast).toBeHidden();
      await expect(ada).toBeVisible();
      await expect(ada.getByRole("link", { name: "Ada Lovelace" }).first()).toBeFocused();
      expect(await storedNames(page)).toEqual(["Ada Lovelace", "Grace Hopper"]);

      // Deleted for good once the undo window has passed.
      await ada.getByRole("button", { name: text.delete, exact: true }).click();
      await dialog.getByRole("button", { name: text.deleteSubmit }).click();
      await expect(toast).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.fastForward(10_000);
      await expect(toast).toBeHidden();
      await expect.poll(() => storedNames(page)).toEqual(["Grace Hopper"]);
      await page.reload();
      await waitForHydration(page);
      await expect(card(page, "Grace Hopper")).toBeVisible();
      await expect(ada).toHaveCount(0);
      expect(browserDialogs).toEqual([]);
    });

    test(`"My signatures" is aligned with the other pages (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const h1 = async (path: string) => {
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        const box = await page.getByRole("heading", { level: 1 }).boundingBox();
        if (!box) throw new Error(`no h1 on ${path}`);
        return { left: Math.round(box.x), top: Math.round(box.y) };
      };
      const mine = await h1("/my-signatures");
      const create = await h1("/create");
      expect(mine).toEqual(create);
      expect(mine.left).toBe((await h1("/blog")).left);
    });
  }
}

test("a signed-in user's deleted signature stays in the account until the undo window has passed", async ({
  page,
  baseURL,
}) => {
  const text = TEXT.en;
  const email = `undo.${Date.now().toString(36)}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: "correct horse battery", acceptTerms: true },
    headers: { origin: baseURL! },
  });
  expect(registered.status()).toBe(201);
  const cloudNames = async () => {
    const response = await page.request.get("/api/v1/signatures");
    return ((await response.json()) as { fullName: string }[]).map((s) => s.fullName);
  };
  await page.clock.install();
  await page.goto("/app");
  await waitForHydration(page);
  await page.getByLabel("Full name", { exact: true }).fill("Cloud Person");
  await expect.poll(cloudNames, { timeout: 10_000 }).toEqual(["Cloud Person"]);

  await page.goto("/my-signatures");
  await waitForHydration(page);
  const person = card(page, "Cloud Person");
  await expect(person).toBeVisible();
  const dialog = page.getByRole("dialog", { name: text.deleteTitle });
  await person.getByRole("button", { name: text.delete, exact: true }).click();
  await expect(dialog).toContainText(text.inAccount);
  await dialog.getByRole("button", { name: text.deleteSubmit }).click();
  const toast = page.getByTestId("undo-toast");
  await toast.getByRole("button", { name: text.undo }).click();
  await expect(person).toBeVisible();
  expect(await cloudNames()).toEqual(["Cloud Person"]);

  await person.getByRole("button", { name: text.delete, exact: true }).click();
  await dialog.getByRole("button", { name: text.deleteSubmit }).click();
  await expect(toast).toBeVisible();
  expect(await cloudNames()).toEqual(["Cloud Person"]);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(10_000);
  await expect(toast).toBeHidden();
  await expect.poll(cloudNames, { timeout: 10_000 }).toEqual([]);
  await page.reload();
  await waitForHydration(page);
  await expect(person).toHaveCount(0);
});

/** What the browser tells assistive technology about the header menu's summary: expanded? */
async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "header details[data-menu] summary",
  });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  if (!expanded) throw new Error("the menu's summary exposes no expanded state");
  return expanded.value.value === true;
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  // A content page (no framework, its island) and a hydrated one (React).
  for (const path of ["/blog", "/my-signatures"]) {
    test(`the phone header has a menu with Guide and Blog (${locale}, ${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      const header = page.getByRole("banner");
      const menu = header.locator("summary", { hasText: text.menu });
      const guide = header.getByRole("link", { name: text.guide, exact: true });
      await expect(guide).toBeHidden();
      await expect(menu).toBeVisible();
      expect(await menuExpanded(page)).toBe(false);

      // Keyboard: open, go through the links, Escape closes and gives the focus back.
      await menu.focus();
      await page.keyboard.press("Enter");
      expect(await menuExpanded(page)).toBe(true);
      for (const name of [text.guide, text.blog, text.mySignatures]) {
        await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expectAccessible(page);
      await page.keyboard.press("Tab");
      await expect(guide).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(guide).toBeHidden();
      await expect(menu).toBeFocused();
      expect(await menuExpanded(page)).toBe(false);

      // A click outside closes it; a link in it goes to its page.
      await menu.click();
      await expect(guide).toBeVisible();
      await page.mouse.click(187, 700);
      await expect(guide).toBeHidden();
      await menu.click();
      await guide.click();
      await expect(page).toHaveURL(`${prefix}/email/signature`);
      await expect(header.getByRole("link", { name: text.guide, exact: true })).toBeHidden();
    });
  }

  test(`the phone menu works without JavaScript, and is not there on a wide screen (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${prefix}/email/signature`);
    const header = page.getByRole("banner");
    await header.locator("summary", { hasText: text.menu }).click();
    await header.getByRole("link", { name: text.blog, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/blog`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header.locator("summary", { hasText: text.menu })).toBeHidden();
    await expect(header.getByRole("link", { name: text.guide, exact: true })).toBeVisible();
    await context.close();
  });
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  for (const width of WIDTHS) {
    test(`the name typed on the home page is the new signature's name (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(prefix || "/");
      await waitForHydration(page);
      await page.getByLabel(text.tryIt).fill("Zoë Ærø & Co");
      // Home → /create → a template → the editor.
      await page.getByRole("link", { name: text.createMine }).first().click();
      await expect(page).toHaveURL(`${prefix}/create?name=Zo%C3%AB+%C3%86r%C3%B8+%26+Co`);
      await waitForHydration(page);
      await page.getByRole("link", { name: text.classic, exact: true }).click();
      await expect(page).toHaveURL(/\/app\?template=basic&name=/);
      await waitForHydration(page);
      await expect(page.getByLabel(text.fullName, { exact: true })).toHaveValue("Zoë Ærø & Co");
      await expect(page.getByTestId("signature-preview")).toContainText("Zoë Ærø & Co");
      // Saved as soon as it is changed, with the name.
      await page.getByLabel(text.fullName, { exact: true }).press("End");
      await page.keyboard.type("!");
      await expect(page).toHaveURL(/\?id=local-/);
      expect(await storedNames(page)).toEqual(["Zoë Ærø & Co!"]);

      // A thumbnail of the home page goes straight to the editor, with the name too.
      await page.goto(prefix || "/");
      await waitForHydration(page);
      await page.getByLabel(text.tryIt).fill("Grace");
      await page.locator("#templates").getByRole("link", { name: text.classic }).click();
      await expect(page.getByLabel(text.fullName, { exact: true })).toHaveValue("Grace");
    });
  }

  test(`a name in the editor's link is checked by the signature's schema (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/app?name=${encodeURIComponent(`${"x".repeat(200)}\n<b>`)}`);
    await waitForHydration(page);
    await expect(page.getByLabel(text.fullName, { exact: true })).toHaveValue("x".repeat(120));
    await page.goto(`${prefix}/app?name=${encodeURIComponent("  Ada Lovelace  ")}&template=nope`);
    await waitForHydration(page);
    await expect(page.getByLabel(text.fullName, { exact: true })).toHaveValue("Ada Lovelace");
  });
}

/** The blog index's article cards (not its breadcrumbs). */
const articleCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });

for (const { locale, prefix } of LOCALES) {
  for (const width of WIDTHS) {
    test(`blog cards show each article's image, lazily, with its size (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/blog`);
      await waitForHydration(page);
      const cards = articleCards(page);
      await expect(cards).toHaveCount(10);
      for (const card of await cards.all()) {
        const slug = (await card.getByRole("link").getAttribute("href"))!.split("/").at(-1);
        const image = card.locator("img");
        await expect(image).toHaveAttribute("src", `/og/blog/${locale}/${slug}-600.webp`);
        await expect(image).toHaveAttribute(
          "srcset",
          `/og/blog/${locale}/${slug}-600.webp 600w, /og/blog/${locale}/${slug}-1200.webp 1200w`,
        );
        await expect(image).toHaveAttribute("width", "600");
        await expect(image).toHaveAttribute("height", "315");
        await expect(image).toHaveAttribute("loading", "lazy");
        // The picture repeats the title, which the link already says.
        await expect(image).toHaveAttribute("alt", "");
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate((img: HTMLImageElement) =>
              img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null,
            ),
          )
          .toMatch(new RegExp(`^/og/blog/${locale}/${slug}-(600|1200)\\.webp$`));
        const box = await image.boundingBox();
        expect(Math.abs(box!.height - (box!.width * 315) / 600)).toBeLessThan(2);
      }
      await expectAccessible(page);
    });
  }

  test(`an article's Open Graph image is its own (${locale})`, async ({ page, request }) => {
    await page.goto(`${prefix}/blog`);
    await articleCards(page).first().getByRole("link").click();
    const slug = new URL(page.url()).pathname.split("/").at(-1);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image!).pathname).toBe(`/og/blog/${locale}/${slug}.png`);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
}
