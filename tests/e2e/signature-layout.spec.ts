// The signature's layout in a real browser engine: what the markup does once laid out in a
// narrow or a wide message, as a mail client shows it. Signatures are rendered here with the
// renderer itself and shown in a page that holds only them, under the image rule many
// clients and pages apply (`img { max-width: 100%; height: auto }`).
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { parseImageVariantPath } from "../../app/signature/photo-url.ts";
import { parseSignatureFields, type SignatureFields } from "../../app/signature/schema.ts";
import { getTemplate, TEMPLATE_IDS } from "../../app/signature/templates.ts";
import {
  FULL_FIELDS,
  LONG_UNBROKEN_FIELDS,
  PHOTO_ID,
  RENDER_OPTIONS,
} from "../../app/signature/test-fixtures.ts";
import { viteImport } from "../../tools/vite-import.ts";
import { expect, expectAccessible, LOCALES, reachLaterSections, test } from "./fixtures.ts";

// The renderer only builds under Vite (tools/vite-import.ts).
const { render } = await viteImport<typeof import("../../app/signature/render.ts")>(
  "./app/signature/render.ts",
);

const VIEWPORTS = [
  { width: 1280, height: 900, container: 600 },
  { width: 375, height: 800, container: 375 },
] as const;

async function photoPng(width: number, height = width): Promise<Buffer> {
  return sharp({
    create: { width: width * 2, height: height * 2, channels: 3, background: "#285aa0" },
  })
    .png()
    .toBuffer();
}

/**
 * Answers the renderer's image URLs (photos, logos, banners: app/signature/photo-url.ts) with a
 * real PNG at twice the display size. Anything else is refused at once: an unanswered route
 * would hold the page's load.
 */
async function servePhotos(page: Page) {
  await page.route(`https://paraph.app/photos/${PHOTO_ID}/**`, async (route) => {
    const image = parseImageVariantPath(new URL(route.request().url()).pathname);
    if (!image) return route.abort();
    const { width, height } =
      image.kind === "photo"
        ? { width: image.variant.size, height: image.variant.size }
        : image.variant;
    await route.fulfill({ contentType: "image/png", body: await photoPng(width, height) });
  });
}

