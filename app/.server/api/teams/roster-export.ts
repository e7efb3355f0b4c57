import { serverT } from "../../../i18n/translate.server.ts";
import { extraPlaceholders } from "../../../teams/member.ts";
import { csvCell } from "../../render-batch/errors-csv.ts";
import { teamDesign } from "../../teams/member-signature.ts";
import { listMembers } from "../../teams/members.ts";
import { getTeamOrThrow } from "../../teams/teams.ts";
import type { ApiArgs } from "../router.ts";
import { requireTeamManager } from "./team-manager.ts";

// GET /api/teams/{id}/roster.csv – the team's roster as a CSV the import reads back (UTF-8
// with a BOM for Excel, headers in the caller's language, one column per extra placeholder).
export async function handleExportRoster({
  request,
  app,
  params,
}: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireTeamManager(request, app);
  const team = await getTeamOrThrow(app.db, user.id, params.id, locale);
  const design = await teamDesign(app.db, user.id, team);
  const extras = design ? extraPlaceholders(design) : [];
  const t = serverT(locale);
  const header = [
    t("teams.member.fullName"),
    t("teams.member.email"),
    t("teams.member.jobTitle"),
    t("teams.member.phone"),
    t("teams.member.mobile"),
    t("teams.member.locale"),
    ...extras,
  ];
  const lines = [header];
  for (const member of await listMembers(app.db, team.id)) {
    const { fields } = member;
    lines.push([
      fields.fullName,
      fields.email,
      fields.jobTitle,
      fields.phone,
      fields.mobile,
      member.locale,
      ...extras.map((name) => fields.extra[name] ?? ""),
    ]);
  }
  const body = `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
  const fileName = `${team.name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "team"}.csv`;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="team.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "no-store",
    },
  });
}
