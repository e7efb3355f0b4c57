import type { Db } from "../../.server/db/connect.ts";
import { effectiveIsPaid, type PlanPolicy } from "../../billing/effective-plan.ts";

/**
 * Whether the team's owner is on the Pro plan now (or everyone is, on this instance): teams are
 * Pro, so a refunded owner's team pushes, syncs and answers Outlook no more.
 */
export async function ownerIsPaid(db: Db, config: PlanPolicy, ownerId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("user")
    .select("isPaid")
    .where("id", "=", ownerId)
    .executeTakeFirst();
  return effectiveIsPaid(config, row?.isPaid);
}
