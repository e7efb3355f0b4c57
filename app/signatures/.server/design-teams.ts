// Which of an owner's cloud signatures are teams' designs (ADR 027, 028): the API marks them
// with their team, so that "My signatures" lists them with it and not among personal ones.
import type { Db } from "../../.server/db/connect.ts";

export type DesignTeam = { id: string; name: string };

/** The owner's teams by the id of their design. */
export async function designTeams(
  { kysely }: Db,
  ownerId: string,
): Promise<Map<string, DesignTeam>> {
  const rows = await kysely
    .selectFrom("team")
    .select(["id", "name", "design_id"])
    .where("owner_id", "=", ownerId)
    .where("design_id", "is not", null)
    .orderBy("created_at")
    .execute();
  const teams = new Map<string, DesignTeam>();
  for (const row of rows) {
    if (row.design_id && !teams.has(row.design_id)) {
      teams.set(row.design_id, { id: row.id, name: row.name });
    }
  }
  return teams;
}

/** A signature as the API answers it: with its team when it is one's design, else null. */
export function withDesignTeam<T extends { id: string }>(
  signature: T,
  teams: ReadonlyMap<string, DesignTeam>,
): T & { team: DesignTeam | null } {
  return { ...signature, team: teams.get(signature.id) ?? null };
}
