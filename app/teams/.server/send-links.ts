// The `sendLinks` intent of /teams: each member (or the one `memberId` names) is mailed their
// link within the limits of link-mailing.ts, and the manager is told, in the page's language,
// who was not mailed, why, and when they can be.
import { data } from "react-router";
import type { RequestContext } from "../../.server/context.ts";
import type { SessionUser } from "../../accounts/.server/index.ts";
import type { Locale } from "../../i18n/locales.ts";
import { inTime } from "../../i18n/relative-time.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { memberLinkMail } from "./link-mail.ts";
import { type LinkMailing, type LinkMailLimits, mailMemberLinks } from "./link-mailing.ts";
import { ensureMemberLinks, memberLinkUrl, memberTokens } from "./member-links.ts";
import { selectedMembers } from "./member-selection.ts";
import type { Team } from "./teams.ts";

type Scope = { app: RequestContext; user: SessionUser; team: Team; locale: Locale };

/**
 * Mails the chosen members (member-selection.ts) their link, making the missing links first;
 * one member named alone is mailed only the link they have.
 */
export async function sendLinks(form: FormData, scope: Scope) {
  const { app, user, team, locale } = scope;
  const { members, single } = await selectedMembers(form, scope);
  const member = single ? members[0]! : null;
  if (!single) {
    await ensureMemberLinks(
      app.db,
      app.config.authSecret,
      team.id,
      members.map(({ id }) => id),
    );
  }
  const tokens = await memberTokens(
    app.db,
    app.config.authSecret,
    team.id,
    members.map(({ id }) => id),
  );
  const mails = members.flatMap((each) => {
    const token = tokens.get(each.id);
    if (!token) return [];
    const mail = memberLinkMail({
      to: each.fields.email,
      url: memberLinkUrl(app.config.publicUrl, token, each.locale),
      locale: each.locale,
      teamName: team.name,
      managerEmail: user.email,
      appName: app.config.appName,
    });
    return [{ member: each, mail }];
  });
  const limiters = app.limiters.linkMail;
  const mailing = await mailMemberLinks(
    { db: app.db, mailer: app.mailer, limiters },
    { teamId: team.id, ownerId: user.id, mails },
  );
  app.log.info("team links sent", { teamId: team.id, count: mailing.sent, held: mailing.held });
  const notices = heldNotices(mailing, limiters.limits, locale);
  // one member not mailed: a refusal, said where the button is
  if (member && mailing.sent === 0 && notices.length > 0) {
    return data({ ok: false as const, errors: { _form: notices.join(" ") } }, { status: 429 });
  }
  return data({ ok: true as const, intent: "sendLinks", sent: mailing.sent, notices });
}

/** Why members were not mailed and when they can be, one sentence each; none when all were. */
function heldNotices({ held, retryInMs }: LinkMailing, limits: LinkMailLimits, locale: Locale) {
  const t = serverT(locale);
  const notices = [
    held.cooldown &&
      t("teams.links.held.cooldown", {
        count: held.cooldown,
        minutes: limits.memberCooldownMs / 60_000,
      }),
    held.address && t("teams.links.held.address", { count: held.address, max: limits.address.max }),
    held.team && t("teams.links.held.team", { count: held.team, max: limits.team.max }),
    held.account && t("teams.links.held.account", { count: held.account, max: limits.account.max }),
  ].filter((notice): notice is string => typeof notice === "string");
  if (notices.length === 0) return notices;
  return [...notices, t("teams.links.held.retry", { when: inTime(retryInMs, locale) })];
}
