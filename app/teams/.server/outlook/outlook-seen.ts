import type { Db } from "../../../.server/db/connect.ts";

/** Members whose Outlook add-in has fetched their signature at least once. */
export async function countOutlookSeen({ kysely }: Db, teamId: string): Promise<number> {
  const row = await kysely
    .selectFrom("team_member")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("team_id", "=", teamId)
    .where("outlook_seen_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
