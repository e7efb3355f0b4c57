import type { Kysely } from "kysely";

// Directory sync (docs/decisions/040-directory-sync.md): a team's roster follows its company
// directory (Google Workspace or Microsoft Entra ID). `team_directory` is the connection, one
// per team: what to read, the sealed secret, the field mapping, the schedule and the last
// run. A member who came from the directory keeps its directory id and the values the
// directory gave it last time (`directory_fields`): a later sync changes a field only when
// the directory's value changed, so a member's own correction stays until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("team_directory")
    .addColumn("team_id", "varchar(36)", (c) =>
      c.primaryKey().references("team.id").onDelete("cascade"),
    )
    .addColumn("provider", "varchar(16)", (c) => c.notNull())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("sealed_secret", "text")
    .addColumn("mapping", "text", (c) => c.notNull())
    .addColumn("interval_minutes", "integer", (c) => c.notNull())
    .addColumn("applied_at", "varchar(32)")
    .addColumn("next_sync_at", "varchar(32)")
    .addColumn("job_id", "varchar(36)")
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("error", "varchar(500)")
    .addColumn("preview", "text")
    .addColumn("summary", "text")
    .addColumn("last_run_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("team_directory_due_idx")
    .on("team_directory")
    .column("next_sync_at")
    .execute();
  await db.schema.alterTable("team_member").addColumn("directory_id", "varchar(128)").execute();
  await db.schema.alterTable("team_member").addColumn("directory_fields", "text").execute();
  await db.schema
    .alterTable("team_member")
    .addColumn("directory_synced_at", "varchar(32)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("team_member").dropColumn("directory_synced_at").execute();
  await db.schema.alterTable("team_member").dropColumn("directory_fields").execute();
  await db.schema.alterTable("team_member").dropColumn("directory_id").execute();
  await db.schema.dropTable("team_directory").execute();
}
