import type { Locator } from "@playwright/test";
import { copied } from "./clipboard.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";
import { uploadPortrait } from "./signature-geometry.ts";

const PHONE = { width: 375, height: 667 };

const JOURNEY = {
  en: {
    prefix: "",
    template: "Divider",
    sample: "Example details — type yours",
    fullSize: "Full size",
    finish: "Finish",
    copyGmail: "Copy for Gmail",
    copied: "Copied for Gmail",
    labels: {
      fullName: "Full name",
      jobTitle: "Job title",
      company: "Company",
      email: "Email",
      phone: "Phone",
      linkedin: "LinkedIn",
      ctaLabel: "Button text",
      ctaUrl: "Button link",
      disclaimer: "Disclaimer text",
    },
    values: {
      fullName: "Noor Haddad",
      jobTitle: "Product Designer",
      company: "Lumen & Co",
      email: "noor.haddad-fitzgerald@lumen-and-company.example",
      phone: "+44 20 7946 0011",
      linkedin: "noorhaddad",
      ctaLabel: "See my portfolio",
      ctaUrl: "https://lumen.example/noor",
      disclaimer: "This message is confidential.",
    },
  },
  fr: {
    prefix: "/fr",
    template: "Séparateur",
    sample: "Coordonnées d’exemple — saisissez les vôtres",
    fullSize: "Taille réelle",
    finish: "Terminer",
    copyGmail: "Copier pour Gmail",
    copied: "Copiée pour Gmail",
    labels: {
      fullName: "Nom complet",
      jobTitle: "Poste",
      company: "Entreprise",
      email: "E-mail",
      phone: "Téléphone",
      linkedin: "LinkedIn",
      ctaLabel: "Texte du bouton",
      ctaUrl: "Lien du bouton",
      disclaimer: "Texte de la mention",
    },
    values: {
      fullName: "Inès Marchal",
      jobTitle: "Designer produit",
      company: "Lumen & Cie",
      email: "ines.marchal-delaunay@lumen-et-compagnie.example",
      phone: "+33 6 98 76 54 32",
      linkedin: "inesmarchal",
      ctaLabel: "Voir mon portfolio",
      ctaUrl: "https://lumen.example/ines",
      disclaimer: "Ce message est confidentiel.",
    },
  },
} as const;

/** Nothing covers the middle of `element` (the sticky preview, for a field). */
async function expectUncovered(element: Locator) {
  const onTop = await element.evaluate((target) => {
    // the phone's scaled-down preview is inert, which hit testing skips: lifted for the look
    const inert = target.closest("[inert]");
    inert?.removeAttribute("inert");
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    inert?.setAttribute("inert", "");
    return hit === target || target.contains(hit);
  });
  expect(onTop).toBe(true);
}

/** The preview is on screen in full, and nothing covers it. */
async function expectInView(preview: Locator) {
  await expect(preview).toBeInViewport({ ratio: 1 });
  await expectUncovered(preview);
}

for (const locale of ["en", "fr"] as const) {
  const text = JOURNEY[locale];

  test(`on a phone, a signature is built from /create to copy with the preview in view (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize(PHONE);
    await page.goto(`${text.prefix}/create`);
    await page.getByRole("link", { name: text.template, exact: true }).click();
    await expect(page).toHaveURL(`${text.prefix}/app?template=divider`);
    await waitForHydration(page);
    const preview = page.getByTestId("signature-preview");
    await expectInView(preview);
    await expect(page.getByText(text.sample, { exact: true })).toBeVisible();

    // Every field, typed as a person would: tap it, type. Each one down the form, the preview
    // stays in view and shows what was just typed.
    for (const [name, label] of Object.entries(text.labels)) {
      const field = page.getByLabel(label, { exact: true });
      await field.click();
      await page.keyboard.type(text.values[name as keyof typeof text.values]);
      await expectInView(preview);
      // The field typed in is not under the preview either.
      await expectUncovered(field);
      // A link shows as its network's icon; the button, once it has its link.
      if (name === "linkedin") await expect(preview.locator('img[alt="LinkedIn"]')).toBeVisible();
      const shown =
        name === "linkedin"
          ? null
          : name === "ctaUrl"
            ? text.values.ctaLabel
            : name === "ctaLabel"
              ? null
              : text.values[name as keyof typeof text.values];
      if (shown) await expect(preview).toContainText(shown);
    }
    await expect(page.getByText(text.sample, { exact: true })).toHaveCount(0);
    await uploadPortrait(page);
    await expectInView(preview);
    await expectAccessible(page);

    // The small preview opens at full size, then closes again.
    const fullSize = page.getByRole("button", { name: text.fullSize });
    await fullSize.click();
    await expect(fullSize).toHaveAttribute("aria-expanded", "true");
    await expect(preview).toBeInViewport();
    await expectAccessible(page);
    await fullSize.click();
    await expect(fullSize).toHaveAttribute("aria-expanded", "false");

    // Finish, then copy for Gmail.
    await page.getByRole("button", { name: text.finish }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/my-signature\\?id=`));
    await expect(page.getByTestId("signature-preview")).toContainText(text.values.fullName);
    const { html } = await copied(page, async () => {
      await page.getByRole("button", { name: text.copyGmail }).click();
      await expect(page.getByText(text.copied)).toBeVisible();
    });
    for (const value of [text.values.fullName, text.values.ctaLabel, text.values.disclaimer]) {
      expect(html).toContain(value.replace("&", "&amp;"));
    }
    expect(html).toContain("/photos/");
    await expectAccessible(page);
  });
}

test("on a phone, the scaled-down preview is a picture (inert); full size, it is the signature (en)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/app");
  await waitForHydration(page);
  const box = page.locator("[inert]").filter({ has: page.getByTestId("signature-preview") });
  await expect(box).toHaveCount(1);
  await page.getByRole("button", { name: /full size/i }).click();
  await expect(box).toHaveCount(0);
  await expectAccessible(page);
});
