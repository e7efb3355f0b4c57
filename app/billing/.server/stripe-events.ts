import type { Db } from "../../.server/db/connect.ts";

/**
 * Applies a Stripe event once: `apply` runs unless the event id is already stored, and the id
 * is stored after it succeeded. Two deliveries at the same moment may both apply it, which the
 * grant rows make harmless (pro-grants.ts); the second id insert is then ignored.
 */
export async function recordStripeEvent<T>(
  { kysely }: Db,
  event: { id: string; type: string },
  apply: () => Promise<T | null>,
): Promise<T | null> {
  const seen = await kysely
    .selectFrom("stripe_event")
    .select("id")
    .where("id", "=", event.id)
    .executeTakeFirst();
  if (seen) return null;
  const result = await apply();
  await kysely
    .insertInto("stripe_event")
    .values({ id: event.id, type: event.type.slice(0, 100), received_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  return result;
}
