import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import type { Locale } from "../../app/i18n/locales.ts";
import enCommon from "../../app/i18n/messages/en/common.ts";
import frCommon from "../../app/i18n/messages/fr/common.ts";
import { OUTPUT_LABELS } from "../../app/signature/output-labels.ts";
import enTeams from "../../app/teams/messages/teams.en.ts";
import frTeams from "../../app/teams/messages/teams.fr.ts";
import { registerAccount } from "../support/accounts.ts";
import { addMember, createTeam, LEGAL_DESIGN, patchDesign } from "../support/team-members.ts";
import { expect, expectAccessible, LOCALES, test, waitForHydration } from "./fixtures.ts";

// Issue 20, fault 7 (ADR 034): a member's link, opened in a browser whose preferences (cookie
// and Accept-Language) name the other language, shows the page and the signature in the
// member's roster language; the member's own switch to the other language is kept.

const COPY = {
  en: { common: enCommon, teams: enTeams },
  fr: { common: frCommon, teams: frTeams },
} as const;
const ACCEPT = Object.fromEntries(LOCALES.map((l) => [l.locale, l.acceptLanguage])) as Record<
  Locale,
  string
>;
/** With E2E_SCREENSHOTS set, a full-length picture into the test's output folder. */
async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A Pro owner's team with a LEGAL_DESIGN design and one member in `locale`; the link's query. */
async function memberLink(baseURL: string, locale: Locale): Promise<string> {
  const server = { url: baseURL };
  const owner = await registerAccount(baseURL, baseURL, `member-language-${locale}`);
  // Pro as the payment webhook would make it, before any request with the owner's session
  // The server writes to the same file: wait for its lock rather than fail on it.
  const database = new DatabaseSync(`${process.env.E2E_DATA_DIR}/app.db`, { timeout: 10_000 });
  database.prepare('update "user" set "isPaid" = 1 where id = ?').run(owner.userId);
  database.close();
  const teamId = await createTeam(server, owner, "Atelier Lumière");
  await patchDesign(server, owner, LEGAL_DESIGN);
  const { link } = await addMember(server, owner, teamId, {
    fullName: locale === "fr" ? "Hélène Dupont" : "Helen Dawson",
    email: `member-${locale}-${Date.now().toString(36)}@language.example`,
    phone: "+33 1 42 14 20 00",
    locale,
  });
  return new URL(link).search;
}

for (const { locale } of LOCALES) {
  const visitor: Locale = locale === "en" ? "fr" : "en";
  test(`a ${locale} member's link opened in a ${visitor} browser is in ${locale}, and the switch is kept`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const query = await memberLink(baseURL ?? "", locale);
    const context = await browser.newContext({
      locale: ACCEPT[visitor],
      extraHTTPHeaders: { "accept-language": ACCEPT[visitor] },
    });
    await context.addCookies([{ name: "locale", value: visitor, url: baseURL ?? "" }]);
    const page = await context.newPage();
    const copy = COPY[locale];
    const labels = OUTPUT_LABELS[locale];
    const legal = labels.legalIdentity({
      company: LEGAL_DESIGN.company,
      form: "SAS",
      capital: LEGAL_DESIGN.shareCapital,
    });

    // the link as shared in the visitor's language: the member's page and signature
    await page.goto(`${visitor === "fr" ? "/fr" : ""}/my-signature${query}`);
    await expect(page).toHaveURL(`${locale === "fr" ? "/fr" : ""}/my-signature${query}`);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.teams.self.heading);
    await expect(page.getByText(legal).first()).toBeVisible();
    await expect(page.getByText(labels.phone).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `${locale}-member-desktop`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await screenshot(page, `${locale}-member-375`);

    // the member switches: the visitor's language is kept, reloaded too
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: copy.common.switchToLanguage, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", visitor);
    await expect(page).toHaveURL(new RegExp(`[?&]lang=${visitor}`));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", visitor);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      COPY[visitor].teams.self.heading,
    );
    // the signature stays in the member's language: it is what their correspondents read
    await expect(page.getByText(legal).first()).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });
}
