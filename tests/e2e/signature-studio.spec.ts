// The signature studio (issue 12): a logo, five networks and a link of one's own as icons,
// the dark-mode preview and its report with a one-click fix, then every version copied and
// the ZIP of them all downloaded. In both languages.
import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { copied } from "./clipboard.ts";
import {
  expect,
  expectAccessible,
  reachLaterSections,
  test,
  waitForHydration,
} from "./fixtures.ts";

const TEXT = {
  en: {
    prefix: "",
    fullName: "Full name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    addNetwork: "Add a network",
    add: "Add",
    addLink: "Add a link",
    darkFull: "Dark: full inversion",
    light: "Light",
    fix: "Fix it",
    fixed: "Fixed.",
    finish: "Finish",
    variants: { full: "Full", short: "Short", plain: "Plain text", bilingual: "Bilingual" },
    copyGmail: "Copy for Gmail",
    copyText: "Copy the text",
    copied: "Copied for Gmail",
    zip: "Download every version (.zip)",
    bilingualLabel: "Tel.&nbsp;/&nbsp;Tél.",
  },
  fr: {
    prefix: "/fr",
    fullName: "Nom complet",
    company: "Entreprise",
    email: "E-mail",
    phone: "Téléphone",
    addNetwork: "Ajouter un réseau",
    add: "Ajouter",
    addLink: "Ajouter un lien",
    darkFull: "Sombre\u202f: inversion complète",
    light: "Clair",
    fix: "Corriger",
    fixed: "Corrigé.",
    finish: "Terminer",
    variants: { full: "Complète", short: "Courte", plain: "Texte brut", bilingual: "Bilingue" },
    copyGmail: "Copier pour Gmail",
    copyText: "Copier le texte",
    copied: "Copiée pour Gmail",
    zip: "Télécharger toutes les versions (.zip)",
    bilingualLabel: "Tél.&nbsp;/&nbsp;Tel.",
  },
} as const;

/** A dark wordmark on a transparent background: the logo dark mode makes vanish. */
function darkLogo(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><circle cx="80" cy="80" r="60" fill="#0f172a"/><rect x="170" y="50" width="280" height="60" fill="#0f172a"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function choose(radio: import("@playwright/test").Locator) {
  await radio.focus();
  await radio.press("Space");
  await expect(radio).toBeChecked();
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`logo, icons, dark mode and its report, every version and the ZIP (${locale})`, async ({
    page,
    context,
  }) => {
    test.slow(); // a long journey
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const name = locale === "en" ? "Ada Lovelace" : "Camille Lefèvre";

    await page.goto(`${text.prefix}/app`);
    await waitForHydration(page);
    await page.getByLabel(text.fullName, { exact: true }).fill(name);
    await page.getByLabel(text.company, { exact: true }).fill("Analytical Engines");
    await page.getByLabel(text.email, { exact: true }).fill("ada@analytical.example");
    await page.getByLabel(text.phone, { exact: true }).fill("+33 1 23 45 67 89");
    const preview = page.getByTestId("signature-preview");

    // The logo: uploaded, fitted at its ratio, shown in the preview.
    await reachLaterSections(page);
    await page.locator("#field-logo-file").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await darkLogo(),
    });
    const logo = preview.locator('img[src*="/logo-"]');
    await expect(logo).toHaveAttribute("src", /\/logo-144x48-d\.png$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(288);

    // Five networks (three offered, two added) and a link of one's own.
    await page.getByLabel("LinkedIn", { exact: true }).fill("ada-lovelace");
    await page.getByLabel("X (Twitter)", { exact: true }).fill("@ada");
    await page.getByLabel("Instagram", { exact: true }).fill("ada.lovelace");
    for (const network of ["GitHub", "YouTube"]) {
      await page.getByLabel(text.addNetwork).selectOption({ label: network });
      await page.getByRole("button", { name: text.add, exact: true }).click();
      await expect(page.getByLabel(network, { exact: true })).toBeFocused();
    }
    await page.getByLabel("GitHub", { exact: true }).fill("ada");
    await page.getByLabel("YouTube", { exact: true }).fill("@ada");
    await page.getByRole("button", { name: text.addLink }).click();
    await page.locator("#field-customLinks-0-label").fill("Notes");
    await page.locator("#field-customLinks-0-url").fill("https://notes.analytical.example");
    const icons = preview.locator('img[src*="/icons/1/"]');
    await expect(icons).toHaveCount(6);
    for (const icon of await icons.all()) {
      await expect
        .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(40);
    }
    await expect(icons.last()).toHaveAttribute("alt", "Notes");

    // Dark mode: the preview turns, the report says the logo vanishes; one click fixes it.
    // (the switch's radios are drawn as segments: chosen with the keyboard, as a person can)
    await choose(page.getByRole("radio", { name: text.darkFull }));
    await expect(page.locator("[data-preview-mode]")).toHaveAttribute("data-preview-mode", "full");
    const report = page.getByTestId("compatibility-report");
    const logoCheck = report.locator('[data-check="logo-dark"]');
    await expect(logoCheck).toBeVisible();
    await expect(report.getByTestId("report-clients")).toContainText("Outlook");
    await logoCheck.getByRole("button", { name: text.fix }).click();
    await expect(logoCheck).toHaveCount(0);
    await expect(report.getByText(text.fixed)).toBeAttached();
    await expect(logo).toHaveAttribute("src", /\/logo-144x48-d-halo\.png$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(288);
    // The simulation shows the person's own colours as a client would, low contrast included
    // (the report says so): the page itself is checked in light mode.
    await choose(page.getByRole("radio", { name: text.light }));
    await expectAccessible(page);

    // Every version, copied and read back.
    await page.getByRole("button", { name: text.finish }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/my-signature\\?id=`));
    const copies: Record<string, { html: string | null; plain: string }> = {};
    for (const variant of ["full", "short", "plain", "bilingual"] as const) {
      await choose(page.getByRole("radio", { name: text.variants[variant], exact: true }));
      copies[variant] = await copied(page, async () => {
        const button = variant === "plain" ? text.copyText : text.copyGmail;
        await page.getByRole("button", { name: button }).click();
        await expect(page.getByRole("status").filter({ hasText: "✓" })).toBeVisible();
      });
    }
    expect(copies.full!.html).toContain("/icons/1/circle-github-");
    expect(copies.full!.html).toContain("-halo.png");
    expect(copies.full!.html).toContain("mso-line-height-rule:exactly");
    expect(copies.short!.html).toContain(name);
    expect(copies.short!.html).not.toContain("<img");
    expect(copies.plain!.html).toBeNull();
    expect(copies.plain!.plain).toContain("https://www.linkedin.com/in/ada-lovelace");
    expect(copies.plain!.plain).toContain("Notes");
    expect(copies.bilingual!.html).toContain(text.bilingualLabel);
    await expectAccessible(page);

    // All of them in one ZIP.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: text.zip }).click();
    const download = await downloading;
    const slug = locale === "en" ? "Ada-Lovelace" : "Camille-Lefevre";
    expect(download.suggestedFilename()).toBe(`${slug}.zip`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(
      [`${slug}-bilingual.htm`, `${slug}-short.htm`, `${slug}.htm`, `${slug}.txt`].sort(),
    );
    const htm = new TextDecoder().decode(files[`${slug}.htm`]);
    expect(htm).toContain("<o:PixelsPerInch>96</o:PixelsPerInch>");
    expect(htm).toContain(name);
  });
}
