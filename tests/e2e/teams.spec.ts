import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { type FakeGoogle, startFakeGoogle } from "../support/fake-google.ts";
import { type StripeApp, startAppWithStripe, stopAppWithStripe } from "../support/stripe-app.ts";
import { copied } from "./clipboard.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// Teams in a real browser (issue 13): a Pro account creates a team, imports a spreadsheet
// with one bad row and fixes it in place, changes the design's colour and sees all twenty
// signatures follow, lets members correct themselves, then opens a member's private link in a
// fresh browser (no account), corrects the job title and copies the signature.

const TEXT = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    terms: "I accept the terms of use.",
    createAccount: "Create my account",
    pay: "Pay",
    teamName: "Team name",
    create: "Create the team",
    import: "Import a spreadsheet",
    file: "Spreadsheet (CSV or Excel .xlsx)",
    problem: "Row 5, Email: Enter a valid email address",
    ready: "All 20 rows are ready to import.",
    confirm: "Import 20 people",
    accent: "Accent colour",
    apply: "Apply to 20 signatures",
    selfEdit: "Members may correct their own job title and phone numbers from their link",
    copyLink: "Copy link",
    copied: "Copied",
    opened: /Opened/,
    heading: "Your email signature",
    jobTitle: "Job title",
    saveOwn: "Save my corrections",
    saved: "Saved.",
    copyGmail: "Copy for Gmail",
    confirmFive: "Import 5 people",
    guide: "How to connect",
    key: "Service account key (JSON)",
    connect: "Connect",
    push: "Push to Gmail (5 people)",
    pushed: "Gmail: 4 done, 1 failed, 0 waiting.",
    installed: "Gmail: installed",
    notFound: "No Gmail account with this address",
    outdated:
      "4 people’s Gmail signatures are older than the design or their details: update them to send everyone the current one.",
    updateAll: "Update all 4 in Gmail",
    applyFive: "Apply to 5 signatures",
    delimiter: ",",
    bom: "",
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    terms: "J’accepte les conditions d’utilisation.",
    createAccount: "Créer mon compte",
    pay: "Payer",
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    import: "Importer une feuille de calcul",
    file: "Feuille de calcul (CSV ou Excel .xlsx)",
    problem: "Ligne 5, E-mail\u202f:",
    ready: "Les 20 lignes sont prêtes à être importées.",
    confirm: "Importer 20 personnes",
    accent: "Couleur d’accent",
    apply: "Appliquer à 20 signatures",
    selfEdit:
      "Les membres peuvent corriger eux-mêmes leur poste et leurs numéros de téléphone depuis leur lien",
    copyLink: "Copier le lien",
    copied: "Copié",
    opened: /Ouvert le/,
    heading: "Votre signature e-mail",
    jobTitle: "Poste",
    saveOwn: "Enregistrer mes corrections",
    saved: "Enregistré.",
    copyGmail: "Copier pour Gmail",
    confirmFive: "Importer 5 personnes",
    guide: "Comment se connecter",
    key: "Clé du compte de service (JSON)",
    connect: "Connecter",
    push: "Envoyer vers Gmail (5 personnes)",
    pushed: "Gmail\u202f: 4 terminées, 1 en échec, 0 en attente.",
    installed: "Gmail\u202f: installée",
    notFound: "Aucun compte Gmail avec cette adresse",
    outdated:
      "Les signatures Gmail de 4 personnes sont plus anciennes que le design ou que leurs informations\u202f: mettez-les à jour pour envoyer à chacun la version actuelle.",
    updateAll: "Mettre à jour les 4 signatures dans Gmail",
    applyFive: "Appliquer à 5 signatures",
    // what Excel writes in France: a BOM, semicolons
    delimiter: ";",
    bom: "\uFEFF",
  },
} as const;

