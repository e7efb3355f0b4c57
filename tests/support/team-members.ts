// A Pro owner's team with members, set up as the /teams page does it (document POSTs of its
// intents) on a running server: for the tests of members' pages and mails.
import type { Locale } from "../../app/i18n/locales.ts";
import type { TestAccount } from "./accounts.ts";

export type TeamServer = { url: string };

/** A team design's company with legal mentions: `patchDesign(…, LEGAL_DESIGN)`. */
export const LEGAL_DESIGN = {
  company: "Atelier Lumière",
  legalForm: "sas",
  shareCapital: "10 000 €",
} as const;

const form = (server: TeamServer, account: TestAccount, path: string, fields: object) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: account.cookie,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields as Record<string, string>).toString(),
  });

/** A new team of `owner` (a Pro account); its id. */
export async function createTeam(server: TeamServer, owner: TestAccount, name: string) {
  const response = await form(server, owner, "/teams", { intent: "createTeam", name });
  const id = /id=([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`no team created: ${response.status} ${await response.text()}`);
  return id;
}

/**
 * Sets fields of the design of the owner's one team (their one cloud signature) through the
 * public API.
 */
export async function patchDesign(
  server: TeamServer,
  owner: TestAccount,
  fields: Record<string, unknown>,
) {
  const designId = await designIdOf(server, owner);
  const response = await fetch(`${server.url}/api/v1/signatures/${designId}`, {
    method: "PATCH",
    headers: { cookie: owner.cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  if (response.status !== 200) {
    throw new Error(`design not patched: ${response.status} ${await response.text()}`);
  }
}

/** The owner's only cloud signature (the design of their one team). */
async function designIdOf(server: TeamServer, owner: TestAccount): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/signatures`, {
    headers: { cookie: owner.cookie },
  });
  const body = (await response.json()) as { data?: Array<{ id: string }> } | Array<{ id: string }>;
  const list = Array.isArray(body) ? body : (body.data ?? []);
  if (list.length !== 1) throw new Error(`expected one design, found ${list.length}`);
  return list[0]!.id;
}

/** Adds a member in `locale`; the member's id and private link (from the team's page). */
export async function addMember(
  server: TeamServer,
  owner: TestAccount,
  teamId: string,
  member: { fullName: string; email: string; locale: Locale; phone?: string },
): Promise<{ id: string; link: string }> {
  const response = await form(server, owner, `/teams?id=${teamId}`, {
    intent: "addMember",
    jobTitle: "",
    phone: "",
    mobile: "",
    ...member,
  });
  if (response.status !== 200) {
    throw new Error(`member not added: ${response.status} ${await response.text()}`);
  }
  const page = await (
    await fetch(`${server.url}/teams?id=${teamId}`, { headers: { cookie: owner.cookie } })
  ).text();
  for (const card of page.split('data-testid="member-card"').slice(1)) {
    if (!card.includes(member.email)) continue;
    const id = /\sid="member-([0-9a-f-]{36})"/.exec(card)?.[1];
    const link = /data-link="([^"]+)"/.exec(card)?.[1];
    if (id && link) return { id, link: link.replaceAll("&amp;", "&") };
  }
  throw new Error(`no link for ${member.email} on the team page`);
}

/** Mails every member of the team their link, from the team page in `locale`. */
export async function sendLinks(
  server: TeamServer,
  owner: TestAccount,
  teamId: string,
  { locale, headers = {} }: { locale: Locale; headers?: Record<string, string> },
) {
  const prefix = locale === "fr" ? "/fr" : "";
  return fetch(`${server.url}${prefix}/teams?id=${teamId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: [owner.cookie, headers.cookie].filter(Boolean).join("; "),
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      ...(headers["accept-language"] && { "accept-language": headers["accept-language"] }),
    },
    body: new URLSearchParams({ intent: "sendLinks" }).toString(),
  });
}
