// Which members a team action is for (issue 23): one (`memberId`), those ticked in the roster
// table (`memberId`, repeated), every member matching the table's search and filters
// (`matching=1` with the table's query), or, with none of these, every member: for the actions
// that mean "everyone" when nobody is named (mail links, push), never for a removal.
import type { RequestContext } from "../../.server/context.ts";
import type { Locale } from "../../i18n/locales.ts";
import { TEAM_LIMITS } from "../member.ts";
import { filterRoster } from "../roster-query.ts";
import { getMember, getMembers, listMembers, type Member, memberNotFound } from "./members.ts";
import { listRosterEntries } from "./roster-entries.ts";
import { parseRosterQuery } from "./roster-query-input.ts";
import type { Team } from "./teams.ts";

export type Selection = {
  members: Member[];
  /** one member named by the form: a refusal is about them alone */
  single: boolean;
};

export async function selectedMembers(
  form: FormData,
  { app, team, locale }: { app: RequestContext; team: Team; locale: Locale },
  { everyoneWhenNone = true }: { everyoneWhenNone?: boolean } = {},
): Promise<Selection> {
  if (form.get("matching") === "1") {
    const query = parseRosterQuery(form);
    const ids = filterRoster(await listRosterEntries(app.db, team.id), query, locale).map(
      (entry) => entry.id,
    );
    return { members: await getMembers(app.db, team.id, ids), single: false };
  }
  const ids = form
    .getAll("memberId")
    .filter((id): id is string => typeof id === "string")
    .slice(0, TEAM_LIMITS.members);
  if (ids.length === 0) {
    return { members: everyoneWhenNone ? await listMembers(app.db, team.id) : [], single: false };
  }
  if (ids.length === 1) {
    const member = await getMember(app.db, team.id, ids[0]!);
    if (!member) throw memberNotFound(locale);
    return { members: [member], single: true };
  }
  return { members: await getMembers(app.db, team.id, ids), single: false };
}
