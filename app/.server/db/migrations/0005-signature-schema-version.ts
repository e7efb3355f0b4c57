import type { Kysely } from "kysely";

// The version of the signature schema (SIGNATURE_SCHEMA_VERSION) a row's `fields` were
// validated against when written (ADR 015). A row at the current version is read without
// validating it again; others (0: written before this column) go through the lenient
// coercion, and are stored at the current version on their next write.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("signature")
    .addColumn("schema_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("signature").dropColumn("schema_version").execute();
}
