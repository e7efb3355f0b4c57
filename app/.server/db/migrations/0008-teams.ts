import type { Kysely } from "kysely";

// Teams (issue 13, ADR 027). A team belongs to one Pro account; its design is one of the
// owner's cloud signatures (edited in the editor), whose `{placeholders}` each member fills.
// A member's private link is kept twice: its SHA-256 to find the member from the link, and
// the link itself sealed with the server's secret so the manager can copy it again. The
// Google service account's key is sealed the same way and never sent back. `gmail_push`
// holds one row per member of the last push: the queue a worker drains, across restarts.
// Booleans are 0/1 integers and timestamps ISO-8601 text on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("team")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_id", "varchar(255)", (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("design_id", "varchar(36)")
    .addColumn("self_edit", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("google_key", "text")
    .addColumn("google_client_email", "varchar(255)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("team_owner_idx").on("team").column("owner_id").execute();

  await db.schema
    .createTable("team_member")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("team_id", "varchar(36)", (c) =>
      c.notNull().references("team.id").onDelete("cascade"),
    )
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("locale", "varchar(5)", (c) => c.notNull())
    .addColumn("link_hash", "varchar(64)", (c) => c.unique())
    .addColumn("link_sealed", "text")
    .addColumn("link_sent_at", "varchar(32)")
    .addColumn("link_opened_at", "varchar(32)")
    .addColumn("link_last_opened_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("team_member_email_unique", ["team_id", "email"])
    .execute();

  await db.schema
    .createTable("gmail_push")
    .addColumn("member_id", "varchar(36)", (c) =>
      c.primaryKey().references("team_member.id").onDelete("cascade"),
    )
    .addColumn("team_id", "varchar(36)", (c) =>
      c.notNull().references("team.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("error", "varchar(500)")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("gmail_push_due_idx")
    .on("gmail_push")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("gmail_push_team_idx").on("gmail_push").column("team_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("gmail_push").execute();
  await db.schema.dropTable("team_member").execute();
  await db.schema.dropTable("team").execute();
}
