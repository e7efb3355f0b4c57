// The signature API's answers for stored rows, written as JSON text (ADR 036): a row's stored
// fields are already the JSON the answer carries, so they are spliced in between the identity
// members and the team rather than parsed and serialised again (a fifth of a list's CPU). The
// text is the one `JSON.stringify(withDesignTeam(toCloudSignature(row), teams))` gives; a row
// that could differ goes that way.
import { type DesignTeam, withDesignTeam } from "./design-teams.ts";
import { type SignatureWithTeamRow, toCloudSignature } from "./repository.ts";
import { storedFieldsMembers } from "./stored-fields.ts";

const NO_TEAMS: ReadonlyMap<string, DesignTeam> = new Map();

/** One signature as the API answers it (GET /api/v1/signatures/{id}). */
export function signatureJson(row: SignatureWithTeamRow): string {
  const team = row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? "" };
  const members = storedFieldsMembers(row.fields, row.schema_version);
  if (members === null) {
    const teams = team ? new Map([[row.id, team]]) : NO_TEAMS;
    return JSON.stringify(withDesignTeam(toCloudSignature(row), teams));
  }
  return (
    `{"id":${JSON.stringify(row.id)},"userId":${JSON.stringify(row.user_id)},` +
    `"createdAt":${JSON.stringify(row.created_at)},"updatedAt":${JSON.stringify(row.updated_at)}` +
    `${members === "" ? "" : `,${members}`},"team":${JSON.stringify(team)}}`
  );
}

/** The signatures as the API lists them (GET /api/v1/signatures). */
export function signatureListJson(rows: readonly SignatureWithTeamRow[]): string {
  return `[${rows.map(signatureJson).join(",")}]`;
}
