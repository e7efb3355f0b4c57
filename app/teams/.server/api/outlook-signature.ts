import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemResponse } from "../../../.server/http/problem.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { render } from "../../../signature/render.ts";
import { serverRenderOptions } from "../../../signatures/.server/index.ts";
import { COMPOSE_KINDS, type ComposeKind, shortSignatureFields } from "../../outlook.ts";
import { renderMemberSignature, teamDesign } from "../member-signature.ts";
import { getMemberByEmail, markOutlookSeen } from "../members.ts";
import type { OfficeTokenRefusal } from "../outlook/office-token.ts";
import { ownerIsPaid } from "../owner-plan.ts";

// GET /api/outlook/signature?team={id}&compose=new|reply|forward|appointment – what the
// team's Outlook add-in inserts (docs/decisions/041-outlook-addin.md): the signature of the
// member the request's Office SSO token names (`Authorization: Bearer`), checked against the
// tenant the team is bound to; the short version on replies and forwards when the team chose
// it. No session: the token is the caller. Refusals are problem+json in the language Outlook
// shows (`Accept-Language`), with a `reason` the add-in's task pane names.
export const outlookSignature = endpoint(
  { rateLimit: "outlookSignature" },
  async ({ app, request, locale }) => {
    const url = new URL(request.url);
    const teamId = url.searchParams.get("team") ?? "";
    const compose = (COMPOSE_KINDS as readonly string[]).includes(
      url.searchParams.get("compose") ?? "",
    )
      ? (url.searchParams.get("compose") as ComposeKind)
      : "new";
    const team = /^[0-9a-f-]{36}$/.test(teamId)
      ? await app.db.kysely
          .selectFrom("team")
          .select(["id", "owner_id", "design_id", "outlook"])
          .where("id", "=", teamId)
          .executeTakeFirst()
      : undefined;
    if (!team?.outlook) return refused("notSetUp", ProblemCode.NotFound, locale);
    const settings = JSON.parse(team.outlook) as Parameters<typeof app.officeTokens>[1];
    const checked = await app.officeTokens(officeToken(request), settings);
    if (!checked.ok) {
      app.log.info("outlook: token refused", {
        team: team.id,
        refusal: checked.refusal,
        detail: checked.detail,
      });
      return refused(checked.refusal, refusalCode(checked.refusal), locale);
    }
    const member = await getMemberByEmail(app.db, team.id, checked.email);
    if (!member) {
      return refused("notMember", ProblemCode.NotFound, locale, { email: checked.email });
    }
    const ownerPaid = await ownerIsPaid(app.db, app.config, team.owner_id);
    if (!ownerPaid) return refused("notPro", ProblemCode.Forbidden, locale);
    const design = await teamDesign(app.db, team.owner_id, { designId: team.design_id });
    if (!design) return refused("notSetUp", ProblemCode.NotFound, locale);
    const replying = compose === "reply" || compose === "forward";
    const version = replying ? settings.reply : "full";
    let html = "";
    if (version !== "none") {
      const full = renderMemberSignature(app.config, design, member.fields, {
        locale: member.locale,
        ownerPaid,
      });
      html =
        version === "short"
          ? render(
              shortSignatureFields(full.fields),
              serverRenderOptions(app.config, member.locale),
            ).html
          : full.html;
    }
    await markOutlookSeen(app.db, member.id);
    return Response.json(
      { html, version, locale: member.locale, email: member.fields.email },
      { headers: { "cache-control": "no-store" } },
    );
  },
);

/** The Office SSO token of the request (its Authorization header's bearer). */
function officeToken(request: Request): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

function refusalCode(refusal: OfficeTokenRefusal) {
  return refusal === "wrongTenant" ? ProblemCode.Forbidden : ProblemCode.Unauthorized;
}

type Reason = OfficeTokenRefusal | "notSetUp" | "notMember" | "notPro";

function refused(
  reason: Reason,
  code: ProblemCode,
  locale: Locale,
  values?: Record<string, string>,
): Response {
  return problemResponse({
    code,
    messageKey: `problems.outlook.${reason}`,
    values,
    locale,
    extra: { reason },
    ...(code === ProblemCode.Unauthorized && {
      headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
    }),
  });
}
