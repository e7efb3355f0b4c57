// The roster table's rows (issue 23): every member of the team with their channels' states, read
// in one query and without the member schema (rows are written through it): a team of 2,000
// is filtered, sorted and paged in the process (app/teams/roster-query.ts).
import type { Db } from "../../.server/db/connect.ts";
import { isLocale } from "../../i18n/locales.ts";
import type { GmailState, LinkState, MemberSource, RosterEntry } from "../roster-query.ts";

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
      "team_member.directory_id as directoryId",
      "team_member.directory_fields as directoryFields",
      "team_member.directory_synced_at as syncedAt",
      "team_member.outlook_seen_at as outlookAt",
      "gmail_push.status as gmail",
      "gmail_push.error as gmailError",
    ])
    .where("team_member.team_id", "=", teamId)
    .execute();
  return rows.map((row) => {
    const fields = parsedObject(row.fields);
    const link: LinkState = row.openedAt ? "opened" : row.mailedAt ? "sent" : "none";
    const source: MemberSource = row.directoryId ? "directory" : "hand";
    // the directory's department (directory/sync-plan.ts keeps it, mapped or not), else the
    // member's own: a design's `department` placeholder, as a spreadsheet fills it
    const department =
      text(parsedObject(row.directoryFields).department).trim() ||
      text(asObject(fields.extra).department).trim();
    return {
      id: row.id,
      name: text(fields.fullName),
      email: text(fields.email) || row.email,
      title: text(fields.jobTitle),
      department,
      locale: isLocale(row.locale) ? row.locale : "en",
      link,
      linkAt: row.openedAt ?? row.mailedAt,
      gmail: (row.gmail ?? "none") as GmailState,
      gmailError: row.gmail === "failed" || row.gmail === "queued" ? row.gmailError : null,
      source,
      syncedAt: row.directoryId ? row.syncedAt : null,
      outlookAt: row.outlookAt,
      haystack: searchText(fields, department),
    };
  });
}

function parsedObject(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  try {
    return asObject(JSON.parse(json));
  } catch {
    return {};
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Every text the member has (extra columns and department included), lower-case, one line. */
function searchText(fields: Record<string, unknown>, department: string): string {
  const texts: string[] = [department];
  for (const value of Object.values(fields)) {
    if (typeof value === "string") texts.push(value);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (typeof inner === "string") texts.push(inner);
    }
  }
  return texts.join("\n").toLowerCase();
}