let running: StripeApp;
let app: string;
let google: FakeGoogle;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  google = await startFakeGoogle();
  running = await startAppWithStripe({
    host: "localhost",
    env: {
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GMAIL_API_URL: google.apiRootUrl,
      GMAIL_PUSH_RATE: "50",
    },
  });
  app = running.url;
});

test.afterAll(async () => {
  await stopAppWithStripe(running);
  await google?.close();
});

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;

async function proAccount(page: Page, locale: "en" | "fr") {
  const text = TEXT[locale];
  await page.goto(`${app}${text.prefix}/pricing`);
  await page.locator("form[method=post] button").click();
  await page.getByLabel(text.email, { exact: true }).fill(newEmail(`teams-${locale}`));
  await page.getByLabel(text.password, { exact: true }).fill("correct horse battery");
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.createAccount }).click();
  await page.getByRole("button", { name: text.pay }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
}

/** Twenty people; the fourth data row (row 5 of the sheet) has a broken address. */
function roster(locale: "en" | "fr"): Buffer {
  const { delimiter, bom } = TEXT[locale];
  const lines = [["First name", "Last name", "Email", "Job title", "Phone"].join(delimiter)];
  for (let index = 1; index <= 20; index += 1) {
    const email = index === 4 ? "person4-at-acme.example" : `person${index}@acme.example`;
    lines.push(
      [
        `Person${index}`,
        `Müller-${index}`,
        email,
        "Consultant",
        `+33 1 23 45 67 ${10 + index}`,
      ].join(delimiter),
    );
  }
  return Buffer.from(`${bom}${lines.join("\r\n")}\r\n`, "utf8");
}

