// Teams of one owner (issue 13, ADR 027): the only module that writes the `team` table.
// Every read is scoped by the owner: another account's team does not exist (404, never 403).
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../../.server/db/connect.ts";
import type { TeamTable } from "../../.server/db/schema.ts";
import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import type { PlanPolicy } from "../../billing/effective-plan.ts";
import type { Locale } from "../../i18n/locales.ts";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "../../signature/schema.ts";
import { createSignature } from "../../signatures/.server/index.ts";
import type { OutlookSettings } from "../outlook.ts";

export type Team = {
  id: string;
  name: string;
  designId: string | null;
  selfEdit: boolean;
  /** the connected service account's address; its key is never read back out */
  googleClientEmail: string | null;
  /** the Outlook add-in's settings; null until the manager sets it up */
  outlook: OutlookSettings | null;
  createdAt: string;
  updatedAt: string;
};

export type TeamSummary = Team & { memberCount: number };

const COLUMNS = [
  "id",
  "name",
  "design_id",
  "self_edit",
  "google_client_email",
  "outlook",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof TeamTable>;

type TeamRow = Pick<Selectable<TeamTable>, (typeof COLUMNS)[number]>;

const TEAM_ID = /^[0-9a-f-]{36}$/;

function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    designId: row.design_id,
    selfEdit: Number(row.self_edit) === 1,
    googleClientEmail: row.google_client_email,
    outlook: row.outlook ? (JSON.parse(row.outlook) as OutlookSettings) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function teamNotFound(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.NotFound,
    messageKey: "problems.teamNotFound",
    locale,
  });
}

/** The design a new team starts from: the owner's cloud signature, with the placeholders. */
export function starterDesign(teamName: string, locale: Locale): SignatureFields {
  return {
    ...DEFAULT_SIGNATURE_FIELDS,
    name: locale === "fr" ? `Équipe ${teamName}` : `${teamName} team`,
    fullName: "{fullName}",
    jobTitle: "{jobTitle}",
    company: teamName,
    photoEnabled: false,
  };
}

export async function createTeam(
  db: Db,
  ownerId: string,
  name: string,
  { locale, plans }: { locale: Locale; plans: PlanPolicy },
): Promise<Team> {
  const design = await createSignature(db, ownerId, starterDesign(name, locale), {
    locale,
    plans,
  });
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto("team")
    .values({
      id: randomUUID(),
      owner_id: ownerId,
      name,
      design_id: design.id,
      self_edit: 0,
      google_key: null,
      google_client_email: null,
      outlook: null,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toTeam(row);
}

/** The owner's teams, newest first, with their member counts. */
export async function listTeams({ kysely }: Db, ownerId: string): Promise<TeamSummary[]> {
  const rows = await kysely
    .selectFrom("team")
    .select(COLUMNS.map((column) => `team.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom("team_member")
        .whereRef("team_member.team_id", "=", "team.id")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
        .as("member_count"),
    )
    .where("owner_id", "=", ownerId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ ...toTeam(row), memberCount: Number(row.member_count ?? 0) }));
}

export async function getTeam({ kysely }: Db, ownerId: string, id: string): Promise<Team | null> {
  if (!TEAM_ID.test(id)) return null;
  const row = await kysely
    .selectFrom("team")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return row ? toTeam(row) : null;
}

export async function getTeamOrThrow(
  db: Db,
  ownerId: string,
  id: string,
  locale: Locale,
): Promise<Team> {
  const team = await getTeam(db, ownerId, id);
  if (!team) throw teamNotFound(locale);
  return team;
}

export type TeamPatch = {
  name?: string;
  selfEdit?: boolean;
  designId?: string;
  /** sealed key and its address, or null to disconnect */
  google?: { sealedKey: string; clientEmail: string } | null;
  outlook?: OutlookSettings | null;
};

export async function updateTeam(
  { kysely }: Db,
  ownerId: string,
  id: string,
  patch: TeamPatch,
): Promise<void> {
  await kysely
    .updateTable("team")
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.selfEdit !== undefined && { self_edit: patch.selfEdit ? 1 : 0 }),
      ...(patch.designId !== undefined && { design_id: patch.designId }),
      ...(patch.outlook !== undefined && {
        outlook: patch.outlook ? JSON.stringify(patch.outlook) : null,
      }),
      ...(patch.google !== undefined && {
        google_key: patch.google?.sealedKey ?? null,
        google_client_email: patch.google?.clientEmail ?? null,
      }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .execute();
}

/** The team's sealed Google key (for the push worker only). */
export async function getSealedGoogleKey({ kysely }: Db, teamId: string): Promise<string | null> {
  const row = await kysely
    .selectFrom("team")
    .select("google_key")
    .where("id", "=", teamId)
    .executeTakeFirst();
  return row?.google_key ?? null;
}

/** Deletes the team and its members (the design stays among the owner's signatures). */
export async function deleteTeam({ kysely }: Db, ownerId: string, id: string): Promise<boolean> {
  if (!TEAM_ID.test(id)) return false;
  const result = await kysely
    .deleteFrom("team")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
