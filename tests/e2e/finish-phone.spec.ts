import type { Page } from "@playwright/test";
import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";

const PHONE = { width: 375, height: 667 };
const ID = "local-finishphone01";

/** A signature 600 px wide (its banner) whose last line is the legal notice. */
const SIGNATURE = {
  id: ID,
  name: "",
  template: "basic",
  fullName: "Noor Haddad",
  jobTitle: "Product Designer",
  company: "Lumen & Co",
  email: "noor@lumen.example",
  bannerUrl: "/photos/0123456789abcdef01234567/banner-600x150.png",
  bannerAlt: "Lumen spring event",
  disclaimer: "The last line: this message is confidential.",
};

async function openFinishPage(page: Page, prefix: string) {
  await page.setViewportSize(PHONE);
  await page.goto(`${prefix}/my-signatures`);
  await page.evaluate(
    (stored) => localStorage.setItem("userSignatures", JSON.stringify([stored])),
    SIGNATURE,
  );
  await page.goto(`${prefix}/my-signature?id=${ID}`);
  await waitForHydration(page);
}

for (const { locale, prefix } of LOCALES) {
  test(`on a phone, the finish page shows the whole signature, scaled to fit (${locale})`, async ({
    page,
  }) => {
    await openFinishPage(page, prefix);
    const preview = page.getByTestId("signature-preview");
    await expect(preview).toContainText(SIGNATURE.fullName);
    // Its box does not scroll sideways (it would hide the right of the signature), nor does the
    // page: the signature is scaled to the screen's width.
    const frame = preview.locator("xpath=..");
    await expect
      .poll(() => frame.evaluate((box) => box.scrollWidth - box.clientWidth))
      .toBeLessThanOrEqual(1);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    // The banner (the widest part, its right edge) and the legal notice (the last line) are
    // on screen whole once scrolled to.
    const banner = preview.getByRole("img", { name: SIGNATURE.bannerAlt });
    const notice = preview.getByText(SIGNATURE.disclaimer);
    for (const part of [banner, notice]) {
      await part.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect(part).toBeInViewport({ ratio: 1 });
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectAccessible(page);
  });
}