/** The HTML of every member's signature shown on the page. */
function signatureHtmls(page: Page) {
  return page
    .getByTestId("member-signature")
    .evaluateAll((hosts) => hosts.map((host) => host.shadowRoot?.innerHTML ?? ""));
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a manager builds a team from a spreadsheet, restyles it, a member installs theirs (${locale})`, async ({
    page,
    context,
    browser,
  }) => {
    test.slow(); // a long journey
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app });
    await proAccount(page, locale);
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Acme ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);

    // Import: the bad row is shown with its row and field, fixed in place, then imported.
    await page.getByRole("button", { name: text.import }).click();
    await page.getByLabel(text.file).setInputFiles({
      name: "staff.csv",
      mimeType: "text/csv",
      buffer: roster(locale),
    });
    const problem = page.getByTestId("import-problem");
    await expect(problem).toHaveCount(1);
    await expect(problem).toContainText(text.problem);
    await problem.getByRole("textbox").fill("person4@acme.example");
    await problem.getByRole("textbox").press("Enter");
    await expect(page.getByText(text.ready)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: text.confirm }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(20);
    const before = await signatureHtmls(page);
    expect(before).toHaveLength(20);
    expect(before.every((html) => html.includes("Consultant"))).toBe(true);
    expect(before.some((html) => html.includes("Person4 Müller-4"))).toBe(true);
    expect(before.every((html) => !html.includes("#b91c1c"))).toBe(true);

    // One change of the design: all twenty signatures follow.
    await page.getByLabel(text.accent).fill("#b91c1c");
    await page.getByRole("button", { name: text.apply }).click();
    await expect
      .poll(
        async () => (await signatureHtmls(page)).filter((html) => html.includes("#b91c1c")).length,
      )
      .toBe(20);
    await page.getByLabel(text.selfEdit).check();
    await expectAccessible(page);

    // A member's private link (every member has one from the import), copied by the manager.
    const card = page.getByTestId("member-card").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    const { plain: link } = await copied(page, async () => {
      await card.getByRole("button", { name: text.copyLink }).click();
      await expect(card.getByRole("button", { name: text.copied })).toBeVisible();
    });
    expect(link).toMatch(new RegExp(`${text.prefix}/my-signature\\?member=m_[A-Za-z0-9_-]{43}$`));

    // The member, in a browser that never signed in.
    const member = await browser.newContext();
    await member.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app });
    const memberPage = await member.newPage();
    await memberPage.goto(link);
    await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await waitForHydration(memberPage);
    await memberPage.getByLabel(text.jobTitle).fill("Head of sales");
    await memberPage.getByRole("button", { name: text.saveOwn }).click();
    await expect(memberPage.getByText(text.saved)).toBeVisible();
    await memberPage.reload();
    await waitForHydration(memberPage);
    await expectAccessible(memberPage);
    const { html: memberCopy } = await copied(memberPage, async () => {
      await memberPage.getByRole("button", { name: text.copyGmail }).click();
      await expect(memberPage.getByRole("status").filter({ hasText: "✓" })).toBeVisible();
    });
    expect(memberCopy).toContain(name);
    expect(memberCopy).toContain("Head of sales");
    expect(memberCopy).toContain("#b91c1c");
    await member.close();

    // The manager sees the link opened and the member's correction.
    await page.reload();
    await expect(page.getByTestId("member-card").first().getByTestId("link-status")).toHaveText(
      text.opened,
    );
    expect((await signatureHtmls(page))[0]).toContain("Head of sales");
  });
}

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];

  test(`a manager connects Google Workspace and pushes every signature into Gmail (${locale})`, async ({
    page,
  }) => {
    await proAccount(page, locale);
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Gmail ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);
    const people = Array.from({ length: 5 }, (_, index) => `gmail-${locale}-${index}@acme.example`);
    for (const email of people.slice(0, 4)) google.users.add(email);
    await page.getByRole("button", { name: text.import }).click();
    await page.getByLabel(text.file).setInputFiles({
      name: "staff.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Name,Email\n${people.map((email, index) => `Person ${index},${email}`).join("\n")}\n`,
      ),
    });
    await page.getByRole("button", { name: text.confirmFive }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(5);

    await page.getByText(text.guide).click();
    await page.getByLabel(text.key).fill(JSON.stringify(google.serviceAccountKey));
    await page.getByRole("button", { name: text.connect, exact: true }).click();
    await expect(page.getByText(google.serviceAccountKey.client_email)).toBeVisible();
    await expect(page.getByLabel(text.key)).toHaveCount(0);
    await page.getByRole("button", { name: text.push }).click();
    await expect(page.getByTestId("push-progress")).toHaveText(text.pushed, { timeout: 30_000 });
    await expect(page.getByTestId("push-status").filter({ hasText: text.installed })).toHaveCount(
      4,
    );
    await expect(page.getByTestId("push-status").filter({ hasText: text.notFound })).toHaveCount(1);
    for (const email of people.slice(0, 4)) {
      expect(google.updates.get(email)).toBe(1);
      expect(google.signatures.get(email)).toContain("Person");
    }
    await expect(page.getByTestId("push-outdated")).toHaveCount(0);

    // the design changes: the four Gmail signatures are out of date, and updated in one click
    await page.getByLabel(text.accent).fill("#b91c1c");
    await page.getByRole("button", { name: text.applyFive }).click();
    await expect(page.getByTestId("push-outdated")).toHaveText(text.outdated);
    await expectAccessible(page);
    await page.getByRole("button", { name: text.updateAll }).click();
    await expect(page.getByTestId("push-outdated")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId("push-progress")).toHaveText(text.pushed, { timeout: 30_000 });
    for (const email of people.slice(0, 4)) {
      expect(google.updates.get(email)).toBe(2);
      expect(google.signatures.get(email)).toContain("#b91c1c");
    }
    expect(google.updates.get(people[4]!)).toBeUndefined();
    await expect(page.getByTestId("push-outdated")).toHaveCount(0);
    await expectAccessible(page);
  });
}

