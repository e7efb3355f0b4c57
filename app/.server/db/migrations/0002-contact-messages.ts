import type { Kysely } from "kysely";

// Messages sent through the contact form (docs/product.md#behaviours). `created_at` is ISO 8601 text, so it
// sorts and compares the same way on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_message")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(150)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_message_created_at_idx")
    .on("contact_message")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_message").execute();
}
