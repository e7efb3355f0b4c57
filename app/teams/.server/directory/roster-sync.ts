// The roster writes of a directory sync (docs/decisions/040-directory-sync.md): a plan
// (sync-plan.ts) applied in one transaction, all or nothing, only while the team's directory
// row still names the job applying it; then each photo, one member at a time.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../../.server/db/connect.ts";
import { isLocale } from "../../../i18n/locales.ts";
import { EMPTY_MEMBER_FIELDS, type MemberFields, MemberFieldsSchema } from "../../member.ts";
import type { DirectoryValues, RosterMember, SyncPlan } from "./sync-plan.ts";

export async function loadRoster({ kysely }: Db, teamId: string): Promise<RosterMember[]> {
  const rows = await kysely
    .selectFrom("team_member")
    .select(["id", "email", "fields", "locale", "directory_id", "directory_fields"])
    .where("team_id", "=", teamId)
    .execute();
  return rows.map((row) => {
    const fields = MemberFieldsSchema.safeParse(JSON.parse(row.fields));
    return {
      id: row.id,
      email: row.email,
      fields: fields.success ? fields.data : { ...EMPTY_MEMBER_FIELDS, email: row.email },
      locale: isLocale(row.locale) ? row.locale : "en",
      directoryId: row.directory_id,
      directoryValues: row.directory_fields
        ? (JSON.parse(row.directory_fields) as DirectoryValues)
        : null,
    };
  });
}

/**
 * Applies the plan; false (and nothing written) when the run is no longer the team's current
 * one. On PostgreSQL the directory row stays locked until the end: two runs never interleave.
 */
export async function applyPlan(
  db: Db,
  teamId: string,
  jobId: string,
  plan: SyncPlan,
  now = new Date(),
): Promise<{ applied: boolean; memberIds: Map<string, string> }> {
  const at = now.toISOString();
  const memberIds = new Map<string, string>();
  const applied = await db.kysely.transaction().execute(async (trx) => {
    const fenced = await trx
      .updateTable("team_directory")
      .set({ updated_at: at })
      .where("team_id", "=", teamId)
      .where("job_id", "=", jobId)
      .executeTakeFirst();
    if (Number(fenced.numUpdatedRows) === 0) return false;
    const removed = plan.removals.map((removal) => removal.memberId);
    for (let start = 0; start < removed.length; start += 500) {
      await trx
        .deleteFrom("team_member")
        .where("team_id", "=", teamId)
        .where("id", "in", removed.slice(start, start + 500))
        .execute();
    }
    const fresh = [];
    for (const write of plan.writes) {
      const { locale, ...fields } = write.input;
      const row = {
        email: fields.email.toLowerCase(),
        fields: JSON.stringify(fields),
        locale,
        directory_id: write.person.id,
        directory_fields: JSON.stringify(write.values),
        directory_synced_at: at,
      };
      if (write.memberId === null) {
        const id = randomUUID();
        memberIds.set(write.person.id, id);
        fresh.push({ id, team_id: teamId, ...row, created_at: at, updated_at: at });
        continue;
      }
      memberIds.set(write.person.id, write.memberId);
      await trx
        .updateTable("team_member")
        .set({
          ...row,
          ...(write.changes.length > 0 && { updated_at: at }),
          // a new address is another person's inbox: the resend cooldown was the old one's
          link_mailed_at: sql<
            string | null
          >`case when email = ${row.email} then link_mailed_at end`,
        })
        .where("id", "=", write.memberId)
        .where("team_id", "=", teamId)
        .execute();
    }
    // one statement per 100 rows keeps under both engines' parameter limits
    for (let start = 0; start < fresh.length; start += 100) {
      await trx
        .insertInto("team_member")
        .values(fresh.slice(start, start + 100))
        .execute();
    }
    return true;
  });
  return { applied, memberIds };
}

export type PhotoWrite = { memberId: string; photo: DirectoryValues["photo"] | null };

/**
 * The members' photos are the directory's, several in one transaction: a member's fields take
 * the photo's URL when they show no photo or the directory's previous one (a photo the member or
 * the manager chose stays). How many members' photos changed.
 */
export async function setDirectoryPhotos(
  { kysely }: Db,
  writes: readonly PhotoWrite[],
  now = new Date(),
): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    let changed = 0;
    for (const { memberId, photo } of writes) {
      const row = await trx
        .selectFrom("team_member")
        .select(["fields", "directory_fields"])
        .where("id", "=", memberId)
        .executeTakeFirst();
      if (!row) continue;
      const values = row.directory_fields
        ? (JSON.parse(row.directory_fields) as DirectoryValues)
        : { fields: {} };
      const fields = JSON.parse(row.fields) as MemberFields;
      const previousUrl = values.photo?.url ?? "";
      const shown = fields.photoUrl === "" || fields.photoUrl === previousUrl;
      const nextUrl = photo?.url ?? "";
      const swapped = shown && fields.photoUrl !== nextUrl;
      if (swapped) fields.photoUrl = nextUrl;
      const next: DirectoryValues = { ...values };
      if (photo) next.photo = photo;
      else delete next.photo;
      await trx
        .updateTable("team_member")
        .set({
          fields: JSON.stringify(fields),
          directory_fields: JSON.stringify(next),
          ...(swapped && { updated_at: now.toISOString() }),
        })
        .where("id", "=", memberId)
        .execute();
      if (swapped) changed += 1;
    }
    return changed;
  });
}
