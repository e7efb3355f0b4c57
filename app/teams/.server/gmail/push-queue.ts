import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../../.server/db/connect.ts";
import type { Database, GmailPushTable } from "../../../.server/db/schema.ts";

// The Gmail push queue (ADR 027): one `gmail_push` row per member of a team's last push,
// drained by app/teams/.server/gmail/push-worker.ts on every server instance at once. A worker
// takes a row with a compare-and-set UPDATE (no lock held across requests to Google) and holds
// it until `locked_until`, its lease; a row still `sending` after its lease was interrupted
// (the server stopped mid-request) and is taken again. Timestamps are ISO-8601 text from
// `toISOString()`, so comparing them as strings compares the instants on both engines.

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

/** Queues these members of the team, now; a member already pushed or failed starts over. */
export async function queueGmailPush(
  { kysely }: Db,
  teamId: string,
  memberIds: readonly string[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const fresh = {
    team_id: teamId,
    status: "queued",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    error: null,
    updated_at: at,
  } as const;
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const rows = memberIds.slice(start, start + CHUNK).map((id) => ({ member_id: id, ...fresh }));
    await kysely
      .insertInto("gmail_push")
      .values(rows)
      .onConflict((conflict) => conflict.column("member_id").doUpdateSet(fresh))
      .execute();
  }
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
 * Drops the team's rows still waiting or being sent. A request already on its way to Google
 * may still land, but its row is gone: the worker's later writes (fenced by the lease) change
 * nothing, so a temporary failure cannot put it back in the queue.
 */
export async function cancelGmailPush({ kysely }: Db, teamId: string): Promise<void> {
  await kysely
    .deleteFrom("gmail_push")
    .where("team_id", "=", teamId)
    .where("status", "in", ["queued", "sending"])
    .execute();
}

/** A row a worker holds: its lease is also its fencing token for every later write. */
export type PushClaim = {
  memberId: string;
  /** this attempt's number, from 1 */
  attempts: number;
  lockedUntil: string;
  /**
   * An earlier attempt may have reached Google (it was interrupted, timed out or failed):
   * read the signature back before updating it again, so a member is updated once.
   */
  verifyFirst: boolean;
};

function isDue(at: string) {
  return (eb: ExpressionBuilder<Database, "gmail_push">) =>
    eb.or([
      eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
      eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
    ]);
}

/** Due rows read per row wanted: instances reading at once mostly try different rows. */
const SPREAD = 4;

/**
 * Takes up to `limit` due rows for `leaseMs`. Each is taken by an UPDATE that matches only
 * the row as it was read, still due: of two workers, one wins and the other moves on.
 */
export async function claimGmailPushes(
  { kysely }: Db,
  limit: number,
  leaseMs: number,
  now = new Date(),
): Promise<PushClaim[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await kysely
    .selectFrom("gmail_push")
    .select(["member_id", "status", "attempts"])
    .where(isDue(at))
    .orderBy("next_attempt_at")
    .limit(limit * SPREAD)
    .execute();
  const claims: PushClaim[] = [];
  for (const row of shuffled(candidates)) {
    if (claims.length === limit) break;
    const attempts = Number(row.attempts) + 1;
    const result = await kysely
      .updateTable("gmail_push")
      .set({ status: "sending", attempts, locked_until: lockedUntil, updated_at: at })
      .where("member_id", "=", row.member_id)
      .where("status", "=", row.status)
      .where("attempts", "=", Number(row.attempts))
      .where(isDue(at))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    claims.push({
      memberId: row.member_id,
      attempts,
      lockedUntil,
      verifyFirst: row.status === "sending" || attempts > 1,
    });
  }
  return claims;
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Extends a held row's lease; false when the row is no longer this claim's (re-queued, taken). */
export async function renewGmailPush(
  { kysely }: Db,
  claim: PushClaim,
  leaseMs: number,
  now = new Date(),
): Promise<boolean> {
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const result = await kysely
    .updateTable("gmail_push")
    .set({ locked_until: lockedUntil })
    .where("member_id", "=", claim.memberId)
    .where("status", "=", "sending")
    .where("locked_until", "=", claim.lockedUntil)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  claim.lockedUntil = lockedUntil;
  return true;
}

export type PushOutcome =
  | { status: "done" }
  | { status: "failed"; error: string }
  | { status: "queued"; error: string; retryAt: Date };

/** Writes how a held row's attempt ended; false when the row was no longer this claim's. */
export async function settleGmailPush(
  { kysely }: Db,
  claim: PushClaim,
  outcome: PushOutcome,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await kysely
    .updateTable("gmail_push")
    .set({
      status: outcome.status,
      error: outcome.status === "done" ? null : outcome.error.slice(0, 500),
      locked_until: null,
      updated_at: at,
      ...(outcome.status === "queued" && { next_attempt_at: outcome.retryAt.toISOString() }),
    })
    .where("member_id", "=", claim.memberId)
    .where("status", "=", "sending")
    .where("locked_until", "=", claim.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When a row may next be due (a retry's time, a lease's end); null when none is waiting. */
export async function nextGmailPushAt({ kysely }: Db): Promise<string | null> {
  // one statement, one snapshot: a row moving from `sending` back to `queued` meanwhile is
  // seen in one state or the other, never missed (the worker's idle() relies on it)
  const row = await kysely
    .selectFrom("gmail_push")
    .select((eb) => [
      eb.fn
        .min(eb.case().when("status", "=", "queued").then(eb.ref("next_attempt_at")).end())
        .as("queued"),
      eb.fn
        .min(eb.case().when("status", "=", "sending").then(eb.ref("locked_until")).end())
        .as("sending"),
    ])
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirst();
  const times = [row?.queued, row?.sending].filter((at): at is string => typeof at === "string");
  return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
}
