// The person/design seam (issue 20, ADR 029) on a real server over each engine: a signature
// used as a design for other people (a batch's `?signature=`, a team's design) gives them its
// design and none of its person's details. Every person field of the source holds a marker;
// no marker may reach anyone else's signature, in any template and any version. The phone is
// the one person field a design passes on, as a switchboard for people without their own.
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSON_FIELDS } from "../../app/signature/person-design.ts";
import type { SignatureFields } from "../../app/signature/schema.ts";
import { SOCIAL_NETWORKS } from "../../app/signature/social.ts";
import { TEMPLATE_IDS } from "../../app/signature/templates.ts";
import { renderVariants } from "../../app/signature/variants.ts";
import type { RosterTable } from "../../app/teams/.server/roster-file.ts";
import { guessMemberMapping } from "../../app/teams/column-mapping.ts";
import { assignColumn, unmappedColumns } from "../../app/teams/roster-columns.ts";
import { checkRosterRows, mapRosterRows } from "../../app/teams/roster-rows.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";

/** Each person field of the source, filled with a value whose marker shows if it leaks. */
const SOURCE_PERSON = {
  fullName: "Qzfullname Source",
  jobTitle: "Qzjobtitle",
  email: "qzemail@source.example",
  mobile: "+33 6 91 82 73 64",
  photoUrl: "/photos/facade00facade00facade00",
  ctaLabel: "Qzctalabel",
  ctaUrl: "https://qzctaurl.example/book",
  customFields: [{ label: "Qzcflabel", value: "Qzcfvalue" }],
  customLinks: [{ label: "Qzcllabel", url: "https://qzclurl.example/" }],
};
const SWITCHBOARD = "+33 1 91 82 73 65";

/** The person's social profiles: six at most in one signature, so a source per six. */
const SOURCE_NETWORKS = [
  {
    linkedin: "qzlinkedin",
    twitter: "qztwitter",
    instagram: "qzinstagram",
    tiktok: "qztiktok",
    github: "qzgithub",
    threads: "qzthreads",
  },
  {
    bluesky: "qzbluesky.bsky.social",
    mastodon: "@qzmastodon@mastodon.social",
    pinterest: "qzpinterest",
    behance: "qzbehance",
    dribbble: "qzdribbble",
    medium: "qzmedium",
  },
  {
    substack: "qzsubstack",
    whatsapp: "+33 6 55 44 33 21",
    telegram: "qztelegram",
    calendly: "https://calendly.com/qzcalendly",
    spotify: "https://open.spotify.com/show/qzspotify",
    twitch: "qztwitch",
  },
  { xing: "qzxing" },
];

/** What each marker looks like in an output squeezed by `squeeze`. */
const MARKERS: Record<string, string> = {
  fullName: "qzfullname",
  jobTitle: "qzjobtitle",
  email: "qzemail",
  mobile: "+33691827364",
  photoUrl: "facade00facade00",
  ctaLabel: "qzctalabel",
  ctaUrl: "qzctaurl",
  "customFields.label": "qzcflabel",
  "customFields.value": "qzcfvalue",
  "customLinks.label": "qzcllabel",
  "customLinks.url": "qzclurl",
  linkedin: "qzlinkedin",
  twitter: "qztwitter",
  instagram: "qzinstagram",
  tiktok: "qztiktok",
  github: "qzgithub",
  threads: "qzthreads",
  bluesky: "qzbluesky",
  mastodon: "qzmastodon",
  pinterest: "qzpinterest",
  behance: "qzbehance",
  dribbble: "qzdribbble",
  medium: "qzmedium",
  substack: "qzsubstack",
  whatsapp: "33655443321",
  telegram: "qztelegram",
  calendly: "qzcalendly",
  spotify: "qzspotify",
  twitch: "qztwitch",
  xing: "qzxing",
};
const PHONE_MARKER = "+33191827365";

/** The design of every source: what everyone may get. */
const DESIGN = {
  name: "Seam source",
  company: "Seamdesign Co",
  phone: SWITCHBOARD,
  website: "https://seamdesign.example",
  accentColor: "#0f766e",
  disclaimer: "Seamdesign disclaimer.",
};