const TABLE = {
  en: {
    confirmEighty: "Import 80 people",
    caption: "Members 1–50 of 80",
    search: "Search",
    filter: "Filter",
    engineers: "Members 1–27 of 27",
    sortByEmail: "Sort by Email",
    selectPage: "Select every member on this page",
    selectMatching: "Select all 80 matching members",
    selectedAll: "80 members selected.",
    push: "Push to Gmail",
    queued: "80 members queued for Gmail.",
    installed: "Installed",
    open: (name: string) => `Signature, link and details of ${name}`,
    back: "Back to the table",
    select: (name: string) => `Select ${name}`,
    remove: "Remove from the team",
    removed: "2 members removed.",
    after: "Members 1–50 of 78",
    cards: "Cards",
    table: "Table",
    department: "Department",
    directory: "Directory",
    hand: "Added by hand",
    synced: /^Synced /,
    tenOfTen: "Members 1–10 of 10",
  },
  fr: {
    confirmEighty: "Importer 80 personnes",
    caption: "Membres 1 à 50 sur 80",
    search: "Rechercher",
    filter: "Filtrer",
    engineers: "Membres 1 à 27 sur 27",
    sortByEmail: "Trier par E-mail",
    selectPage: "Sélectionner tous les membres de cette page",
    selectMatching: "Sélectionner les 80 membres correspondants",
    selectedAll: "80 membres sélectionnés.",
    push: "Envoyer vers Gmail",
    queued: "80 membres en attente d’envoi vers Gmail.",
    installed: "Installée",
    open: (name: string) => `Signature, lien et informations de ${name}`,
    back: "Retour au tableau",
    select: (name: string) => `Sélectionner ${name}`,
    remove: "Retirer de l’équipe",
    removed: "2 membres retirés.",
    after: "Membres 1 à 50 sur 78",
    cards: "Cartes",
    table: "Tableau",
    department: "Service",
    directory: "Annuaire",
    hand: "Ajouté à la main",
    synced: /^Synchronisé le /,
    tenOfTen: "Membres 1 à 10 sur 10",
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];
  const table = TABLE[locale];

  test(`a manager works through a roster of 80 in the table: search, sort, select all, push, remove (${locale})`, async ({
    page,
  }) => {
    test.slow();
    await proAccount(page, locale);
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Table ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);
    const people = Array.from({ length: 80 }, (_, i) => {
      const n = String(i).padStart(2, "0");
      return {
        name: `Member ${n}`,
        email: `table-${locale}-${n}@acme.example`,
        engineer: i % 3 === 0,
      };
    });
    for (const person of people) google.users.add(person.email);
    await page.getByRole("button", { name: text.import }).click();
    await page.getByLabel(text.file).setInputFiles({
      name: "staff.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Name,Email,Job title\n${people
          .map((p) => `${p.name},${p.email},${p.engineer ? "Engineer" : "Sales"}`)
          .join("\n")}\n`,
      ),
    });
    await page.getByRole("button", { name: table.confirmEighty }).click();
    await page.getByText(text.guide).click();
    await page.getByLabel(text.key).fill(JSON.stringify(google.serviceAccountKey));
    await page.getByRole("button", { name: text.connect, exact: true }).click();
    await expect(page.getByText(google.serviceAccountKey.client_email)).toBeVisible();
    // Members 00–09 synced from a directory (its department: Research), 10–19 with a
    // department of their own (a design's placeholder, as a spreadsheet fills it): written
    // as the directory sync and the import leave them
    const database = new DatabaseSync(`${running.server.dataDir}/app.db`, { timeout: 10_000 });
    for (let i = 0; i < 20; i += 1) {
      const email = people[i]!.email;
      if (i < 10) {
        database
          .prepare(
            "update team_member set directory_id = ?, directory_fields = ?, directory_synced_at = ? where email = ?",
          )
          .run(
            `person-${i}`,
            '{"fields":{},"department":"Research"}',
            new Date().toISOString(),
            email,
          );
      } else {
        database
          .prepare(
            "update team_member set fields = json_set(fields, '$.extra.department', 'Support') where email = ?",
          )
          .run(email);
      }
    }
    database.close();

    // eighty people: a table of 50 rows a page, not 80 cards
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("table").locator("caption")).toHaveText(table.caption);
    await expect(page.getByTestId("roster-row")).toHaveCount(50);
    await expect(page.getByTestId("member-card")).toHaveCount(0);
    await expectAccessible(page);

    // search and sort
    await page.getByLabel(table.search, { exact: true }).fill("engineer");
    await page.getByRole("button", { name: table.filter }).click();
    await expect(page.getByRole("table").locator("caption")).toHaveText(table.engineers);
    const emailHeader = page.getByRole("columnheader", { name: table.sortByEmail });
    await page.getByRole("link", { name: table.sortByEmail }).click();
    await expect(emailHeader).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("link", { name: table.sortByEmail }).click();
    await expect(page.getByTestId("roster-row").first()).toContainText("Member 78");
    await expect(emailHeader).toHaveAttribute("aria-sort", "descending");

    // a department, and where members came from
    const teamId = new URL(page.url()).searchParams.get("id");
    await page.goto(`${app}${text.prefix}/teams?id=${teamId}`);
    await page.getByLabel(table.department, { exact: true }).selectOption("Research");
    await page.getByRole("button", { name: table.filter }).click();
    await expect(page.getByRole("table").locator("caption")).toHaveText(table.tenOfTen);
    await expect(page.getByTestId("roster-department").first()).toHaveText("Research");
    await expect(
      page.getByTestId("roster-directory").filter({ hasText: table.synced }),
    ).toHaveCount(10);
    await page.getByLabel(table.department, { exact: true }).selectOption("Support");
    await page.getByLabel(table.directory, { exact: true }).selectOption(table.hand);
    await page.getByRole("button", { name: table.filter }).click();
    await expect(page.getByRole("table").locator("caption")).toHaveText(table.tenOfTen);
    await expect(page.getByTestId("roster-directory").filter({ hasText: table.hand })).toHaveCount(
      10,
    );
    await expectAccessible(page);

    // every member, across pages, pushed to Gmail in one action
    await page.goto(`${app}${text.prefix}/teams?id=${teamId}`);
    await waitForHydration(page);
    await page.getByLabel(table.selectPage).check();
    await page.getByRole("button", { name: table.selectMatching }).click();
    await expect(page.getByTestId("bulk-actions").getByRole("status")).toHaveText(
      table.selectedAll,
    );
    await page.getByTestId("bulk-actions").getByRole("button", { name: table.push }).click();
    await expect(page.getByText(table.queued)).toBeVisible();
    await expect(page.getByTestId("roster-gmail").filter({ hasText: table.installed })).toHaveCount(
      50,
      { timeout: 30_000 },
    );
    await expect
      .poll(() => people.filter((person) => google.updates.get(person.email) === 1).length, {
        timeout: 30_000,
      })
      .toBe(80);

    // a row opens that member's card; back to the table
    await page.getByRole("link", { name: table.open("Member 05") }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(1);
    await expect(page.getByTestId("member-card")).toContainText("Member 05");
    await page.getByRole("link", { name: table.back }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(0);
    await waitForHydration(page);

    // two ticked members removed, after a confirmation
    await page.getByLabel(table.select("Member 00")).check();
    await page.getByLabel(table.select("Member 01")).check();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("bulk-actions").getByRole("button", { name: table.remove }).click();
    await expect(page.getByText(table.removed)).toBeVisible();
    await expect(page.getByRole("table").locator("caption")).toHaveText(table.after);
    await expect(page.getByTestId("roster-row").first()).toContainText("Member 02");
    await expectAccessible(page);

    // the cards on request, and back
    await page.getByRole("link", { name: table.cards, exact: true }).click();
    await expect(page.getByTestId("member-card")).toHaveCount(24);
    await page.getByRole("link", { name: table.table, exact: true }).click();
    await expect(page.getByTestId("roster-row")).toHaveCount(50);
  });
}
