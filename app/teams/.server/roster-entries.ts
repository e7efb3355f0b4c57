// The roster table's rows (issue 23): every member of the team with their channels' states, read
// in one query and without the member schema (rows are written through it): a team of 2,000
// is filtered, sorted and paged in the process (app/teams/roster-query.ts).
import type { Db } from "../../.server/db/connect.ts";
import { isLocale } from "../../i18n/locales.ts";
import type { GmailState, LinkState, RosterEntry } from "../roster-query.ts";

export async function listRosterEntries({ kysely }: Db, teamId: string): Promise<RosterEntry[]> {
  const rows = await kysely
    .selectFrom("team_member")
    .leftJoin("gmail_push", "gmail_push.member_id", "team_member.id")
    .select([
      "team_member.id as id",
      "team_member.email as email",
      "team_member.fields as fields",
      "team_member.locale as locale",
      "team_member.link_mailed_at as mailedAt",
      "team_member.link_last_opened_at as openedAt",
      "gmail_push.status as gmail",
      "gmail_push.error as gmailError",
    ])
    .where("team_member.team_id", "=", teamId)
    .execute();
  return rows.map((row) => {
    const fields = parsedFields(row.fields);
    const link: LinkState = row.openedAt ? "opened" : row.mailedAt ? "sent" : "none";
    return {
      id: row.id,
      name: text(fields.fullName),
      email: text(fields.email) || row.email,
      title: text(fields.jobTitle),
      locale: isLocale(row.locale) ? row.locale : "en",
      link,
      linkAt: row.openedAt ?? row.mailedAt,
      gmail: (row.gmail ?? "none") as GmailState,
      gmailError: row.gmail === "failed" || row.gmail === "queued" ? row.gmailError : null,
      haystack: searchText(fields),
    };
  });
}

function parsedFields(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Every text the member has (their extra columns' included), lower-case, one line. */
function searchText(fields: Record<string, unknown>): string {
  const texts: string[] = [];
  for (const value of Object.values(fields)) {
    if (typeof value === "string") texts.push(value);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (typeof inner === "string") texts.push(inner);
    }
  }
  return texts.join("\n").toLowerCase();
}
