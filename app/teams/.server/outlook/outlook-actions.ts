// The Outlook intents of /teams?id= (docs/decisions/041-outlook-addin.md): the add-in's
// settings, and what a given member's Outlook would insert (the manager's test).

import { data } from "react-router";
import * as z from "zod/mini";
import type { RequestContext } from "../../../.server/context.ts";
import type { SessionUser } from "../../../accounts/.server/index.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { render } from "../../../signature/render.ts";
import { serverRenderOptions } from "../../../signatures/.server/index.ts";
import { GUID } from "../../directory.ts";
import { memberKey } from "../../member.ts";
import { OUTLOOK_REPLY_VERSIONS, shortSignatureFields } from "../../outlook.ts";
import { failure } from "../action-answers.ts";
import { renderMemberSignature, teamDesign } from "../member-signature.ts";
import { getMemberByEmail } from "../members.ts";
import { ownerIsPaid } from "../owner-plan.ts";
import { type Team, updateTeam } from "../teams.ts";

type Scope = { app: RequestContext; user: SessionUser; team: Team; locale: Locale };

const guid = (error: string) =>
  z.string().check(z.trim(), z.toLowerCase(), z.regex(GUID, { error }));

const OutlookForm = z.object({
  tenantId: guid("tenant"),
  clientId: guid("client"),
  reply: z.enum(OUTLOOK_REPLY_VERSIONS),
});

export const OUTLOOK_INTENTS = ["outlookSettings", "outlookTest"] as const;
export type OutlookIntent = (typeof OUTLOOK_INTENTS)[number];
export const isOutlookIntent = (intent: string): intent is OutlookIntent =>
  (OUTLOOK_INTENTS as readonly string[]).includes(intent);

export async function outlookIntent(intent: OutlookIntent, form: FormData, scope: Scope) {
  const { app, user, team, locale } = scope;
  const t = serverT(locale);
  if (intent === "outlookSettings") {
    const parsed = OutlookForm.safeParse({
      tenantId: String(form.get("tenantId") ?? ""),
      clientId: String(form.get("clientId") ?? ""),
      reply: String(form.get("reply") ?? "full"),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = { _form: t("teams.errors.fix") };
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] = t(
          field === "clientId" ? "teams.outlook.errors.client" : "teams.outlook.errors.tenant",
        );
      }
      return data({ ok: false as const, errors }, { status: 400 });
    }
    await updateTeam(app.db, user.id, team.id, { outlook: parsed.data });
    return data({ ok: true as const, intent });
  }
  // what the add-in would insert for this address, in a new message and in a reply
  if (!team.outlook) {
    return failure(locale, "teams.outlook.errors.notSetUp", 409);
  }
  const email = memberKey(String(form.get("email") ?? "").slice(0, 254));
  const member = await getMemberByEmail(app.db, team.id, email);
  const design = await teamDesign(app.db, user.id, team);
  if (!member || !design) {
    return data({ ok: true as const, intent, email, html: null, replyHtml: null });
  }
  const ownerPaid = await ownerIsPaid(app.db, app.config, user.id);
  const full = renderMemberSignature(app.config, design, member.fields, {
    locale: member.locale,
    ownerPaid,
  });
  const replyHtml =
    team.outlook.reply === "none"
      ? ""
      : team.outlook.reply === "short"
        ? render(shortSignatureFields(full.fields), serverRenderOptions(app.config, member.locale))
            .html
        : full.html;
  return data({ ok: true as const, intent, email, html: full.html, replyHtml });
}
