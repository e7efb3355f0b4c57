import type { Kysely } from "kysely";

// What makes an account Pro (docs/product.md#plans, ADR 023). A row is a Stripe payment (its id is the
// PaymentIntent's) or an operator's grant (`operator:<uuid>`); `user.isPaid` is true exactly
// while one of the user's rows is `active`, and is written in the same transaction as the
// rows. A refund that arrives before its payment leaves a `refunded` row without a user, so
// the late payment grants nothing. `stripe_event` keeps every Stripe event applied, by id,
// so a redelivered event changes nothing. Timestamps are ISO-8601 text on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pro_grant")
    .addColumn("id", "varchar(255)", (c) => c.primaryKey())
    .addColumn("source", "varchar(16)", (c) => c.notNull())
    .addColumn("user_id", "varchar(255)", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("checkout_session", "varchar(255)", (c) => c.unique())
    .addColumn("amount", "integer")
    .addColumn("currency", "varchar(3)")
    .addColumn("receipt_url", "varchar(2048)")
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("granted_at", "varchar(32)")
    .addColumn("ended_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("pro_grant_user_idx").on("pro_grant").column("user_id").execute();
  await db.schema
    .createTable("stripe_event")
    .addColumn("id", "varchar(255)", (c) => c.primaryKey())
    .addColumn("type", "varchar(100)", (c) => c.notNull())
    .addColumn("received_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stripe_event").execute();
  await db.schema.dropTable("pro_grant").execute();
}
