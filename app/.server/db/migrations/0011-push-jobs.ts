import { type Kysely, sql } from "kysely";

// The Gmail push moved onto the job engine (docs/decisions/038-job-engine.md): a row names the
// job that pushes its member (`job_id`) instead of holding a worker's lease (`locked_until`).
// A row queued or cut short before the upgrade gets its member's id as its job's: the server
// puts its job back at start-up.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gmail_push").addColumn("job_id", "varchar(36)").execute();
  await sql`update gmail_push set job_id = member_id`.execute(db);
  await db.schema.alterTable("gmail_push").dropColumn("locked_until").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gmail_push").addColumn("locked_until", "varchar(32)").execute();
  await db.schema.alterTable("gmail_push").dropColumn("job_id").execute();
}
