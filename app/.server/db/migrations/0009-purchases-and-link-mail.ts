import type { Kysely } from "kysely";

// What a Stripe grant bought (ADR 031): the Price id beside the amount, currency, Checkout
// Session and PaymentIntent (the row's id) already kept; null for operator grants and for
// payments recorded before this column. `team_member.link_mailed_at` is when the member was
// last mailed their link, kept through a new link (unlike `link_sent_at`), for the resend
// cooldown. Timestamps are ISO-8601 text on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pro_grant").addColumn("price_id", "varchar(255)").execute();
  await db.schema.alterTable("team_member").addColumn("link_mailed_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("team_member").dropColumn("link_mailed_at").execute();
  await db.schema.alterTable("pro_grant").dropColumn("price_id").execute();
}
