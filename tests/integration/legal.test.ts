import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";

const OPERATOR = {
  OPERATOR_NAME: "Atelier Exemple & Fils SAS",
  OPERATOR_ADDRESS: "12 rue des Lilas, 75011 Paris, France",
  OPERATOR_EMAIL: "legal@exemple.fr",
  OPERATOR_PHONE: "+33 1 23 45 67 89",
  OPERATOR_REGISTRATION: "RCS Paris 123 456 789",
  OPERATOR_PUBLISHER: "Camille Martin",
  OPERATOR_HOST: "Hébergeur <Cloud> SA, 1 quai de Seine, 75019 Paris, France",
};

/** How each value must appear in the HTML (escaped). */
const escaped = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

let configured: RunningServer;
let bare: RunningServer;
beforeAll(async () => {
  [configured, bare] = await Promise.all([
    startServer({ ...OPERATOR, CONTACT_RATE_LIMIT: "9" }),
    startServer({}),
  ]);
});
afterAll(async () => {
  await Promise.all([configured?.stop(), bare?.stop()]);
});

const get = (server: RunningServer, pathname: string) =>
  fetch(`${server.url}${pathname}`, { redirect: "manual" });

/** The page's HTML without its scripts and React's text separators. */
async function page(server: RunningServer, pathname: string): Promise<string> {
  const html = await (await get(server, pathname)).text();
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

const PAGES = [
  ["/legal", "Legal information", "/fr/legal", "Informations légales"],
  ["/terms", "Terms of use", "/fr/terms", "Conditions d’utilisation"],
  ["/legal/privacy", "Privacy policy", "/fr/legal/confidentialite", "Politique de confidentialité"],
  ["/legal/mentions-legales", "Legal notice", "/fr/legal/mentions-legales", "Mentions légales"],
] as const;

describe("legal pages", () => {
  for (const [enPath, enHeading, frPath, frHeading] of PAGES) {
    it(`${enPath} and ${frPath} answer 200 in their language`, async () => {
      for (const [pathname, heading, lang] of [
        [enPath, enHeading, "en"],
        [frPath, frHeading, "fr"],
      ] as const) {
        for (const server of [configured, bare]) {
          expect((await get(server, pathname)).status, pathname).toBe(200);
          const html = await page(server, pathname);
          expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
          expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
          expect(html).toMatch(new RegExp(`<title>${heading}`));
          expect(html).not.toMatch(/\b(null|undefined|TODO)\b|\[object /);
        }
      }
    });
  }

  it("shows every configured operator detail on the legal notice, in both locales", async () => {
    for (const pathname of ["/legal/mentions-legales", "/fr/legal/mentions-legales"]) {
      const html = await page(configured, pathname);
      for (const value of Object.values(OPERATOR)) expect(html, value).toContain(escaped(value));
      expect(html).not.toContain("<Cloud>");
    }
    const fr = await page(configured, "/fr/legal/mentions-legales");
    expect(fr).toContain("Directeur de la publication");
    expect(fr).toContain("Hébergeur</h2>");
    const en = await page(configured, "/legal/mentions-legales");
    expect(en).toContain("Director of publication");
    expect(en).toContain("Hosting provider");
  });

  it("leaves out the lines that are not configured", async () => {
    const en = await page(bare, "/legal/mentions-legales");
    expect(en).toContain("Paraph");
    // the default contact address is on the public URL's host (the tests' server names it)
    const publicHost = new URL(process.env.PUBLIC_URL ?? "http://localhost:3000").hostname;
    expect(en).toContain(`mailto:contact@${publicHost}`);
    for (const label of [
      "Address",
      "Phone",
      "Registration",
      "Director of publication",
      "Hosting provider",
    ]) {
      expect(en).not.toContain(`>${label}<`);
    }
    const fr = await page(bare, "/fr/legal/mentions-legales");
    for (const label of [
      "Adresse",
      "Téléphone",
      "Immatriculation",
      "Directeur de la publication",
      "Hébergeur",
    ]) {
      expect(fr).not.toContain(`>${label}<`);
    }
  });

  it("states this instance's settings in the privacy policy", async () => {
    const en = await page(configured, "/legal/privacy");
    expect(en).toContain("9 contact messages an hour");
    expect(en).toContain(escaped(OPERATOR.OPERATOR_HOST));
    const fr = await page(configured, "/fr/legal/confidentialite");
    expect(fr).toContain("9 messages de contact par heure");
  });

  it("links the legal pages and the contact page from the footer", async () => {
    const en = await page(bare, "/create");
    for (const href of ["/legal", "/terms", "/legal/privacy", "/contact"]) {
      expect(en).toContain(`href="${href}"`);
    }
    const fr = await page(bare, "/fr/create");
    for (const href of ["/fr/legal", "/fr/terms", "/fr/legal/confidentialite", "/fr/contact"]) {
      expect(fr).toContain(`href="${href}"`);
    }
  });
});

describe("an incomplete legal notice (no OPERATOR_* set)", () => {
  const GAPS = ["OPERATOR_ADDRESS", "OPERATOR_PHONE", "OPERATOR_PUBLISHER", "OPERATOR_HOST"];

  it("in production: one start-up warning names each missing variable; visitors see no placeholder", async () => {
    const production = await startServer({ NODE_ENV: "production" });
    try {
      const warnings = production
        .logs()
        .split("\n")
        .filter((line) => line.includes("legal notice incomplete"));
      expect(warnings).toHaveLength(1);
      const entry = JSON.parse(warnings[0]!.slice(warnings[0]!.indexOf("{")));
      expect(entry.missing).toEqual(GAPS);
      for (const pathname of ["/legal/mentions-legales", "/fr/legal/mentions-legales"]) {
        const html = await page(production, pathname);
        expect(html).not.toContain("not set]");
        expect(html).not.toMatch(/>(Hosting provider|Hébergeur|Director of publication)</);
      }
    } finally {
      await production.stop();
    }
    // a complete configuration starts without it
    expect(configured.logs()).not.toContain("legal notice incomplete");
  });

  it("in development: the legal notice names each gap in place; in test and production, no", async () => {
    const development = await startServer({ NODE_ENV: "development" });
    try {
      for (const pathname of ["/legal/mentions-legales", "/fr/legal/mentions-legales"]) {
        const html = await page(development, pathname);
        for (const name of GAPS) expect(html, name).toContain(`[${name} not set]`);
      }
      expect(development.logs()).not.toContain("legal notice incomplete");
    } finally {
      await development.stop();
    }
    expect(await page(bare, "/legal/mentions-legales")).not.toContain("not set]");
  });
});

describe("privacy policy redirects", () => {
  it("sends each locale's other spelling to its canonical page with 301", async () => {
    const en = await get(bare, "/legal/confidentialite");
    expect(en.status).toBe(301);
    expect(en.headers.get("location")).toBe("/legal/privacy");
    const fr = await get(bare, "/fr/legal/privacy");
    expect(fr.status).toBe(301);
    expect(fr.headers.get("location")).toBe("/fr/legal/confidentialite");
  });
});
