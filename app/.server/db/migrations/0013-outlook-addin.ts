import type { Kysely } from "kysely";

// The Outlook add-in (docs/decisions/041-outlook-addin.md): a team's add-in settings (the
// Entra tenant its members' tokens must come from, the app registration their tokens are for,
// the version of the signature on replies), and when each member's Outlook last asked for
// their signature.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("team").addColumn("outlook", "text").execute();
  await db.schema.alterTable("team_member").addColumn("outlook_seen_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("team_member").dropColumn("outlook_seen_at").execute();
  await db.schema.alterTable("team").dropColumn("outlook").execute();
}
