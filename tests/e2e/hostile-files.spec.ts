import { readFileSync } from "node:fs";
import path from "node:path";
import { registerAccount } from "../support/accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures.ts";

// A hostile spreadsheet in the team page's import (issue 20, ADR 030): the manager sees, in
// their language, why the file was refused, and the page goes on working; then a good file
// imports as usual.

const HOSTILE = path.resolve(import.meta.dirname, "../fixtures/hostile");

const TEXT = {
  en: {
    prefix: "",
    teamName: "Team name",
    create: "Create the team",
    import: "Import a spreadsheet",
    file: "Spreadsheet (CSV or Excel .xlsx)",
    tooManyColumns: "The file has more than 50 columns.",
    unpacked:
      "Unpacked, this workbook holds more than 64 MB. Keep only the sheet with the people, or save it as CSV.",
    ready: "1 row ready to import.",
  },
  fr: {
    prefix: "/fr",
    teamName: "Nom de l’équipe",
    create: "Créer l’équipe",
    import: "Importer une feuille de calcul",
    file: "Feuille de calcul (CSV ou Excel .xlsx)",
    tooManyColumns: "Le fichier a plus de 50 colonnes.",
    unpacked:
      "Une fois décompressé, ce classeur dépasse 64 Mo. Ne gardez que la feuille des personnes, ou enregistrez-la au format CSV.",
    ready: "1 ligne prête à être importée.",
  },
} as const;

let server: RunningServer;
let app: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  app = `http://localhost:${port}`;
  server = await startServer({ PORT: String(port), PUBLIC_URL: app, PRO_FOR_EVERYONE: "true" });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const locale of ["en", "fr"] as const) {
  const text = TEXT[locale];
  test(`a hostile spreadsheet is refused with a message in ${locale}, and the import goes on`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { cookie } = await registerAccount(server.url, app, `hostile-${locale}`);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", value = ""] = pair.split(/=(.*)/s);
        return { name, value, url: app };
      }),
    );
    await page.goto(`${app}${text.prefix}/teams`);
    await waitForHydration(page);
    await page.getByLabel(text.teamName).fill(`Hostile ${locale}`);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/teams\?id=/);
    await waitForHydration(page);
    await page.getByRole("button", { name: text.import }).click();

    const choose = (name: string) =>
      page.getByLabel(text.file).setInputFiles({
        name,
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: readFileSync(path.join(HOSTILE, name)),
      });
    await choose("xfd1048576.xlsx");
    // read in a worker thread: no faster than the machine allows
    await expect(page.getByText(text.tooManyColumns)).toBeVisible({ timeout: 30_000 });
    await choose("lying-size.xlsx");
    await expect(page.getByText(text.unpacked)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByText(text.unpacked).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/e2e/hostile-import-${locale}-${width}.png` });
    }

    await page.getByLabel(text.file).setInputFiles({
      name: "staff.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Name,Email\nAda Lovelace,ada@hostile.example\n"),
    });
    await expect(page.getByText(text.ready)).toBeVisible({ timeout: 30_000 });
  });
}
