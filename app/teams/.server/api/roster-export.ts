import { endpoint } from "../../../.server/api/endpoint.ts";
import { csvCell } from "../../../.server/render-batch/errors-csv.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { extraPlaceholders, type PersonTextFieldName } from "../../../signature/person-design.ts";
import { isSocialNetwork, SOCIAL_NETWORK_NAMES } from "../../../signature/social.ts";
import { MEMBER_FIELDS } from "../../column-mapping.ts";
import type { MemberFields } from "../../member.ts";
import { teamDesign } from "../member-signature.ts";
import { listMembers, type Member } from "../members.ts";
import { getTeamOrThrow } from "../teams.ts";
import { TEAM_MANAGER } from "./team-manager.ts";

// GET /api/teams/{id}/roster.csv – the team's roster as a CSV the import reads back (UTF-8
// with a BOM for Excel, headers in the caller's language): name, address, title, numbers and
// language always; each other person field some member has ("LinkedIn", "Button text"); one
// column per detail and link label ("Detail: Pronouns", "Link: Portfolio"); one per extra
// placeholder.
export const exportRoster = endpoint(
  { ...TEAM_MANAGER, params: ["id"] },
  async ({ app, params, locale, caller: { user } }) => {
    const team = await getTeamOrThrow(app.db, user.id, params.id, locale);
    const design = await teamDesign(app.db, user.id, team);
    const members = await listMembers(app.db, team.id);
    const columns = rosterColumns(members, design ? extraPlaceholders(design) : [], locale);
    const lines = [
      columns.map((column) => column.header),
      ...members.map((member) => columns.map((column) => column.value(member))),
    ];
    const body = `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
    const fileName = `${team.name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "team"}.csv`;
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="team.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "cache-control": "no-store",
      },
    });
  },
);

type Column = { header: string; value: (member: Member) => string };

const ALWAYS = new Set<string>(["fullName", "email", "jobTitle", "phone", "mobile", "locale"]);

function rosterColumns(members: readonly Member[], extras: readonly string[], locale: Locale) {
  const t = serverT(locale);
  const label = (field: PersonTextFieldName | "locale") =>
    isSocialNetwork(field)
      ? SOCIAL_NETWORK_NAMES[field]
      : field === "locale"
        ? t("teams.member.locale")
        : t(`fields.${field}`);
  const used = (has: (fields: MemberFields) => boolean) =>
    members.some((member) => has(member.fields));
  const columns: Column[] = MEMBER_FIELDS.filter(
    (field) => ALWAYS.has(field) || used((fields) => fields[field as PersonTextFieldName] !== ""),
  ).map((field) => ({
    header: label(field),
    value: (member) =>
      field === "locale" ? member.locale : member.fields[field as PersonTextFieldName],
  }));
  const labels = (list: "customFields" | "customLinks") => [
    ...new Set(members.flatMap((member) => member.fields[list].map((row) => row.label))),
  ];
  for (const detail of labels("customFields")) {
    columns.push({
      header: t("teams.roster.exportDetail", { label: detail }),
      value: (member) =>
        member.fields.customFields.find((row) => row.label === detail)?.value ?? "",
    });
  }
  for (const link of labels("customLinks")) {
    columns.push({
      header: t("teams.roster.exportLink", { label: link }),
      value: (member) => member.fields.customLinks.find((row) => row.label === link)?.url ?? "",
    });
  }
  for (const name of extras) {
    columns.push({ header: name, value: (member) => member.fields.extra[name] ?? "" });
  }
  return columns;
}
