import { randomUUID } from "node:crypto";
import type { Db } from "../../../.server/db/connect.ts";
import type { GmailPushTable } from "../../../.server/db/schema.ts";

// The Gmail push's record (ADR 027, docs/decisions/038-job-engine.md): one `gmail_push` row per
// member of a team's last push, saying how that member's push stands. Each queuing gives the
// row a new `job_id`, the id of the job engine's job that pushes it: a job only writes the row
// while the row still names it, so a job left over from an earlier push (re-queued, cancelled)
// changes nothing. Timestamps are ISO-8601 text from `toISOString()`, so comparing them as
// strings compares the instants on both engines.

export type PushStatus = GmailPushTable["status"];

export type PushState = {
  memberId: string;
  status: PushStatus;
  attempts: number;
  /** why the row failed, or why its last attempt did (a reason code, never Google's text) */
  error: string | null;
  updatedAt: string;
};

/** Rows written at once: well under both engines' limits on bound parameters. */
const CHUNK = 500;

/** A member's push waiting for its job (`jobId`), due at `dueAt`. */
export type QueuedPush = { memberId: string; jobId: string; dueAt: string };

/** Queues these members of the team, now; a member already pushed or failed starts over. */
export async function queueGmailPush(
  { kysely }: Db,
  teamId: string,
  memberIds: readonly string[],
  now = new Date(),
): Promise<QueuedPush[]> {
  const at = now.toISOString();
  const queued: QueuedPush[] = [];
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const rows = memberIds.slice(start, start + CHUNK).map((id) => ({
      member_id: id,
      team_id: teamId,
      job_id: randomUUID(),
      status: "queued" as const,
      attempts: 0,
      next_attempt_at: at,
      error: null,
      updated_at: at,
    }));
    await kysely
      .insertInto("gmail_push")
      .values(rows)
      .onConflict((conflict) =>
        conflict.column("member_id").doUpdateSet((eb) => ({
          team_id: eb.ref("excluded.team_id"),
          job_id: eb.ref("excluded.job_id"),
          status: eb.ref("excluded.status"),
          attempts: eb.ref("excluded.attempts"),
          next_attempt_at: eb.ref("excluded.next_attempt_at"),
          error: eb.ref("excluded.error"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    for (const row of rows) queued.push({ memberId: row.member_id, jobId: row.job_id, dueAt: at });
  }
  return queued;
}

/** Every member's push not yet ended (queued, or cut short while sending), any team. */
export async function unfinishedGmailPushes({ kysely }: Db): Promise<QueuedPush[]> {
  const rows = await kysely
    .selectFrom("gmail_push")
    .select(["member_id", "job_id", "next_attempt_at"])
    .where("status", "in", ["queued", "sending"])
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    jobId: row.job_id,
    dueAt: row.next_attempt_at,
  }));
}

/** The team's rows, or only those of `memberIds` (a page of the roster). */
export async function listPushStates(
  { kysely }: Db,
  teamId: string,
  memberIds?: readonly string[],
): Promise<PushState[]> {
  if (memberIds?.length === 0) return [];
  let query = kysely
    .selectFrom("gmail_push")
    .select(["member_id", "status", "attempts", "error", "updated_at"])
    .where("team_id", "=", teamId);
  if (memberIds) query = query.where("member_id", "in", memberIds);
  const rows = await query.orderBy("member_id").execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    status: row.status,
    attempts: Number(row.attempts),
    error: row.error,
    updatedAt: row.updated_at,
  }));
}

