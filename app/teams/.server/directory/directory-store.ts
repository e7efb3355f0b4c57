// A team's directory connection (docs/decisions/040-directory-sync.md): the only module that
// writes `team_directory`. A preview or a sync is a job of the job engine; the row names the
// job running now (`job_id`), and a job writes its outcome only while the row still names it
// (a newer run, or a disconnection, wins).
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../../../.server/db/connect.ts";
import type { TeamDirectoryTable } from "../../../.server/db/schema.ts";
import type {
  DirectoryErrorReason,
  DirectoryMapping,
  DirectoryProvider,
  DirectorySettings,
  SyncPreview,
  SyncSummary,
} from "../../directory.ts";

export type DirectoryConnection = {
  teamId: string;
  provider: DirectoryProvider;
  settings: DirectorySettings;
  mapping: DirectoryMapping;
  intervalMinutes: number;
  appliedAt: string | null;
  nextSyncAt: string | null;
  status: TeamDirectoryTable["status"];
  error: DirectoryErrorReason | null;
  preview: SyncPreview | null;
  summary: SyncSummary | null;
  lastRunAt: string | null;
};

export type RunKind = "preview" | "sync";

type Row = Selectable<TeamDirectoryTable>;

function toConnection(row: Row): DirectoryConnection {
  return {
    teamId: row.team_id,
    provider: row.provider,
    settings: JSON.parse(row.settings) as DirectorySettings,
    mapping: JSON.parse(row.mapping) as DirectoryMapping,
    intervalMinutes: Number(row.interval_minutes),
    appliedAt: row.applied_at,
    nextSyncAt: row.next_sync_at,
    status: row.status,
    error: row.error as DirectoryErrorReason | null,
    preview: row.preview ? (JSON.parse(row.preview) as SyncPreview) : null,
    summary: row.summary ? (JSON.parse(row.summary) as SyncSummary) : null,
    lastRunAt: row.last_run_at,
  };
}

export async function getDirectory(
  { kysely }: Db,
  teamId: string,
): Promise<DirectoryConnection | null> {
  const row = await kysely
    .selectFrom("team_directory")
    .selectAll()
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return row ? toConnection(row) : null;
}

/** The sealed secret (for the sync job only). */
export async function getSealedDirectorySecret(
  { kysely }: Db,
  teamId: string,
): Promise<string | null> {
  const row = await kysely
    .selectFrom("team_directory")
    .select("sealed_secret")
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return row?.sealed_secret ?? null;
}

/**
 * Connects (or reconnects) the team's directory. A new connection is previewed before its
 * first sync: nothing is scheduled until the manager applies it.
 */
export async function connectDirectory(
  { kysely }: Db,
  teamId: string,
  connection: {
    settings: DirectorySettings;
    sealedSecret: string | null;
    mapping: DirectoryMapping;
    intervalMinutes: number;
  },
  now = new Date(),
): Promise<void> {
  const values = {
    provider: connection.settings.provider,
    settings: JSON.stringify(connection.settings),
    sealed_secret: connection.sealedSecret,
    mapping: JSON.stringify(connection.mapping),
    interval_minutes: connection.intervalMinutes,
    applied_at: null,
    next_sync_at: null,
    job_id: null,
    status: "idle" as const,
    error: null,
    preview: null,
    summary: null,
    last_run_at: null,
    updated_at: now.toISOString(),
  };
  await kysely
    .insertInto("team_directory")
    .values({ team_id: teamId, ...values, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("team_id").doUpdateSet(values))
    .execute();
}

/** The mapping and the schedule; a changed mapping asks for a new preview before it applies. */
export async function updateDirectoryChoices(
  { kysely }: Db,
  teamId: string,
  choices: { mapping: DirectoryMapping; intervalMinutes: number },
  now = new Date(),
): Promise<void> {
  const row = await kysely
    .selectFrom("team_directory")
    .select(["mapping", "applied_at"])
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  if (!row) return;
  const mappingChanged = row.mapping !== JSON.stringify(choices.mapping);
  await kysely
    .updateTable("team_directory")
    .set({
      mapping: JSON.stringify(choices.mapping),
      interval_minutes: choices.intervalMinutes,
      next_sync_at: nextSyncAt(row.applied_at, choices.intervalMinutes, now),
      ...(mappingChanged && { preview: null }),
      updated_at: now.toISOString(),
    })
    .where("team_id", "=", teamId)
    .execute();
}

/**
 * Forgets the connection. The members stay, as if added by hand: a later connection to another
 * directory does not remove them.
 */
export async function disconnectDirectory({ kysely }: Db, teamId: string): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("team_directory").where("team_id", "=", teamId).execute();
    await trx
      .updateTable("team_member")
      .set({ directory_id: null, directory_fields: null, directory_synced_at: null })
      .where("team_id", "=", teamId)
      .execute();
  });
}

