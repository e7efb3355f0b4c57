import type { Kysely } from "kysely";

// Hosted photos and who owns them (ADR 012). A photo is content-addressed, so one photo can
// have several owners: `user:<id>` (uploaded or claimed by an account), `browser:<id>` (an
// anonymous upload, owned by the browser's `photo_owner` cookie), `system` (the sample
// portrait) or `legacy` (stored before photos were tracked). A photo without owners is
// deleted; `last_used_at` (upload, use in a saved signature, download) decides when an
// anonymous one expires. Timestamps are ISO-8601 text on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("photo")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("photo_last_used_idx").on("photo").column("last_used_at").execute();
  await db.schema
    .createTable("photo_owner")
    .addColumn("photo_id", "varchar(24)", (c) =>
      c.notNull().references("photo.id").onDelete("cascade"),
    )
    .addColumn("owner", "varchar(80)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("photo_owner_pk", ["photo_id", "owner"])
    .execute();
  await db.schema.createIndex("photo_owner_owner_idx").on("photo_owner").column("owner").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("photo_owner").execute();
  await db.schema.dropTable("photo").execute();
}