/** A page with only the signature, in a box as wide as a message in the client. */
async function showSignature(page: Page, html: string, width: number) {
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>
      body { margin: 0; font-family: sans-serif }
      img { max-width: 100%; height: auto }
      #message { width: ${width}px; overflow: auto }
    </style></head><body><div id="message">${html}</div></body></html>`,
  );
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}

/** The fields written in `locale`, rendered as the editor does. */
const renderIn = (fields: SignatureFields, locale: "en" | "fr") =>
  render({ ...fields, language: locale }, RENDER_OPTIONS);

/**
 * Every separator ("·" between items and between the name and the role) that ends a line,
 * with the box at each of `widths`.
 */
function danglingSeparators(page: Page, widths: number[]) {
  return page.evaluate((widths) => {
    const message = document.getElementById("message")!;
    const walker = document.createTreeWalker(message, NodeFilter.SHOW_TEXT);
    const characters: Array<{ node: Text; offset: number }> = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      for (let offset = 0; offset < node.data.length; offset++) {
        if (node.data[offset]!.trim() !== "") characters.push({ node, offset });
      }
    }
    const topOf = ({ node, offset }: { node: Text; offset: number }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().top;
    };
    const found: string[] = [];
    for (const width of widths) {
      message.style.width = `${width}px`;
      characters.forEach((character, index) => {
        const symbol = character.node.data[character.offset];
        if (symbol !== "·" && symbol !== "|") return;
        const next = characters[index + 1];
        if (!next || Math.abs(topOf(next) - topOf(character)) > 2) {
          const line = character.node.data.slice(Math.max(0, character.offset - 12));
          found.push(`${width}px: …${line}`);
        }
      });
    }
    return found;
  }, widths);
}

for (const { locale } of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${locale}, ${viewport.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await servePhotos(page);
      });

      test("no line ends with a separator, at any message width", async ({ page }) => {
        const fieldsList: SignatureFields[] = [
          FULL_FIELDS,
          parseSignatureFields({
            ...FULL_FIELDS,
            phone: "+44 20 7946 0958",
            mobile: "+44 7700 900958",
            email: "olivia.bennett@northwind.example",
          }),
        ];
        for (const id of TEMPLATE_IDS) {
          for (const fields of fieldsList) {
            const { html } = renderIn({ ...fields, template: id }, locale);
            await showSignature(page, html, viewport.container);
            const widths: number[] = [];
            for (let width = viewport.container; width >= 240; width -= 3) widths.push(width);
            expect(await danglingSeparators(page, widths), id).toEqual([]);
          }
        }
      });

      test("long unbroken values wrap inside the message and the photo keeps its size", async ({
        page,
      }) => {
        // As they come, and with the largest text, spacing and photo a person can choose.
        const styles: Array<Partial<SignatureFields>> = [
          {},
          { fontSize: "large", spacing: "airy", photoSize: 112 },
        ];
        for (const id of TEMPLATE_IDS) {
          for (const style of styles) {
            const fields = { ...LONG_UNBROKEN_FIELDS, ...style, template: id };
            await showSignature(page, renderIn(fields, locale).html, viewport.container);
            const layout = await page.evaluate(() => {
              const message = document.getElementById("message")!;
              // the photo, not a social or contact icon
              const photo = message.querySelector('img[src*="/photos/"]');
              return {
                scrollWidth: message.scrollWidth,
                clientWidth: message.clientWidth,
                tableWidth: message.querySelector("table")!.getBoundingClientRect().width,
                photo: photo && {
                  width: photo.getBoundingClientRect().width,
                  height: photo.getBoundingClientRect().height,
                },
              };
            });
            const label = `${id} ${JSON.stringify(style)}`;
            expect(layout.scrollWidth, label).toBeLessThanOrEqual(layout.clientWidth);
            expect(layout.tableWidth, label).toBeLessThanOrEqual(viewport.container);
            const own = getTemplate(id).photoSize;
            const size = own === null ? null : (style.photoSize ?? own);
            if (size === null) expect(layout.photo, label).toBeNull();
            else expect(layout.photo, label).toEqual({ width: size, height: size });
          }
        }
      });
    });
  }

  test(`Executive keeps its two columns at 400 px and just above 320 px (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await servePhotos(page);
    const { html } = renderIn({ ...FULL_FIELDS, template: "executive" }, locale);
    for (const width of [400, 360, 330]) {
      await showSignature(page, html, width);
      const message = page.locator("#message");
      const name = message.getByText(FULL_FIELDS.fullName, { exact: true });
      const email = message.locator('a[href^="mailto:"]');
      const nameBox = (await name.boundingBox())!;
      const emailBox = (await email.boundingBox())!;
      // The details sit beside the name column, not below it.
      expect(emailBox.x, `${width}px`).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
      expect(emailBox.y, `${width}px`).toBeLessThan(nameBox.y + nameBox.height);
      expect(
        await message.evaluate((box) => box.scrollWidth <= box.clientWidth),
        `${width}px`,
      ).toBe(true);
    }
  });
}

