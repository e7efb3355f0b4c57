import type { BrowserContext, Page } from "@playwright/test";
import problemsEn from "../../app/i18n/messages/en/problems.ts";
import problemsFr from "../../app/i18n/messages/fr/problems.ts";
import { OFFICE_JS_URL } from "../../app/teams/.server/outlook/addin-pages.ts";
import { LAUNCH_ACTIONS } from "../../app/teams/.server/outlook/manifest.ts";
import outlookEn from "../../app/teams/messages/outlook.en.ts";
import outlookFr from "../../app/teams/messages/outlook.fr.ts";
import { registerAccount } from "../support/accounts.ts";
import {
  type FakeMicrosoft,
  type FakeTenant,
  startFakeMicrosoft,
} from "../support/fake-microsoft.ts";
import { freePort } from "../support/free-port.ts";
import {
  type HarnessSetup,
  type HarnessState,
  officeHarnessScript,
} from "../support/office-harness.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// The Outlook add-in (issue 23): a manager sets it up on the team page, downloads its package
// and checks what a member gets; then the add-in's own code runs in Chromium against an
// Office.js harness (tests/support/office-harness.ts) as Outlook would run it — a new message,
// a reply (the short version), the task pane — with tokens from the local Entra ID. A member
// of another tenant, or someone not in the team, gets no signature and a clear message.

const TEXT = {
  en: {
    prefix: "",
    outlook: outlookEn,
    problems: problemsEn,
    teamName: "Team name",
    create: "Create the team",
    language: "en-US",
    seen: "Seen",
  },
  fr: {
    prefix: "/fr",
    outlook: outlookFr,
    problems: problemsFr,
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    language: "fr-FR",
    seen: "Vue le",
  },
} as const;

const CLIENT_ID = "4a1aa1d5-c567-49d0-ad0b-cd957a47f842";

let server: RunningServer;
let app: string;
let microsoft: FakeMicrosoft;
let tenant: FakeTenant;
let otherTenant: FakeTenant;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  microsoft = await startFakeMicrosoft();
  [tenant, otherTenant] = await Promise.all([microsoft.addTenant(), microsoft.addTenant()]);
  const port = await freePort();
  app = `http://localhost:${port}`;
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: app,
    PRO_FOR_EVERYONE: "true",
    MICROSOFT_LOGIN_URL: microsoft.url,
    MICROSOFT_GRAPH_URL: microsoft.graphUrl,
    NODE_EXTRA_CA_CERTS: microsoft.caFile,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await microsoft?.close();
});

async function signIn(context: BrowserContext, label: string) {
  const account = await registerAccount(server.url, app, label);
  await context.addCookies(
    account.cookie.split("; ").map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      return { name, value, url: app };
    }),
  );
  return account;
}

/** The add-in's page opened as Outlook would, with the harness in place of office.js. */
async function openAddin(page: Page, path: string, setup: HarnessSetup) {
  await page.route(OFFICE_JS_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: officeHarnessScript() }),
  );
  await page.addInitScript((value) => {
    (window as unknown as { __officeHarness: unknown }).__officeHarness = { setup: value };
  }, setup);
  await page.goto(`${app}${path}`);
}

type Harness = {
  __officeHarness: {
    fire(action: string): Promise<void>;
    associated(): string[];
    state: HarnessState;
  };
};

