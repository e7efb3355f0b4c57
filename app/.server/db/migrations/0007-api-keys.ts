import type { Kysely } from "kysely";

// Keys of the public API (docs/product.md#api, ADR 024): only the SHA-256 of a key's secret is stored,
// with the first characters shown to tell keys apart. A revoked key keeps its row (the
// account page no longer lists it) so that its use is refused as revoked, not unknown.
// Timestamps are ISO-8601 text on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_key")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(255)", (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("label", "varchar(100)", (c) => c.notNull())
    .addColumn("prefix", "varchar(24)", (c) => c.notNull())
    .addColumn("secret_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)")
    .addColumn("revoked_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("api_key_user_idx").on("api_key").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_key").execute();
}
