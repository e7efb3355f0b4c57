import { expect, LOCALES, test, waitForHydration } from "./fixtures.ts";

// The editor as it opens on a phone: what the server drew stays where it is when the page
// hydrates and its texts arrive (docs/architecture.md#editor-speed). Lighthouse's layout-shift
// budget is 0.02; the status line the server rendered used to change length at hydration in
// French, moving the whole form down (0.106).

for (const { locale, prefix } of LOCALES) {
  test(`a new signature's editor does not move as it hydrates (${locale}, 412 px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const response = await page.goto(`${prefix}/app`);
    const served = /<p role="status"[^>]*>([\s\S]*?)<\/p>/.exec(await response!.text())?.[1];
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const status = page.locator('#main p[role="status"]').first();
    expect(served?.replace(/<[^>]+>/g, "")).toBe(await status.textContent());
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
}

// The report's findings for the signature the server drew come with the page (ADR 037,
// decision 14): the browser fetches the caniemail checker only once the signature's shape
// changes (a field that adds an element), and the report follows it.
const REPORT = {
  en: { gmail: "Gmail", outlook: "Outlook", phone: "Phone" },
  fr: { gmail: "Gmail", outlook: "Outlook", phone: "Téléphone" },
} as const;

for (const { locale, prefix } of LOCALES) {
  test(`the report shows the server's findings, and fetches the checker when the signature's shape changes (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const checkerRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/check-signature-/.test(request.url())) checkerRequests.push(request.url());
    });
    // the name the home page carries over: the server draws (and checks) a signature with it
    await page.goto(`${prefix}/app?template=basic&name=Ada%20Lovelace`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const clients = page.getByTestId("report-clients");
    await expect(clients).toContainText(REPORT[locale].gmail);
    await expect(clients).toContainText(REPORT[locale].outlook);
    // typing another name changes words, not the shape the server checked
    await page.locator("#field-fullName").fill("Grace Hopper");
    await expect(page.getByTestId("signature-preview")).toContainText("Grace Hopper");
    // what typing starts (the sections below the first screen) has come, the checker has not
    await expect(
      page.locator("#later-sections").getByLabel("LinkedIn", { exact: true }),
    ).toBeEnabled();
    await page.waitForLoadState("networkidle");
    expect(checkerRequests).toEqual([]);
    await page.getByLabel(REPORT[locale].phone, { exact: true }).fill("+44 20 7946 0000");
    await expect.poll(() => checkerRequests.length).toBe(1);
    await expect(clients).toContainText(REPORT[locale].outlook);
  });
}

// The sections below the editor's first screen come with the page as the server drew them;
// their code loads when the person starts (a focus, a click, a key, a scroll) or they come into
// view (ADR 037, decision 15). Until then their fields wait, disabled.
const LATER = {
  en: { text: "Text color" },
  fr: { text: "Couleur du texte" },
} as const;

for (const { locale, prefix } of LOCALES) {
  test(`the sections below the first screen load once the person starts, and work (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const laterRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/later-sections-content-/.test(request.url()))
        laterRequests.push(request.url());
    });
    await page.goto(`${prefix}/app?template=basic`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const later = page.locator("#later-sections");
    const linkedIn = later.getByLabel("LinkedIn", { exact: true });
    await expect(linkedIn).toBeDisabled();
    expect(laterRequests).toEqual([]);

    await page.locator("#field-fullName").fill("Ada Lovelace");
    await expect(linkedIn).toBeEnabled();
    expect(laterRequests).toHaveLength(1);
    await linkedIn.fill("ada-lovelace");
    const preview = page.getByTestId("signature-preview");
    await expect(preview.locator('a[href="https://www.linkedin.com/in/ada-lovelace"]')).toHaveCount(
      1,
    );
    await later.getByRole("textbox", { name: LATER[locale].text, exact: true }).fill("#0f766e");
    await expect(preview.locator("[style*='#0f766e']").first()).toBeAttached();
  });

  test(`on a phone, the sections below load as they scroll into view (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/app`);
    await waitForHydration(page);
    const linkedIn = page.locator("#later-sections").getByLabel("LinkedIn", { exact: true });
    await expect(linkedIn).toBeDisabled();
    await page.mouse.wheel(0, 4000);
    await expect(linkedIn).toBeEnabled();
    await linkedIn.fill("ada-lovelace");
    await expect(
      page
        .getByTestId("signature-preview")
        .locator('a[href="https://www.linkedin.com/in/ada-lovelace"]'),
    ).toHaveCount(1);
  });

  test(`a saved signature opened again shows every section at once (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/app?template=basic`);
    await waitForHydration(page);
    await page.locator("#field-fullName").fill("Ada Lovelace");
    await page.getByLabel("LinkedIn", { exact: true }).fill("ada-lovelace");
    await expect(page).toHaveURL(/[?&]id=/);
    await page.reload();
    await waitForHydration(page);
    const linkedIn = page.locator("#later-sections").getByLabel("LinkedIn", { exact: true });
    await expect(linkedIn).toBeEnabled();
    await expect(linkedIn).toHaveValue("ada-lovelace");
  });
}