async function compose(page: Page, action: string): Promise<HarnessState> {
  await page.waitForFunction(
    (name) => (window as unknown as Harness).__officeHarness.associated?.().includes(name),
    action,
  );
  return page.evaluate(async (name) => {
    const harness = (window as unknown as Harness).__officeHarness;
    await harness.fire(name);
    return harness.state;
  }, action);
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];
  const o = text.outlook;

  test(`a manager sets up the Outlook add-in and a member's Outlook inserts their signature (${locale})`, async ({
    page,
    context,
    browser,
  }) => {
    test.slow();
    await signIn(context, `outlook-${locale}`);
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Contoso ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);
    const teamId = new URL(page.url()).searchParams.get("id")!;
    const email = `megan.${locale}@contoso.example`;
    // a member, added as the page adds one
    const added = await page.evaluate(
      async ({ teamId, email, prefix }) => {
        const body = new URLSearchParams({
          intent: "addMember",
          fullName: "Megan Bowen",
          email,
          jobTitle: "Product manager",
          phone: "+1 425 555 0109",
          mobile: "",
          linkedin: "https://www.linkedin.com/in/meganbowen",
          locale: prefix ? "fr" : "en",
        });
        return (await fetch(`${prefix}/teams/data?id=${teamId}`, { method: "POST", body })).status;
      },
      { teamId, email, prefix: text.prefix },
    );
    expect(added).toBe(200);
    await page.reload();
    await waitForHydration(page);

    const section = page.getByRole("region", { name: o.heading });
    await expect(section).toContainText(o.httpsNeeded.split("(")[0]!.trim());
    await section.getByLabel(o.tenantId).fill(tenant.tenantId);
    await section.getByLabel(o.clientId).fill(CLIENT_ID);
    await section.getByLabel(o.reply).selectOption("short");
    await section.getByRole("button", { name: o.save }).click();
    await expect(section.getByTestId("outlook-package")).toBeVisible();
    const download = page.waitForEvent("download");
    await section.getByTestId("outlook-package").click();
    expect((await download).suggestedFilename()).toMatch(/^paraph-outlook-[0-9a-f]{8}\.zip$/);

    await section.getByLabel(o.test.email).fill(email);
    await section.getByRole("button", { name: o.test.show }).click();
    await expect(section.getByTestId("outlook-test")).toContainText(o.test.replyMessage);
    await section.getByLabel(o.test.email).fill(`stranger@contoso.example`);
    await section.getByRole("button", { name: o.test.show }).click();
    await expect(section).toContainText("stranger@contoso.example");
    await expectAccessible(page);

    // the member's Outlook: a new message, then a reply (the short version)
    const outlook = await browser.newPage();
    const token = microsoft.issueUserToken({
      tenantId: tenant.tenantId,
      audience: CLIENT_ID,
      email,
      name: "Megan Bowen",
    });
    const base = { token, itemType: "message", displayLanguage: text.language };
    await openAddin(outlook, `/outlook/launch.html?team=${teamId}`, {
      ...base,
      composeType: "newMail",
    });
    const fresh = await compose(outlook, LAUNCH_ACTIONS.message);
    expect(fresh.signature?.coercionType).toBe("html");
    expect(fresh.signature?.html).toContain("Megan Bowen");
    expect(fresh.signature?.html).toContain("Product manager");
    expect(fresh.clientSignatureDisabled).toBe(true);

    await openAddin(outlook, `/outlook/launch.html?team=${teamId}`, {
      ...base,
      composeType: "reply",
    });
    const reply = await compose(outlook, LAUNCH_ACTIONS.message);
    expect(fresh.signature?.html).toContain("linkedin.com/in/meganbowen");
    expect(reply.signature?.html).toContain("Megan Bowen");
    expect(reply.signature?.html).not.toContain("linkedin.com/in/meganbowen");

    // a member of another organisation: no signature, a message in their language
    const stranger = microsoft.issueUserToken({
      tenantId: otherTenant.tenantId,
      audience: CLIENT_ID,
      email,
      name: "Megan Bowen",
    });
    await openAddin(outlook, `/outlook/launch.html?team=${teamId}`, {
      ...base,
      token: stranger,
      composeType: "newMail",
    });
    const refused = await compose(outlook, LAUNCH_ACTIONS.message);
    expect(refused.signature).toBeNull();
    expect(refused.notifications[0]?.message).toBe(text.problems.outlook.wrongTenant.slice(0, 150));

    // the task pane: the signature, inserted on a click; and without a token, why not
    await openAddin(outlook, `/outlook/taskpane.html?team=${teamId}`, {
      ...base,
      composeType: "newMail",
    });
    await expect(outlook.getByRole("heading", { name: o.pane.heading })).toBeVisible();
    await expect(outlook.locator("[data-preview]")).toBeVisible();
    await outlook.getByRole("button", { name: o.pane.insert }).click();
    await expect(outlook.getByRole("status")).toHaveText(o.pane.inserted);
    await expectAccessible(outlook);
    await openAddin(outlook, `/outlook/taskpane.html?team=${teamId}`, {
      ...base,
      token: null,
      composeType: "newMail",
    });
    await expect(outlook.getByRole("status")).toHaveText(text.problems.outlook.noToken);

    // the team page counts the members whose Outlook fetched their signature
    await page.reload();
    await expect(page.getByTestId("outlook-seen")).toContainText("1");
    await page.goto(`${app}${text.prefix}/teams?id=${teamId}&view=table`);
    await expect(page.getByTestId("roster-outlook")).toContainText(text.seen);
    await outlook.close();
  });
}
