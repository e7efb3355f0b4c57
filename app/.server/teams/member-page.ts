// /my-signature?member=<token> (issue 13): a team member's own signature, no account needed.
// The link is the only key: it finds one member (member-links.ts), shows nothing of anyone
// else, and is counted as opened for the manager. With the team's leave, the member corrects
// their own job title and phone numbers (POST, the same link in the form).
import { data } from "react-router";
import { localeFromPath } from "../../i18n/locales.ts";
import { serverMessages, serverT } from "../../i18n/translate.server.ts";
import { fieldErrors } from "../../signature/issues.ts";
import { MemberSelfEditSchema } from "../../teams/member.ts";
import type { RequestContext } from "../context.ts";
import { requireWithinRateLimit } from "../http/rate-limit.ts";
import { markLinkOpened, memberOfLink } from "./member-links.ts";
import { memberFields, teamDesign } from "./member-signature.ts";
import { selfEditMember } from "./members.ts";

async function linkedTeam(app: RequestContext, token: string) {
  const linked = await memberOfLink(app.db, token);
  if (!linked) return null;
  const team = await app.db.kysely
    .selectFrom("team")
    .select(["name", "design_id", "self_edit"])
    .where("id", "=", linked.teamId)
    .executeTakeFirstOrThrow();
  const design = await teamDesign(app.db, linked.ownerId, { designId: team.design_id });
  return { ...linked, team, design };
}

/** The few `teams` messages the member's page shows, sent with it (not in the page's chunk). */
function memberMessages(request: Request) {
  const { self, member, errors } = serverMessages(
    localeFromPath(new URL(request.url).pathname),
  ).teams;
  return { self, member, errors };
}

export async function memberPageView(request: Request, app: RequestContext, token: string) {
  const messages = memberMessages(request);
  const found = await linkedTeam(app, token);
  if (!found?.design) return data({ kind: "memberNotFound" as const, messages }, { status: 404 });
  await markLinkOpened(app.db, found.member);
  const { member, team, design } = found;
  return data({
    kind: "member" as const,
    messages,
    teamName: team.name,
    selfEdit: Number(team.self_edit) === 1,
    signature: memberFields(design, member.fields),
    own: {
      jobTitle: member.fields.jobTitle,
      phone: member.fields.phone,
      mobile: member.fields.mobile,
    },
  });
}

export async function memberSelfEdit(request: Request, app: RequestContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  await requireWithinRateLimit(app.limiters.render, request);
  const form = await request.formData().catch(() => null);
  const found = form && (await linkedTeam(app, String(form.get("member") ?? "")));
  if (!form || !found?.design || Number(found.team.self_edit) !== 1) {
    return data(
      { ok: false as const, errors: { _form: t("teams.self.notFound") } },
      { status: 404 },
    );
  }
  const parsed = MemberSelfEditSchema.safeParse({
    jobTitle: form.get("jobTitle") ?? "",
    phone: form.get("phone") ?? "",
    mobile: form.get("mobile") ?? "",
  });
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
        field,
        t(message.key, message.values),
      ]),
    );
    return data(
      { ok: false as const, errors: { _form: t("teams.errors.fix"), ...errors } },
      { status: 400 },
    );
  }
  await selfEditMember(app.db, found.member.id, { ...found.member.fields, ...parsed.data });
  app.log.info("team member corrected their signature", { memberId: found.member.id });
  return data({ ok: true as const });
}