/** Lower case, without spaces of any kind: phone numbers are grouped with no-break spaces. */
const squeeze = (output: string) => output.toLowerCase().replace(/[\s\u00a0\u202f]+/g, "");

/** The markers found in the outputs. */
function markersIn(...outputs: string[]): string[] {
  const text = squeeze(outputs.join("\n"));
  return Object.entries(MARKERS)
    .filter(([, marker]) => text.includes(marker))
    .map(([field]) => field);
}

it("gives every person network of the registry a marker and a source", () => {
  const personNetworks = SOCIAL_NETWORKS.filter((network) =>
    (PERSON_FIELDS as readonly string[]).includes(network),
  );
  const inSources = SOURCE_NETWORKS.flatMap((networks) => Object.keys(networks));
  expect(personNetworks.filter((network) => !(network in MARKERS))).toEqual([]);
  expect(personNetworks.filter((network) => !inSources.includes(network))).toEqual([]);
});

for (const engine of ENGINES) {
  describe(`person and design on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let owner: TestAccount;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startServerOnItsPort({ DATABASE_URL: database.url });
      owner = await registerAccount(server.url, server.url, "seam-owner");
      await makePro(database.url, [owner.userId]);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { "content-type": "application/json", origin: server.url, cookie: owner.cookie },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
      return text ? JSON.parse(text) : null;
    };
    const form = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(400);
      return response;
    };
    const sourceFields = (round: number) => ({
      ...DESIGN,
      ...SOURCE_PERSON,
      ...SOURCE_NETWORKS[round],
    });

    it("makes every marker visible when the source renders itself (the check below can fail)", {
      timeout: 180_000,
    }, async () => {
      const found = new Set<string>();
      for (const round of SOURCE_NETWORKS.keys()) {
        for (const template of TEMPLATE_IDS) {
          const { html, text } = await send("POST", "/api/v1/render", {
            ...sourceFields(round),
            template,
          });
          for (const field of markersIn(html, text)) found.add(field);
          expect(squeeze(html)).toContain(PHONE_MARKER);
        }
      }
      expect([...found].sort()).toEqual(Object.keys(MARKERS).sort());
    });

    it("batch: a saved signature gives its design, never its person's details, to every row", {
      timeout: 180_000,
    }, async () => {
      const people = [
        { fullName: "Ada Rowone", email: "ada@people.example", phone: "+33 1 00 00 00 01" },
        { fullName: "Bob Rowtwo", phone: "+33 1 00 00 00 02", jobTitle: "Buyer" },
        { fullName: "Cy Rowthree" },
      ];
      for (const round of SOURCE_NETWORKS.keys()) {
        const { id } = await send("POST", "/api/v1/signatures", sourceFields(round));
        for (const template of TEMPLATE_IDS) {
          const body = (await send("POST", "/api/v1/render/batch", {
            signature: id,
            design: { template },
            people,
          })) as { rows: Array<{ ok: boolean; html: string; text: string }> };
          expect(body.rows.map((row) => row.ok)).toEqual([true, true, true]);
          body.rows.forEach((row, index) => {
            const where = `round ${round}, ${template}, row ${index + 1}`;
            expect(markersIn(row.html, row.text), where).toEqual([]);
            expect(row.html, where).toContain("Seamdesign Co");
            expect(row.html, where).toContain(people[index]?.fullName);
            // the switchboard for the one person without a phone of their own, only
            expect(squeeze(row.html).includes(PHONE_MARKER), where).toBe(index === 2);
          });
        }
      }
    });

    it("teams: the team's design gives its design, never its person's details, to every member", {
      timeout: 180_000,
    }, async () => {
      const created = await form("/teams", { intent: "createTeam", name: "Seam Team" });
      const teamId = /\?id=([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1];
      expect(teamId).toBeTruthy();
      const act = (fields: Record<string, string>) => form(`/teams?id=${teamId}`, fields);
      const members = [
        { fullName: "Dee Memberone", email: "dee@members.example", phone: "+33 1 00 00 00 04" },
        { fullName: "Eve Membertwo", email: "eve@members.example", phone: "" },
      ];
      for (const member of members) {
        await act({ intent: "addMember", jobTitle: "", mobile: "", locale: "en", ...member });
      }
      const page = async () => {
        const response = await fetch(`${server.url}/teams?id=${teamId}`, {
          headers: { cookie: owner.cookie },
        });
        expect(response.status).toBe(200);
        return response.text();
      };
      /** Each member's card of the page's grid (which ends with its section). */
      const cards = (html: string) =>
        html
          .slice(html.indexOf('id="team-members"'))
          .split("</section>")[0]
          ?.split('data-testid="member-card"')
          .slice(1)
          .map((card) => ({
            card,
            member: members.find((member) => card.includes(member.email)),
            link: /data-link="([^"]+)"/.exec(card)?.[1] ?? "",
          })) ?? [];
      const designId = /href="\/app\?id=([0-9a-f-]{36})"/.exec(await page())?.[1];
      expect(designId).toBeTruthy();
      const links = cards(await page()).map(({ member, link }) => ({ member, link }));
      expect(links.map(({ link }) => link)).toEqual([
        expect.stringContaining("/my-signature?member=m_"),
        expect.stringContaining("/my-signature?member=m_"),
      ]);

      for (const round of SOURCE_NETWORKS.keys()) {
        await send("PATCH", `/api/v1/signatures/${designId}`, {
          ...sourceFields(round),
          ...Object.fromEntries(
            SOURCE_NETWORKS.flatMap((networks, other) =>
              other === round ? [] : Object.keys(networks).map((name) => [name, ""]),
            ),
          ),
        });
        // the manager is told which of the design's details no member gets
        const notice = /data-testid="design-personal-details"[^>]*>([^<]+)</.exec(await page());
        expect(notice?.[1]).toContain("Mobile");
        for (const template of TEMPLATE_IDS) {
          await send("PATCH", `/api/v1/signatures/${designId}`, { template });
          for (const { card, member } of cards(await page())) {
            const where = `round ${round}, ${template}, card of ${member?.fullName}`;
            expect(markersIn(card), where).toEqual([]);
            expect(card, where).toContain("Seamdesign Co");
            expect(squeeze(card).includes(PHONE_MARKER), where).toBe(member?.phone === "");
          }
          for (const { member, link } of links) {
            const url = new URL(link);
            const response = await fetch(`${server.url}${url.pathname}.data${url.search}`);
            expect(response.status).toBe(200);
            const decoded = await decodeTurboStream(
              response.body as ReadableStream<Uint8Array>,
              globalThis,
            );
            await decoded.done;
            const raw = JSON.stringify(decoded.value);
            const view = Object.values(decoded.value as Record<string, { data?: unknown }>)
              .map((route) => route.data as { kind?: string; signature?: SignatureFields })
              .find((data) => data?.kind === "member");
            expect(view?.signature?.fullName).toBe(member?.fullName);
            const versions = renderVariants(view?.signature as SignatureFields, {
              origin: server.url,
              homeUrl: `${server.url}/`,
              appName: "Paraph",
            });
            for (const version of versions) {
              const where = `round ${round}, ${template}, ${version.variant} of ${member?.fullName}`;
              expect(markersIn(version.html ?? "", version.text), where).toEqual([]);
            }
            const where = `round ${round}, ${template}, page data of ${member?.fullName}`;
            expect(markersIn(raw), where).toEqual([]);
            expect(squeeze(raw).includes(PHONE_MARKER), where).toBe(member?.phone === "");
          }
        }
      }
    });

    it("teams: imports every person field a roster holds, names what it leaves out, exports it back", async () => {
      const created = await form("/teams", { intent: "createTeam", name: "Roster Fields" });
      const teamId = /\?id=([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1];
      const csv = [
        "Name,Email,LinkedIn,Office,Pronouns,Portfolio,Button text,Button link,X",
        "Ada Lovelace,ada@fields.example,https://www.linkedin.com/in/ada-l,Paris,she/her,https://ada.example/,Book a call,https://calendly.com/ada,@ada",
        "Bob Babbage,bob@fields.example,,Lyon,,,,,",
      ].join("\r\n");
      const response = await fetch(`${server.url}/api/teams/roster`, {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/octet-stream",
        },
        body: new TextEncoder().encode(csv),
      });
      expect(response.status).toBe(200);
      const table = (await response.json()) as RosterTable;
      const guessed = guessMemberMapping(table.headers, []);
      expect(guessed).toEqual({
        fullName: [0],
        email: [1],
        linkedin: [2],
        ctaLabel: [6],
        ctaUrl: [7],
        twitter: [8],
      });
      expect(unmappedColumns(table, guessed).map((column) => table.headers[column])).toEqual([
        "Office",
        "Pronouns",
        "Portfolio",
      ]);
      // the manager imports two of them, as a detail and a link named after their columns
      const mapping = assignColumn(
        assignColumn(guessed, 4, "detail", "Pronouns"),
        5,
        "link",
        "Portfolio",
      );
      expect(unmappedColumns(table, mapping)).toEqual([3]);
      const { members, problems } = checkRosterRows(mapRosterRows(table.rows, mapping), "en");
      expect(problems).toEqual([]);
      const imported = await form(`/teams?id=${teamId}`, {
        intent: "importMembers",
        members: JSON.stringify(members),
      });
      expect(imported.status).toBe(200);

      const page = await (
        await fetch(`${server.url}/teams?id=${teamId}`, { headers: { cookie: owner.cookie } })
      ).text();
      const ada = page.split('data-testid="member-card"')[1] ?? "";
      expect(ada).toContain("Ada Lovelace");
      for (const shown of [
        "https://www.linkedin.com/in/ada-l",
        "https://x.com/ada",
        "she/her",
        "https://ada.example/",
        "Book a call",
        "https://calendly.com/ada",
      ]) {
        expect(ada).toContain(shown);
      }

      const exported = await fetch(`${server.url}/api/teams/${teamId}/roster.csv`, {
        headers: { cookie: owner.cookie },
      });
      const text = (await exported.text()).replace(/^\uFEFF/, "");
      expect(text.split("\r\n")[0]).toBe(
        "Full name,Email,Job title,Phone,Mobile,Language,LinkedIn,X (Twitter),Button text,Button link,Detail: Pronouns,Link: Portfolio",
      );
      const back = await fetch(`${server.url}/api/teams/roster`, {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/octet-stream",
        },
        body: new TextEncoder().encode(text),
      });
      const again = (await back.json()) as RosterTable;
      const readBack = checkRosterRows(
        mapRosterRows(again.rows, guessMemberMapping(again.headers, [])),
        "en",
      );
      expect(unmappedColumns(again, guessMemberMapping(again.headers, []))).toEqual([]);
      expect(readBack.problems).toEqual([]);
      expect(readBack.members).toEqual(members);

      // the manager's member form: every person field, rows filed back under their inputs
      const memberId = /\sid="member-([0-9a-f-]{36})"/.exec(ada)?.[1] ?? "";
      const change = (fields: Record<string, string>) =>
        fetch(`${server.url}/teams/data?id=${teamId}`, {
          method: "POST",
          headers: {
            cookie: owner.cookie,
            origin: server.url,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            intent: "updateMember",
            memberId,
            fullName: "Ada Lovelace",
            email: "ada@fields.example",
            locale: "en",
            ...fields,
          }).toString(),
        });
      const wrong = await change({
        github: "ada",
        "customLinks.1.label": "Blog",
        "customLinks.1.url": "javascript:alert(1)",
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("customLinks.1.url");
      const right = await change({
        github: "ada",
        "customFields.2.label": "Desk",
        "customFields.2.value": "B12",
      });
      expect(right.status).toBe(200);
      const card = (
        await (
          await fetch(`${server.url}/teams?id=${teamId}`, { headers: { cookie: owner.cookie } })
        ).text()
      ).split('data-testid="member-card"')[1];
      expect(card).toContain("https://github.com/ada");
      expect(card).toContain("B12");
      expect(card).not.toContain("she/her");
    });
  });
}
