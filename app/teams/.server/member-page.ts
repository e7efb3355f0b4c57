// /my-signature?member=<token> (issue 13): a team member's own signature, no account needed.
// The link is the only key: it finds one member (member-links.ts), shows nothing of anyone
// else, and is counted as opened for the manager. With the team's leave, the member corrects
// their own job title and phone numbers (POST, the same link in the form).

import { data, redirect } from "react-router";
import type { RequestContext } from "../../.server/context.ts";
import { PRIVATE_NO_STORE } from "../../.server/http/cache-control.ts";
import { readCappedForm } from "../../.server/http/form-body.ts";
import { requireWithinRateLimit } from "../../.server/http/rate-limit.ts";
import { chosenLanguage } from "../../i18n/chosen-language.ts";
import { type Locale, localeFromPath } from "../../i18n/locales.ts";
import { serverMessages, serverT } from "../../i18n/translate.server.ts";
import { pagePath } from "../../route-table.ts";
import { fieldErrors } from "../../signature/issues.ts";
import { MemberSelfEditSchema } from "../member.ts";
import { markLinkOpened, memberOfLink } from "./member-links.ts";
import { memberFields, teamDesign } from "./member-signature.ts";
import { selfEditMember } from "./members.ts";
import { ownerIsPaid } from "./owner-plan.ts";

/** A member's correction is a link token and three short fields; far above them, far below harm. */
export const MEMBER_FORM_MAX_BYTES = 16 * 1024;

async function linkedTeam(app: RequestContext, token: string) {
  const linked = await memberOfLink(app.db, token);
  if (!linked) return null;
  const team = await app.db.kysely
    .selectFrom("team")
    .select(["name", "design_id", "self_edit"])
    .where("id", "=", linked.teamId)
    .executeTakeFirstOrThrow();
  const design = await teamDesign(app.db, linked.ownerId, { designId: team.design_id });
  return {
    ...linked,
    team,
    design,
    ownerPaid: await ownerIsPaid(app.db, app.config, linked.ownerId),
  };
}

/** The few `teams` messages the member's page shows, sent with it (not in the page's chunk). */
function memberMessages(request: Request) {
  const { self, member, errors } = serverMessages(
    localeFromPath(new URL(request.url).pathname),
  ).teams;
  return { self, member, errors };
}

/**
 * The member's page is in the member's roster language, whatever the URL the link was shared
 * as or the visitor's cookie, unless the visitor chose the other one with the language switcher
 * (ADR 034): the page's URL carries its language, so another locale's URL is redirected.
 */
function redirectToPageLanguage(request: Request, memberLocale: Locale): void {
  const url = new URL(request.url);
  const wanted = chosenLanguage(url) ?? memberLocale;
  if (localeFromPath(url.pathname) === wanted) return;
  // the member's private link, personal whoever asks (cache-control.ts)
  throw redirect(`${pagePath("mySignature", wanted)}${url.search}`, {
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

export async function memberPageView(request: Request, app: RequestContext, token: string) {
  const messages = memberMessages(request);
  const found = await linkedTeam(app, token);
  if (!found?.design) return data({ kind: "memberNotFound" as const, messages }, { status: 404 });
  redirectToPageLanguage(request, found.member.locale);
  await markLinkOpened(app.db, found.member);
  const { member, team, design, ownerPaid } = found;
  return data({
    kind: "member" as const,
    messages,
    teamName: team.name,
    selfEdit: Number(team.self_edit) === 1,
    // in the member's language, as every other render of a member's signature
    signature: { ...memberFields(design, member.fields, ownerPaid), language: member.locale },
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
  const form = await readCappedForm(request, MEMBER_FORM_MAX_BYTES);
  if (!form) {
    return data(
      { ok: false as const, errors: { _form: t("problems.payloadTooLarge") } },
      { status: 413 },
    );
  }
  const found = await linkedTeam(app, String(form.get("member") ?? ""));
  if (!found?.design || Number(found.team.self_edit) !== 1) {
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