// The style controls in the editor: labelled, usable with the keyboard, honoured by the preview.
const STYLE_TEXT = {
  en: {
    prefix: "",
    fullName: "Full name",
    company: "Company",
    textSize: "Text size",
    large: "Large",
    spacing: "Spacing",
    airy: "Airy",
    photoSize: "Photo size",
    accent: "Accent color",
    accentPresets: "Suggested accent colors",
    namePresets: "Suggested name colors",
    teal: "Teal",
    green: "Green",
    berry: "Berry",
    sameAsText: "Same as the text color",
    lowContrast: "Hard to read on white",
  },
  fr: {
    prefix: "/fr",
    fullName: "Nom complet",
    company: "Entreprise",
    textSize: "Taille du texte",
    large: "Grande",
    spacing: "Espacement",
    airy: "Aéré",
    photoSize: "Taille de la photo",
    accent: "Couleur d’accent",
    accentPresets: "Couleurs d’accent suggérées",
    namePresets: "Couleurs de nom suggérées",
    teal: "Bleu canard",
    green: "Vert",
    berry: "Framboise",
    sameAsText: "Identique à la couleur du texte",
    lowContrast: "Peu lisible sur fond blanc",
  },
} as const;

/** The preview's signature HTML, whether shown in the page or in a frame of its own. */
function previewHtml(page: Page): Promise<string> {
  return page
    .getByTestId("signature-preview")
    .first()
    .evaluate((element) => element.shadowRoot?.innerHTML ?? element.innerHTML);
}

for (const { locale } of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test(`style controls change the signature, by mouse and keyboard (${locale}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const text = STYLE_TEXT[locale];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${text.prefix}/app?template=basic`);
      await page.getByLabel(text.fullName, { exact: true }).fill("Ada Lovelace");
      await page.getByLabel(text.company, { exact: true }).fill("Analytical Engines");
      await reachLaterSections(page);
      await page.locator("#field-photo-file").setInputFiles({
        name: "portrait.png",
        mimeType: "image/png",
        buffer: await photoPng(200),
      });
      await expect.poll(() => previewHtml(page)).toContain("-80.png");

      // Text size and spacing: radio groups named by their legends.
      const textSize = page.getByRole("group", { name: text.textSize });
      await textSize.getByRole("radio", { name: text.large }).check();
      await expect.poll(() => previewHtml(page)).toContain("font-size:19px;line-height:25px");
      await page
        .getByRole("group", { name: text.spacing })
        .getByRole("radio", { name: text.airy })
        .check();
      await expect.poll(() => previewHtml(page)).toContain("padding-left:24px");

      // Photo size: a labelled list.
      await page.getByLabel(text.photoSize, { exact: true }).selectOption("112");
      await expect.poll(() => previewHtml(page)).toContain('width="112" height="112"');

      // Accent presets: arrow keys move between the swatches, each with a name.
      const accentPresets = page.getByRole("group", { name: text.accentPresets });
      // the swatch is the radio button's label: clicking it is how a pointer chooses
      await accentPresets.getByTitle(text.teal).click();
      await expect(accentPresets.getByRole("radio", { name: text.teal })).toBeFocused();
      await expect(page.getByRole("textbox", { name: text.accent, exact: true })).toHaveValue(
        "#0f766e",
      );
      await page.keyboard.press("ArrowRight");
      await expect(accentPresets.getByRole("radio", { name: text.green })).toBeChecked();
      await expect.poll(() => previewHtml(page)).toContain("color:#166534;font-weight:bold");

      // Name colour: a preset, then back to the text colour.
      const namePresets = page.getByRole("group", { name: text.namePresets });
      await namePresets.getByTitle(text.berry).click();
      await expect.poll(() => previewHtml(page)).toMatch(/color:#9d174d">Ada Lovelace</);
      await namePresets.getByTitle(text.sameAsText).click();
      await expect.poll(() => previewHtml(page)).toMatch(/color:#111827">Ada Lovelace</);

      // A colour too pale to read on white is pointed out, next to the field.
      const accent = page.getByRole("textbox", { name: text.accent, exact: true });
      await accent.fill("#fde047");
      await expect(page.getByText(text.lowContrast)).toBeVisible();
      await expect(accent).toHaveAccessibleDescription(new RegExp(text.lowContrast));
      await accent.fill("#0f766e");
      await expect(page.getByText(text.lowContrast)).toHaveCount(0);

      await expectAccessible(page);
    });
  }
}
