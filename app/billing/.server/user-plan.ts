import { type Kysely, sql } from "kysely";
import type { Engine } from "../../.server/db/connect.ts";
import type { Database } from "../../.server/db/schema.ts";
import { effectiveIsPaid, type PlanPolicy } from "../effective-plan.ts";
import type { Plan } from "../rules.ts";

// The plan columns of Better Auth's `user` row, read and spent inside a save's transaction.
// SQLite stores the booleans as 0/1, PostgreSQL as booleans (ADR 006); SQL `true`/`false`
// literals work on both. The signed-in user's plan is also cached with its session (ADR
// 015): whoever changes `isPaid` or `hasFreeTemplate` calls `sessions.userChanged(userId)`
// once the change has committed (repository.ts does after spending the free template).

const isTrue = (value: unknown) => value === true || value === 1;

/**
 * The user's plan, locking the row until the transaction ends on PostgreSQL, so two saves
 * of one user run one after the other (SQLite runs one transaction at a time anyway).
 */
export async function lockUserPlan(
  trx: Kysely<Database>,
  engine: Engine,
  userId: string,
  policy: PlanPolicy,
): Promise<Plan> {
  const query = trx
    .selectFrom("user")
    .select(["isPaid", "hasFreeTemplate"])
    .where("id", "=", userId);
  const row = await (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return {
    isPaid: effectiveIsPaid(policy, row?.isPaid),
    // null (a row from before the column existed) counts as unused, like the session does
    hasFreeTemplate: row ? row.hasFreeTemplate === null || isTrue(row.hasFreeTemplate) : false,
  };
}

/** Marks the one free Pro template as used (docs/product.md#plans). */
export async function spendFreeTemplate(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable("user")
    .set({ hasFreeTemplate: sql<boolean>`false` })
    .where("id", "=", userId)
    .execute();
}
