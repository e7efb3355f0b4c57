// POST /teams and /teams?id= (issue 13): every change a manager makes, one `intent` each,
// sent as a form by the page's fetchers. Failures come back as `{ errors }` with a 400 (or
// the problem's own status), in the page's language; nothing is half-done.

import { data, redirect } from "react-router";
import * as z from "zod/mini";
import type { RequestContext } from "../../.server/context.ts";
import { readCappedForm } from "../../.server/http/form-body.ts";
import { SEAL_PURPOSES, seal } from "../../.server/sealed.ts";
import type { SessionUser } from "../../accounts/.server/index.ts";
import { allows, PRO_REQUIRED_MESSAGES } from "../../billing/effective-plan.ts";
import { type Locale, localeFromPath } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { pagePath } from "../../route-table.ts";
import { fieldErrors } from "../../signature/issues.ts";
import { SIGNATURE_FIELD_SCHEMAS } from "../../signature/schema.ts";
import { updateSignature } from "../../signatures/.server/index.ts";
import { MemberInputSchema, TEAM_LIMITS } from "../member.ts";
import { parseRosterImport } from "../roster-rows.ts";
import { failure } from "./action-answers.ts";
import { directoryIntent, isDirectoryIntent } from "./directory/directory-actions.ts";
import { outdatedPushes } from "./gmail/push-queue.ts";
import { parseServiceAccountKey } from "./gmail/service-account.ts";
import { memberFormInput } from "./member-form-input.ts";
import { ensureMemberLinks, renewMemberLink, revokeMemberLink } from "./member-links.ts";
import { selectedMembers } from "./member-selection.ts";
import { designUpdatedAt } from "./member-signature.ts";
import {
  addMember,
  importMembers,
  memberNotFound,
  removeMember,
  removeMembers,
  updateMember,
} from "./members.ts";
import { isOutlookIntent, outlookIntent } from "./outlook/outlook-actions.ts";
import { sendLinks } from "./send-links.ts";
import { createTeam, deleteTeam, getTeamOrThrow, type Team, updateTeam } from "./teams.ts";

const TeamNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: "validation.required" }),
    z.maxLength(TEAM_LIMITS.name, { error: "validation.tooLong" }),
  );

type Outcome = Response | ReturnType<typeof data>;

/**
 * The largest form a manager sends: an import of a whole team (2,000 members, TEAM_LIMITS) as
 * JSON, each member at most ~2 KB at its longest fields, form-encoded (~×2). Far below harm.
 */
export const TEAMS_FORM_MAX_BYTES = 8 * 1024 * 1024;

export async function teamsAction(
  request: Request,
  app: RequestContext,
  user: SessionUser,
): Promise<Outcome> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (!allows(user, "teams")) {
    return failure(locale, PRO_REQUIRED_MESSAGES.teams, 403);
  }
  const form = await readCappedForm(request, TEAMS_FORM_MAX_BYTES);
  if (!form) return failure(locale, "problems.payloadTooLarge", 413);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "createTeam") {
      const name = TeamNameSchema.safeParse(form.get("name"));
      if (!name.success) return invalid(locale, translate(locale, fieldErrors(name.error)), "name");
      const team = await createTeam(app.db, user.id, name.data, {
        locale,
        plans: app.config,
      });
      return redirect(`${pagePath("teams", locale)}?id=${team.id}`);
    }
    const team = await getTeamOrThrow(app.db, user.id, url.searchParams.get("id") ?? "", locale);
    return await teamIntent(intent, form, { app, user, team, locale });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get("content-type")?.includes("problem")) {
      const body = (await thrown.json()) as { detail: string };
      return data(
        { ok: false as const, errors: { _form: body.detail } },
        { status: thrown.status },
      );
    }
    throw thrown;
  }
}

type Scope = { app: RequestContext; user: SessionUser; team: Team; locale: Locale };

