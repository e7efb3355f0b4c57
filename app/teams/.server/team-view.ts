// What the /teams pages show (issue 13): the owner's teams, or one team with its design, a
// page of its roster rendered with each member's problems, links and Gmail push states.

import type { RequestContext } from "../../.server/context.ts";
import type { SessionUser } from "../../accounts/.server/index.ts";
import { allows } from "../../billing/effective-plan.ts";
import { allowanceOf } from "../../billing/rules.ts";
import { type Locale, localeFromPath } from "../../i18n/locales.ts";
import { extraPlaceholders, personalDetailsIn } from "../../signature/person-design.ts";
import { TEMPLATES } from "../../signature/templates.ts";
import { CARDS_UP_TO, filterRoster, rosterFacets, rosterPage } from "../roster-query.ts";
import { getDirectory } from "./directory/directory-store.ts";
import {
  countPushStates,
  listPushStates,
  outdatedPushes,
  type PushState,
} from "./gmail/push-queue.ts";
import { linkMailWaitMs } from "./link-mailing.ts";
import { linkCounts, memberLinkUrl, memberTokens } from "./member-links.ts";
import {
  designUpdatedAt,
  memberProblems,
  renderMemberSignature,
  teamDesign,
} from "./member-signature.ts";
import { countMembers, getMember, listMembers } from "./members.ts";
import { countOutlookSeen } from "./outlook/outlook-seen.ts";
import { listRosterEntries } from "./roster-entries.ts";
import { parseRosterQuery } from "./roster-query-input.ts";
import { getTeam, listTeams } from "./teams.ts";

/** Members shown per page of the grid. */
export const MEMBERS_PER_PAGE = 24;

export async function teamsView(request: Request, app: RequestContext, user: SessionUser) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (!allows(user, "teams")) return { kind: "upgrade" as const };
  const id = url.searchParams.get("id");
  if (id === null) return { kind: "list" as const, teams: await listTeams(app.db, user.id) };
  const team = await getTeam(app.db, user.id, id);
  if (!team) return { kind: "notFound" as const };

  const memberCount = await countMembers(app.db, team.id);
  const layout = rosterLayout(url.searchParams.get("view"), memberCount);
  // the cards: a page of them; the table: its page of rows, and the card of the member it
  // opened (`member`)
  const search = layout === "cards" ? (url.searchParams.get("q") ?? "").slice(0, 100) : "";
  const shownCount =
    layout === "cards" && search ? await countMembers(app.db, team.id, search) : memberCount;
  const pageCount = Math.max(1, Math.ceil(shownCount / MEMBERS_PER_PAGE));
  const page = Math.min(
    pageCount,
    Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const roster = layout === "table" ? await rosterTable(app, team.id, url, locale) : null;
  const opened = layout === "table" ? url.searchParams.get("member") : null;
  const openedMember = opened ? await getMember(app.db, team.id, opened) : null;
  const members =
    layout === "cards"
      ? await listMembers(app.db, team.id, {
          offset: (page - 1) * MEMBERS_PER_PAGE,
          limit: MEMBERS_PER_PAGE,
          search,
        })
      : openedMember
        ? [openedMember]
        : [];
  const design = await teamDesign(app.db, user.id, team);
  const tokens = await memberTokens(
    app.db,
    app.config.authSecret,
    team.id,
    members.map((member) => member.id),
  );
  const states = new Map<string, PushState>(
    (
      await listPushStates(
        app.db,
        team.id,
        members.map((member) => member.id),
      )
    ).map((state) => [state.memberId, state]),
  );

  const now = new Date();
  return {
    kind: "team" as const,
    team,
    design: design && {
      id: design.id,
      name: design.name,
      template: design.template,
      accentColor: design.accentColor,
      creditEnabled: design.creditEnabled,
      placeholders: extraPlaceholders(design),
      personalDetails: personalDetailsIn(design),
    },
    creditOptional: allowanceOf(user.isPaid).optionalCreditLine,
    templates: TEMPLATES.map((template) => ({ id: template.id, pro: template.pro })),
    memberCount,
    layout,
    /** `view=` for this page's links: the layout when it is not the default for this size */
    layoutParam: layout === rosterLayout(null, memberCount) ? null : layout,
    roster,
    search,
    shownCount,
    perPage: MEMBERS_PER_PAGE,
    page,
    pageCount,
    members: members.map((member) => {
      const token = tokens.get(member.id);
      const rendered =
        design &&
        renderMemberSignature(app.config, design, member.fields, {
          locale: member.locale,
          ownerPaid: user.isPaid,
        });
      return {
        ...member,
        linkUrl: token ? memberLinkUrl(app.config.publicUrl, token, member.locale) : null,
        /** how long until the link may be mailed again (0: now) */
        nextMailInMs: linkMailWaitMs(
          member.link.mailedAt,
          now,
          app.limiters.linkMail.limits.memberCooldownMs,
        ),
        html: rendered?.html ?? null,
        problems: rendered ? memberProblems(rendered.fields, rendered.html, locale) : null,
        push: states.get(member.id) ?? null,
      };
    }),
    push: {
      ...(await countPushStates(app.db, team.id)),
      /** pushed members whose Gmail shows an older design or older details */
      outdated: (
        await outdatedPushes(app.db, team.id, await designUpdatedAt(app.db, user.id, team))
      ).length,
    },
    links: await linkCounts(app.db, team.id),
    directory: await getDirectory(app.db, team.id),
    outlook: {
      /** the application ID URI the team's app registration must expose */
      https: app.config.publicUrl.startsWith("https://"),
      publicUrl: app.config.publicUrl,
      seen: await countOutlookSeen(app.db, team.id),
    },
  };
}

/** The table for a team above `CARDS_UP_TO` members, else the cards; `?view=` chooses. */
function rosterLayout(asked: string | null, memberCount: number): "table" | "cards" {
  if (asked === "table" || asked === "cards") return asked;
  return memberCount > CARDS_UP_TO ? "table" : "cards";
}

async function rosterTable(app: RequestContext, teamId: string, url: URL, locale: Locale) {
  const query = parseRosterQuery(url.searchParams);
  const entries = await listRosterEntries(app.db, teamId);
  const shown = filterRoster(entries, query, locale);
  const { rows, page, pageCount } = rosterPage(shown, query);
  return {
    query: { ...query, page },
    shownCount: shown.length,
    pageCount,
    rows: rows.map(({ haystack: _haystack, ...row }) => row),
    ...rosterFacets(entries, locale),
  };
}

export type TeamsView = Awaited<ReturnType<typeof teamsView>>;
