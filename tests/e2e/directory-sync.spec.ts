import type { BrowserContext, Page } from "@playwright/test";
import directoryEn from "../../app/teams/messages/directory.en.ts";
import directoryFr from "../../app/teams/messages/directory.fr.ts";
import { registerAccount } from "../support/accounts.ts";
import { type FakeGoogle, solidPng, startFakeGoogle } from "../support/fake-google.ts";
import { type FakeMicrosoft, startFakeMicrosoft } from "../support/fake-microsoft.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Directory sync in a real browser (issue 23): a manager connects Microsoft Entra ID (a client
// secret) or Google Workspace (the Gmail section's service account), reads the preview, changes
// the mapping, applies it, sees the people arrive, changes a title in the directory and sees it
// arrive with "Sync now". The directories are the local ones of tests/support.

const TEXT = {
  en: {
    prefix: "",
    directory: directoryEn,
    teamName: "Team name",
    create: "Create the team",
    key: "Service account key (JSON)",
    connectGoogle: "Connect",
    mobile: "Mobile",
    lastSync: "Last sync",
  },
  fr: {
    prefix: "/fr",
    directory: directoryFr,
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    key: "Clé du compte de service (JSON)",
    connectGoogle: "Connecter",
    mobile: "Mobile",
    lastSync: "Dernière synchronisation",
  },
} as const;

let server: RunningServer;
let app: string;
let google: FakeGoogle;
let microsoft: FakeMicrosoft;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  [google, microsoft] = await Promise.all([startFakeGoogle(), startFakeMicrosoft()]);
  const port = await freePort();
  app = `http://localhost:${port}`;
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: app,
    PRO_FOR_EVERYONE: "true",
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_ADMIN_API_URL: google.apiRootUrl,
    GMAIL_API_URL: google.apiRootUrl,
    MICROSOFT_LOGIN_URL: microsoft.url,
    MICROSOFT_GRAPH_URL: microsoft.graphUrl,
    NODE_EXTRA_CA_CERTS: microsoft.caFile,
    DIRECTORY_SYNC_RATE: "100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([google?.close(), microsoft?.close()]);
});

async function signIn(context: BrowserContext, label: string) {
  const { cookie } = await registerAccount(server.url, app, label);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      return { name, value, url: app };
    }),
  );
}

async function newTeam(page: Page, locale: "en" | "fr", name: string) {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/teams`);
  await waitForHydration(page);
  await page.getByLabel(text.teamName).fill(name);
  await page.getByRole("button", { name: text.create }).click();
  await expect(page).toHaveURL(/\/teams\?id=/);
  await waitForHydration(page);
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];
  const d = text.directory;

  test(`a manager syncs the roster from Microsoft Entra ID (${locale})`, async ({
    page,
    context,
  }) => {
    test.slow();
    const domain = `${locale}.fabrikam.example`;
    // a tenant of the test's own: the other language's journey may run at the same time
    const tenant = await microsoft.addTenant({ domain });
    const entraApp = await microsoft.addApp(tenant.tenantId, {
      secret: `secret-${locale}-0123456789`,
      grantUserReadAll: true,
    });
    for (const [index, name] of ["Megan Bowen", "Nestor Wilke", "Patti Fernandez"].entries()) {
      microsoft.addUser(tenant.tenantId, {
        displayName: name,
        mail: `${name.split(" ")[0]!.toLowerCase()}@${domain}`,
        jobTitle: "Marketing manager",
        businessPhone: `+1 425 555 010${index}`,
        mobilePhone: `+1 425 555 020${index}`,
        preferredLanguage: locale === "fr" ? "fr-FR" : "en-US",
        photo: { bytes: solidPng(64, 64, [30, 80 + index * 40, 160]), mimeType: "image/png" },
      });
    }
    await signIn(context, `directory-entra-${locale}`);
    await newTeam(page, locale, `Fabrikam ${locale}`);

    const section = page.getByRole("region", { name: d.heading });
    await section.getByLabel(d.providers.entra).check();
    await section.getByText(d.entra.guideHeading).click();
    await section.getByLabel(d.entra.tenantId).fill(tenant.tenantId);
    await section.getByLabel(d.entra.clientId).fill(entraApp.clientId);
    await section.getByLabel(d.entra.secret).fill(entraApp.secret!);
    await expectAccessible(page);
    await section.getByRole("button", { name: d.connect }).click();

    const preview = section.getByTestId("directory-preview");
    await expect(preview).toContainText(`megan@${domain}`);
    await expect(preview).toContainText(d.preview.heading);
    await expect(section.getByLabel(d.entra.secret)).toHaveCount(0);
    await expectAccessible(page);

    // the mobile number stays each member's own
    await section.getByLabel(text.mobile, { exact: true }).selectOption("");
    await section.getByRole("button", { name: d.mapping.save }).click();
    await expect(preview).toContainText(`megan@${domain}`);

    await section.getByRole("button", { name: d.apply }).click();
    await expect(section.getByTestId("directory-status")).toContainText(text.lastSync);
    await expect(page.getByTestId("member-card")).toHaveCount(3);
    await expect(page.getByTestId("member-card").first()).toContainText("Marketing manager");

    microsoft.updateUser(tenant.tenantId, `nestor@${domain}`, { jobTitle: "Product lead" });
    await section.getByRole("button", { name: d.syncNow }).click();
    await expect(page.getByTestId("member-card").filter({ hasText: "Nestor" })).toContainText(
      "Product lead",
    );
    await expectAccessible(page);
  });

  test(`a manager syncs the roster from Google Workspace (${locale})`, async ({
    page,
    context,
  }) => {
    test.slow();
    const domain = `${locale}.example.com`;
    google.admins.add(`admin@${domain}`);
    for (const [given, family] of [
      ["Lin", "Wei"],
      ["Sam", "Roe"],
    ] as const) {
      google.directory.addUser({
        email: `${given.toLowerCase()}@${domain}`,
        givenName: given,
        familyName: family,
        title: "Designer",
        orgUnitPath: `/Studio-${locale}`,
        language: locale,
      });
    }
    google.directory.addUser({
      email: `outside@${domain}`,
      givenName: "Out",
      familyName: "Side",
      orgUnitPath: "/Elsewhere",
    });
    await signIn(context, `directory-google-${locale}`);
    await newTeam(page, locale, `Workspace ${locale}`);

    const section = page.getByRole("region", { name: d.heading });
    await section.getByLabel(d.providers.google).check();
    await expect(section).toContainText(d.google.needsKey);
    await page.getByLabel(text.key).fill(JSON.stringify(google.serviceAccountKey));
    await page.getByRole("button", { name: text.connectGoogle, exact: true }).click();
    await section.getByLabel(d.google.adminEmail).fill(`admin@${domain}`);
    await section.getByLabel(d.google.orgUnit).fill(`/Studio-${locale}`);
    await section.getByRole("button", { name: d.connect }).click();
    const preview = section.getByTestId("directory-preview");
    await expect(preview).toContainText(`lin@${domain}`);
    await expect(preview).not.toContainText(`outside@${domain}`);
    await section.getByRole("button", { name: d.apply }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(2);

    google.directory.updateUser(`sam@${domain}`, { title: "Art director" });
    await section.getByRole("button", { name: d.syncNow }).click();
    await expect(page.getByTestId("member-card").filter({ hasText: "Sam" })).toContainText(
      "Art director",
    );
    await expectAccessible(page);
  });
}