/** How many of the team's rows are in each state. */
export async function countPushStates(
  { kysely }: Db,
  teamId: string,
): Promise<Record<PushStatus, number>> {
  const rows = await kysely
    .selectFrom("gmail_push")
    .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("count")])
    .where("team_id", "=", teamId)
    .groupBy("status")
    .execute();
  const counts = { queued: 0, sending: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * Members whose Gmail signature is older than what they would get now: pushed before the
 * design (`designUpdatedAt`) or their own details last changed.
 */
export async function outdatedPushes(
  { kysely }: Db,
  teamId: string,
  designUpdatedAt: string | null,
): Promise<string[]> {
  const rows = await kysely
    .selectFrom("gmail_push")
    .innerJoin("team_member", "team_member.id", "gmail_push.member_id")
    .select("gmail_push.member_id as memberId")
    .where("gmail_push.team_id", "=", teamId)
    .where("gmail_push.status", "=", "done")
    .where((eb) =>
      eb.or([
        eb("team_member.updated_at", ">", eb.ref("gmail_push.updated_at")),
        ...(designUpdatedAt ? [eb("gmail_push.updated_at", "<", designUpdatedAt)] : []),
      ]),
    )
    .orderBy("gmail_push.member_id")
    .execute();
  return rows.map((row) => row.memberId);
}

/**
 * Drops the team's rows still waiting or being sent. A request already on its way to Google
 * may still land, but its row is gone: its job's later writes (fenced by the job id) change
 * nothing, so a temporary failure cannot put it back in the queue.
 */
export async function cancelGmailPush({ kysely }: Db, teamId: string): Promise<void> {
  await kysely
    .deleteFrom("gmail_push")
    .where("team_id", "=", teamId)
    .where("status", "in", ["queued", "sending"])
    .execute();
}

/** A job's attempt at its member's push. */
export type PushAttempt = {
  memberId: string;
  jobId: string;
  /** this attempt's number, from 1 */
  attempts: number;
  /**
   * An earlier attempt may have reached Google (it was interrupted, timed out or failed):
   * read the signature back before updating it again, so a member is updated once.
   */
  verifyFirst: boolean;
};

/**
 * Marks the member's row `sending` for this job's next attempt; null when the row no longer
 * waits for this job (re-queued, cancelled, ended).
 */
export async function beginGmailAttempt(
  { kysely }: Db,
  memberId: string,
  jobId: string,
  now = new Date(),
): Promise<PushAttempt | null> {
  const row = await kysely
    .selectFrom("gmail_push")
    .select(["status", "attempts"])
    .where("member_id", "=", memberId)
    .where("job_id", "=", jobId)
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirst();
  if (!row) return null;
  const attempts = Number(row.attempts) + 1;
  const result = await kysely
    .updateTable("gmail_push")
    .set({ status: "sending", attempts, updated_at: now.toISOString() })
    .where("member_id", "=", memberId)
    .where("job_id", "=", jobId)
    .where("status", "=", row.status)
    .where("attempts", "=", Number(row.attempts))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return {
    memberId,
    jobId,
    attempts,
    verifyFirst: row.status === "sending" || attempts > 1,
  };
}

/** Whether the row is still this attempt's: asked right before the update is sent to Google. */
export async function isCurrentAttempt({ kysely }: Db, attempt: PushAttempt): Promise<boolean> {
  const row = await kysely
    .selectFrom("gmail_push")
    .select("member_id")
    .where("member_id", "=", attempt.memberId)
    .where("job_id", "=", attempt.jobId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return row !== undefined;
}

export type PushOutcome =
  | { status: "done" }
  | { status: "failed"; error: string }
  | { status: "queued"; error: string; retryAt: Date };

/** Writes how an attempt ended; false when the row was no longer this attempt's. */
export async function settleGmailPush(
  { kysely }: Db,
  attempt: PushAttempt,
  outcome: PushOutcome,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await kysely
    .updateTable("gmail_push")
    .set({
      status: outcome.status,
      error: outcome.status === "done" ? null : outcome.error.slice(0, 500),
      updated_at: at,
      ...(outcome.status === "queued" && { next_attempt_at: outcome.retryAt.toISOString() }),
    })
    .where("member_id", "=", attempt.memberId)
    .where("job_id", "=", attempt.jobId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