async function teamIntent(intent: string, form: FormData, scope: Scope): Promise<Outcome> {
  const { app, user, team, locale } = scope;
  switch (intent) {
    case "renameTeam": {
      const name = TeamNameSchema.safeParse(form.get("name"));
      if (!name.success) return invalid(locale, translate(locale, fieldErrors(name.error)), "name");
      await updateTeam(app.db, user.id, team.id, { name: name.data });
      return done(intent);
    }
    case "deleteTeam":
      await deleteTeam(app.db, user.id, team.id);
      return redirect(pagePath("teams", locale));
    case "selfEdit":
      await updateTeam(app.db, user.id, team.id, { selfEdit: form.get("selfEdit") === "on" });
      return done(intent);
    case "design":
      return designIntent(form, scope);
    case "credit":
      return creditIntent(form, scope);
    case "addMember":
    case "updateMember":
      return memberIntent(intent, form, scope);
    case "removeMembers": {
      const { members } = await selectedMembers(form, scope, { everyoneWhenNone: false });
      const removed = await removeMembers(
        app.db,
        team.id,
        members.map((member) => member.id),
      );
      return data({ ok: true as const, intent, removed });
    }
    case "removeMember": {
      if (!(await removeMember(app.db, team.id, String(form.get("memberId"))))) {
        throw memberNotFound(locale);
      }
      return done(intent);
    }
    case "importMembers": {
      const members = parseRosterImport(safeJson(String(form.get("members") ?? "")));
      if (!members) return failure(locale, "teams.import.invalid", 400);
      const counts = await importMembers(app.db, team.id, members, locale);
      await ensureMemberLinks(app.db, app.config.authSecret, team.id);
      return data({ ok: true as const, intent, ...counts });
    }
    case "renewLink":
    case "revokeLink": {
      const memberId = String(form.get("memberId"));
      const changed =
        intent === "renewLink"
          ? await renewMemberLink(app.db, app.config.authSecret, team.id, memberId)
          : await revokeMemberLink(app.db, team.id, memberId);
      if (!changed) throw memberNotFound(locale);
      return done(intent);
    }
    case "sendLinks":
      return sendLinks(form, scope);
    case "connectGoogle": {
      const parsed = parseServiceAccountKey(String(form.get("key") ?? ""));
      if (!parsed.ok)
        return invalid(locale, { key: serverT(locale)(`teams.google.errors.${parsed.error}`) });
      await updateTeam(app.db, user.id, team.id, {
        google: {
          sealedKey: seal(
            JSON.stringify(parsed.key),
            app.config.authSecret,
            SEAL_PURPOSES.googleKey,
          ),
          clientEmail: parsed.key.client_email,
        },
      });
      return done(intent);
    }
    case "disconnectGoogle":
      await app.gmailPush?.cancel(team.id);
      await updateTeam(app.db, user.id, team.id, { google: null });
      return done(intent);
    case "startPush": {
      if (!team.googleClientEmail) return failure(locale, "teams.google.notConnected", 409);
      const { members } = await selectedMembers(form, scope);
      await app.gmailPush?.queue(
        team.id,
        members.map((member) => member.id),
      );
      return data({ ok: true as const, intent, queued: members.length });
    }
    case "updateOutdated": {
      if (!team.googleClientEmail) return failure(locale, "teams.google.notConnected", 409);
      const outdated = await outdatedPushes(
        app.db,
        team.id,
        await designUpdatedAt(app.db, user.id, team),
      );
      await app.gmailPush?.queue(team.id, outdated);
      return data({ ok: true as const, intent, queued: outdated.length });
    }
    case "cancelPush":
      await app.gmailPush?.cancel(team.id);
      return done(intent);
    default:
      if (isDirectoryIntent(intent)) return directoryIntent(intent, form, scope);
      if (isOutlookIntent(intent)) return outlookIntent(intent, form, scope);
      return failure(locale, "problems.badRequest", 400);
  }
}

async function designIntent(form: FormData, { app, user, team, locale }: Scope) {
  if (!team.designId) return failure(locale, "teams.design.missing", 409);
  const patch = z
    .partial(
      z.object({
        template: SIGNATURE_FIELD_SCHEMAS.template,
        accentColor: SIGNATURE_FIELD_SCHEMAS.accentColor,
      }),
    )
    .safeParse({
      ...(form.has("template") && { template: form.get("template") }),
      ...(form.has("accentColor") && { accentColor: form.get("accentColor") }),
    });
  if (!patch.success) return invalid(locale, translate(locale, fieldErrors(patch.error)));
  await updateSignature(app.db, user.id, team.designId, patch.data, {
    locale,
    planChanged: app.sessions.userChanged,
    plans: app.config,
  });
  return done("design");
}

/** The credit line of every member's signature, on or off, within the owner's plan rules. */
async function creditIntent(form: FormData, { app, user, team, locale }: Scope) {
  if (!team.designId) return failure(locale, "teams.design.missing", 409);
  await updateSignature(
    app.db,
    user.id,
    team.designId,
    { creditEnabled: form.get("creditEnabled") === "on" },
    { locale, planChanged: app.sessions.userChanged, plans: app.config },
  );
  return done("credit");
}

async function memberIntent(
  intent: "addMember" | "updateMember",
  form: FormData,
  { app, team, locale }: Scope,
) {
  const { input, formPath } = memberFormInput(form, locale);
  const parsed = MemberInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors = translate(locale, fieldErrors(parsed.error));
    return invalid(
      locale,
      Object.fromEntries(Object.entries(errors).map(([path, text]) => [formPath(path), text])),
    );
  }
  if (intent === "addMember") {
    const member = await addMember(app.db, team.id, parsed.data, locale);
    await renewMemberLink(app.db, app.config.authSecret, team.id, member.id);
    return data({ ok: true as const, intent, memberId: member.id });
  }
  await updateMember(app.db, team.id, String(form.get("memberId")), parsed.data, locale);
  return done(intent);
}

/** The member the form names (`memberId`, none when not the team's), or every member. */
function done(intent: string) {
  return data({ ok: true as const, intent });
}

/** 400 with each field's message; `field` files a message about the whole value under it. */
function invalid(locale: Locale, errors: Record<string, string | undefined>, field?: string) {
  const filed = field && errors._form !== undefined ? { [field]: errors._form } : errors;
  return data({ ok: false as const, errors: withForm(locale, filed) }, { status: 400 });
}

function withForm(locale: Locale, errors: Record<string, string | undefined>) {
  const defined = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { _form: serverT(locale)("teams.errors.fix"), ...defined };
}

function translate(locale: Locale, errors: ReturnType<typeof fieldErrors>) {
  const t = serverT(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, t(message.key, message.values)]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
