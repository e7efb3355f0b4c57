import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_view_daily")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("path", "varchar(512)", (c) => c.notNull())
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_view_daily_pk", ["day", "path", "locale"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_view_daily").execute();
}