/** Starts a run: the row names its new job. Null when there is no connection. */
export async function beginRun(
  { kysely }: Db,
  teamId: string,
  kind: RunKind,
  now = new Date(),
): Promise<string | null> {
  const jobId = randomUUID();
  const result = await kysely
    .updateTable("team_directory")
    .set({
      job_id: jobId,
      status: kind === "preview" ? "previewing" : "syncing",
      error: null,
      updated_at: now.toISOString(),
    })
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? jobId : null;
}

export async function isCurrentRun({ kysely }: Db, teamId: string, jobId: string) {
  const row = await kysely
    .selectFrom("team_directory")
    .select("job_id")
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return row?.job_id === jobId;
}

/** Ends the run `jobId` (nothing when another run took its place). */
export async function endRun(
  { kysely }: Db,
  teamId: string,
  jobId: string,
  outcome:
    | { kind: "previewed"; preview: SyncPreview }
    | { kind: "synced"; summary: SyncSummary; preview: SyncPreview }
    | { kind: "held"; preview: SyncPreview }
    | { kind: "failed"; reason: DirectoryErrorReason; scheduled: boolean },
  now = new Date(),
): Promise<boolean> {
  const row = await kysely
    .selectFrom("team_directory")
    .select(["applied_at", "interval_minutes"])
    .where("team_id", "=", teamId)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  if (!row) return false;
  const interval = Number(row.interval_minutes);
  const base = { job_id: null, last_run_at: now.toISOString(), updated_at: now.toISOString() };
  const set =
    outcome.kind === "previewed"
      ? { ...base, status: "idle" as const, error: null, preview: JSON.stringify(outcome.preview) }
      : outcome.kind === "synced"
        ? {
            ...base,
            status: "idle" as const,
            error: null,
            preview: JSON.stringify({ ...outcome.preview, applied: true }),
            summary: JSON.stringify(outcome.summary),
            applied_at: row.applied_at ?? now.toISOString(),
            next_sync_at: nextSyncAt(now.toISOString(), interval, now),
          }
        : outcome.kind === "held"
          ? {
              ...base,
              status: "held" as const,
              error: "massRemoval",
              preview: JSON.stringify(outcome.preview),
              next_sync_at: null,
            }
          : {
              ...base,
              status: "failed" as const,
              error: outcome.reason,
              // a scheduled sync that failed tries again at the next hour
              ...(outcome.scheduled && { next_sync_at: nextSyncAt(row.applied_at, interval, now) }),
            };
  const result = await kysely
    .updateTable("team_directory")
    .set(set)
    .where("team_id", "=", teamId)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The scheduled syncs due now, each claimed by moving its time on (compare-and-set: of several
 * instances, one claims it) and naming its new job.
 */
export async function claimDueSyncs(
  { kysely }: Db,
  now = new Date(),
): Promise<Array<{ teamId: string; jobId: string }>> {
  const due = await kysely
    .selectFrom("team_directory")
    .select(["team_id", "next_sync_at", "interval_minutes", "applied_at"])
    .where("next_sync_at", "<=", now.toISOString())
    .where("status", "not in", ["previewing", "syncing"])
    .limit(100)
    .execute();
  const claimed: Array<{ teamId: string; jobId: string }> = [];
  for (const row of due) {
    const jobId = randomUUID();
    const result = await kysely
      .updateTable("team_directory")
      .set({
        job_id: jobId,
        status: "syncing",
        error: null,
        next_sync_at: nextSyncAt(now.toISOString(), Number(row.interval_minutes), now),
        updated_at: now.toISOString(),
      })
      .where("team_id", "=", row.team_id)
      .where("next_sync_at", "=", row.next_sync_at)
      .where("status", "not in", ["previewing", "syncing"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) claimed.push({ teamId: row.team_id, jobId });
  }
  return claimed;
}

/** Runs a stopped server left unfinished: their jobs are added again at start-up. */
export async function unfinishedRuns({ kysely }: Db) {
  const rows = await kysely
    .selectFrom("team_directory")
    .select(["team_id", "job_id", "status"])
    .where("status", "in", ["previewing", "syncing"])
    .where("job_id", "is not", null)
    .execute();
  return rows.map((row) => ({
    teamId: row.team_id,
    jobId: row.job_id!,
    kind: (row.status === "previewing" ? "preview" : "sync") as RunKind,
  }));
}

function nextSyncAt(appliedAt: string | null, intervalMinutes: number, now: Date): string | null {
  if (!appliedAt || intervalMinutes <= 0) return null;
  return new Date(now.getTime() + intervalMinutes * 60_000).toISOString();
}
