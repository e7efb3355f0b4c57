// A member's page and signature are in the member's language, the one of the team's roster
// (issue 20, fault 7; ADR 034): whatever the URL the link was shared as, and whatever the
// visitor's cookie or Accept-Language. The language switcher's explicit choice is kept for the
// page; the signature stays in the member's language, the one their correspondents read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { expectMemberPageIn, OTHER } from "../support/language.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { addMember, createTeam, LEGAL_DESIGN, patchDesign } from "../support/team-members.ts";

describe("a member's link follows the member's language", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let owner: TestAccount;
  const links = {} as Record<Locale, string>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const port = await freePort();
    server = await startServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    owner = await registerAccount(server.url, server.url, "language-owner");
    await makePro(database.url, [owner.userId]);
    const teamId = await createTeam(server, owner, "Atelier Lumière");
    await patchDesign(server, owner, LEGAL_DESIGN);
    for (const locale of ["en", "fr"] as const) {
      const { link } = await addMember(server, owner, teamId, {
        fullName: `Member ${locale}`,
        email: `member-${locale}@language.example`,
        phone: "+33 1 42 14 20 00",
        locale,
      });
      links[locale] = new URL(link).search;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const open = (path: string, visitor: Locale) =>
    fetch(`${server.url}${path}`, {
      headers: { cookie: `locale=${visitor}`, "accept-language": visitor },
    });

  for (const member of ["en", "fr"] as const) {
    const visitor = OTHER[member];
    it(`shows a ${member} member's page in ${member} to a ${visitor} visitor, from either URL`, async () => {
      for (const prefix of ["", "/fr"]) {
        const response = await open(`${prefix}/my-signature${links[member]}`, visitor);
        expect(response.status, prefix).toBe(200);
        expect(new URL(response.url).pathname).toBe(
          member === "fr" ? "/fr/my-signature" : "/my-signature",
        );
        expectMemberPageIn(await response.text(), member);
      }
    });

    it(`redirects another locale's URL of a ${member} member's link, kept by no cache`, async () => {
      const asked = `${member === "fr" ? "" : "/fr"}/my-signature${links[member]}`;
      const response = await fetch(`${server.url}${asked}`, {
        redirect: "manual",
        headers: { cookie: `locale=${visitor}`, "accept-language": visitor },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `${member === "fr" ? "/fr" : ""}/my-signature${links[member]}`,
      );
      expect(response.headers.get("cache-control")).toContain("no-store");
    });

    it(`keeps a ${member} member's explicit switch to ${visitor}`, async () => {
      const page = await (await open(`/fr/my-signature${links[member]}`, visitor)).text();
      // the switcher's own link, as the page wrote it
      const switcher = /<a [^>]*data-locale-switch="(\w+)"[^>]*>/.exec(page)?.[0] ?? "";
      expect(switcher).toContain(`data-locale-switch="${visitor}"`);
      const href = (/href="([^"]+)"/.exec(switcher)?.[1] ?? "").replaceAll("&amp;", "&");
      const switched = await open(href, member);
      expect(switched.status).toBe(200);
      // the page in the chosen language; the signature stays in the member's (ADR 033)
      expectMemberPageIn(await switched.text(), visitor, member);
    });
  }
});
