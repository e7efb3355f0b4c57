import type { Kysely } from "kysely";

// Cloud signatures (docs/product.md#storage, #api). The fields live in one JSON text column, validated by
// SignatureFieldsSchema on the way in and out (ADR 007): the schema gains fields often and
// nothing queries them. Timestamps are ISO-8601 text on both engines (they sort as strings).
// Runs after Better Auth's migrations, so "user"(id) exists for the foreign key.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("signature")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("fields", "text", (c) => c.notNull())
    // the browser's local id of an uploaded signature (Idempotency-Key): a retried upload
    // finds the signature it already created instead of making a second one
    .addColumn("client_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("signature_user_created_idx")
    .on("signature")
    .columns(["user_id", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("signature_user_client_key_idx")
    .on("signature")
    .columns(["user_id", "client_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("signature").execute();
}
