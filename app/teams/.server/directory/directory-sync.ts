// Directory syncs on the job engine (docs/decisions/040-directory-sync.md). A run reads the
// whole directory (through the team's filter), plans the roster's changes (sync-plan.ts) and
// then either keeps the plan as the preview, or applies it and reads the photos that changed.
// Scheduled runs are claimed from `team_directory.next_sync_at` by whichever instance sees
// them first; a scheduled run that would remove more than half of the directory's members is
// held for the manager to look at. Every request to a directory waits for its turn in one pace
// shared by every instance (directory-http.ts).

import { createHash } from "node:crypto";
import type { Db } from "../../../.server/db/connect.ts";
import type { Config } from "../../../.server/env.ts";
import type { Job, JobEngine, JobQueue, SharedRate } from "../../../.server/jobs/engine.ts";
import type { Logger } from "../../../.server/log.ts";
import { PhotoRejectedError } from "../../../.server/photos/errors.ts";
import { normalizePhoto } from "../../../.server/photos/normalize.ts";
import { recordPhotoOwner, userOwner } from "../../../.server/photos/ownership.ts";
import type { PhotoStore } from "../../../.server/photos/store.ts";
import { SEAL_PURPOSES, unseal } from "../../../.server/sealed.ts";
import { photoOriginalPath } from "../../../signature/photo-url.ts";
import type { DirectoryProvider } from "../../directory.ts";
import { ServiceAccountKeySchema } from "../gmail/service-account.ts";
import { ensureMemberLinks } from "../member-links.ts";
import { ownerIsPaid } from "../owner-plan.ts";
import { DirectoryError, type DirectoryHttp } from "./directory-http.ts";
import type { DirectoryReader } from "./directory-reader.ts";
import {
  beginRun,
  claimDueSyncs,
  endRun,
  getDirectory,
  getSealedDirectorySecret,
  isCurrentRun,
  type RunKind,
  unfinishedRuns,
} from "./directory-store.ts";
import { type EntraSecret, entraDirectory } from "./entra-directory.ts";
import { googleDirectory } from "./google-directory.ts";
import { applyPlan, loadRoster, type PhotoWrite, setDirectoryPhotos } from "./roster-sync.ts";
import {
  type DirectoryPerson,
  type DirectoryValues,
  planSync,
  previewOf,
  type RosterMember,
  type SyncPlan,
} from "./sync-plan.ts";

export type DirectorySync = {
  /** starts a preview or a sync of the team's directory now; false without a connection */
  run(teamId: string, kind: RunKind): Promise<boolean>;
  /** adds the jobs of runs a stopped server left unfinished */
  recover(): Promise<number>;
  /** starts the scheduled syncs that are due (every minute by itself) */
  tick(): Promise<number>;
  /** resolves once no run waits or goes on (tests, the bench) */
  idle(): Promise<void>;
  stop(): void;
};

export type DirectorySyncDeps = {
  db: Db;
  log: Logger;
  jobs: JobEngine;
  photos: PhotoStore;
  config: Pick<Config, "authSecret" | "publicUrl" | "directorySync" | "proForEveryone">;
  /** the directories' HTTP (tests pass one that trusts their local servers' certificate) */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** how often due syncs are looked for; 0: never by itself */
  tickMs?: number;
  now?: () => Date;
};

type Data = { teamId: string; kind: RunKind; scheduled: boolean };

const QUEUE = "directory-sync";
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_TICK_MS = 60_000;
/** Graph does not say when a photo changed: each is read again after this long. */
export const PHOTO_RECHECK_MS = 24 * 60 * 60_000;
/** Teams whose pace one instance keeps at once. */
const MAX_PACES = 1_000;
/** Photos whose outcome is written in one transaction. */
const PHOTO_WRITES = 50;
/** Photos read at once by one run. */
const PHOTO_READERS = 4;
/** A scheduled run removing more than this share of the directory's members is held. */
const MASS_REMOVAL_SHARE = 0.5;
const MASS_REMOVAL_MIN = 5;

export function startDirectorySync(deps: DirectorySyncDeps): DirectorySync {
  const { db, log, jobs, config } = deps;
  const now = deps.now ?? (() => new Date());
  // one pace per team: a directory's quota is its customer's (their Google project, their
  // tenant), shared by every instance
  const rates = new Map<string, SharedRate>();
  const rateOf = (teamId: string, provider: DirectoryProvider) => {
    let rate = rates.get(teamId);
    if (!rate) {
      if (rates.size >= MAX_PACES) rates.delete(rates.keys().next().value!);
      rate = jobs.rate(`directory-${teamId}`, config.directorySync.ratePerSecond[provider]);
      rates.set(teamId, rate);
    }
    return rate;
  };

  const queue: JobQueue<Data> = jobs.queue<Data>(QUEUE, {
    concurrency: 2,
    // a run ends by itself (its row says how); only a crash of the run runs it again
    maxAttempts: 3,
    handle: (job) => runJob(job),
  });

  async function runJob(job: Job<Data>): Promise<void> {
    const { teamId, kind, scheduled } = job.data;
    if (!(await isCurrentRun(db, teamId, job.id))) return;
    const fail = (reason: DirectoryError["reason"]) =>
      endRun(db, teamId, job.id, { kind: "failed", reason, scheduled }, now());
    const opened = await openReader(teamId, job.signal);
    if ("refused" in opened) {
      await fail(opened.refused);
      return;
    }
    const { reader, mapping, ownerId } = opened;
    let people: DirectoryPerson[];
    try {
      people = await reader.listPeople();
    } catch (error) {
      if (job.signal.aborted || !(error instanceof DirectoryError)) throw error;
      log.warn("directory sync: directory not read", {
        teamId,
        reason: error.reason,
        detail: error.message,
      });
      await fail(error.reason);
      return;
    }
    const roster = await loadRoster(db, teamId);
    const plan = planSync(people, roster, mapping);
    if (plan.tooMany) {
      await fail("tooMany");
      return;
    }
    const preview = previewOf(plan, now());
    if (kind === "preview") {
      await endRun(db, teamId, job.id, { kind: "previewed", preview }, now());
      return;
    }
    const linked = roster.filter((member) => member.directoryId !== null).length;
    if (
      scheduled &&
      plan.removals.length > MASS_REMOVAL_MIN &&
      plan.removals.length > linked * MASS_REMOVAL_SHARE
    ) {
      await endRun(db, teamId, job.id, { kind: "held", preview }, now());
      return;
    }
    const { applied, memberIds } = await applyPlan(db, teamId, job.id, plan, now());
    if (!applied) return;
    await ensureMemberLinks(db, config.authSecret, teamId);
    const photos = mapping.photo
      ? await syncPhotos(
          teamId,
          ownerId,
          people,
          photoTargets(roster, plan, memberIds),
          reader,
          job.signal,
        )
      : 0;
    await endRun(
      db,
      teamId,
      job.id,
      {
        kind: "synced",
        preview,
        summary: { ...plan.counts, photos, finishedAt: now().toISOString() },
      },
      now(),
    );
  }

  type Opened =
    | { refused: DirectoryError["reason"] }
    | { reader: DirectoryReader; mapping: RosterMapping; ownerId: string };
  type RosterMapping = Parameters<typeof planSync>[2];

  async function openReader(teamId: string, signal: AbortSignal): Promise<Opened> {
    const connection = await getDirectory(db, teamId);
    const team = await db.kysely
      .selectFrom("team")
      .select(["owner_id", "google_key"])
      .where("id", "=", teamId)
      .executeTakeFirst();
    if (!connection || !team) return { refused: "credentials" };
    // directory sync is part of teams, which are Pro
    if (!(await ownerIsPaid(db, config, team.owner_id))) return { refused: "notPro" };
    const http: DirectoryHttp = {
      fetch: deps.fetch ?? globalThis.fetch,
      rate: rateOf(teamId, connection.provider),
      timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    };
    const { settings } = connection;
    const urls = config.directorySync;
    if (settings.provider === "google") {
      const sealed =
        team.google_key && unseal(team.google_key, config.authSecret, SEAL_PURPOSES.googleKey);
      const key = sealed ? ServiceAccountKeySchema.safeParse(JSON.parse(sealed)) : null;
      if (!key?.success) return { refused: "credentials" };
      return {
        ownerId: team.owner_id,
        mapping: connection.mapping,
        reader: googleDirectory({
          key: key.data,
          settings,
          tokenUrl: urls.googleTokenUrl,
          apiRootUrl: urls.googleAdminApiUrl,
          http,
        }),
      };
    }
    const sealed = await getSealedDirectorySecret(db, teamId);
    const secret = sealed && unseal(sealed, config.authSecret, SEAL_PURPOSES.directorySecret);
    if (!secret) return { refused: "credentials" };
    try {
      return {
        ownerId: team.owner_id,
        mapping: connection.mapping,
        reader: entraDirectory({
          settings,
          secret: JSON.parse(secret) as EntraSecret,
          loginUrl: urls.microsoftLoginUrl,
          graphUrl: urls.microsoftGraphUrl,
          http,
        }),
      };
    } catch (error) {
      log.warn("directory sync: credentials refused", { teamId, error });
      return { refused: "credentials" };
    }
  }

  /** Reads the photos that may have changed; how many members' photos changed. */
  async function syncPhotos(
    teamId: string,
    ownerId: string,
    people: readonly DirectoryPerson[],
    targets: ReadonlyMap<string, PhotoTarget>,
    reader: DirectoryReader,
    signal: AbortSignal,
  ): Promise<number> {
    const due = people.filter((person) => {
      const target = targets.get(person.id);
      return target !== undefined && photoDue(person, target, now());
    });
    let changed = 0;
    let next = 0;
    let pending: PhotoWrite[] = [];
    // one write at a time, in order: the workers only hand their outcomes over
    let writing = Promise.resolve();
    const flush = () => {
      const writes = pending;
      pending = [];
      writing = writing.then(async () => {
        if (writes.length > 0) changed += await setDirectoryPhotos(db, writes, now());
      });
      return writing;
    };
    const worker = async () => {
      while (next < due.length && !signal.aborted) {
        const person = due[next++]!;
        const target = targets.get(person.id)!;
        try {
          // read first: `pending` is another array once a flush has taken the last one
          const photo = await readPhoto(ownerId, person, target, reader);
          pending.push({ memberId: target.memberId, photo });
          if (pending.length >= PHOTO_WRITES) await flush();
        } catch (error) {
          if (signal.aborted) throw error;
          log.warn("directory sync: a photo was not read", {
            teamId,
            person: person.id,
            reason: error instanceof DirectoryError ? error.reason : String(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: PHOTO_READERS }, worker));
    await flush();
    return changed;
  }

  /** The directory's photo of the person now (stored when new), or null when they have none. */
  async function readPhoto(
    ownerId: string,
    person: DirectoryPerson,
    target: PhotoTarget,
    reader: DirectoryReader,
  ): Promise<PhotoWrite["photo"]> {
    const readAt = now().toISOString();
    const tag = person.photoTag ?? null;
    const { previous } = target;
    if (person.photoTag === undefined) return null;
    const bytes = await reader.readPhoto(person);
    if (!bytes) return { tag, hash: "", url: "", readAt };
    const hash = createHash("sha256").update(bytes).digest("hex");
    if (previous && previous.hash === hash) return { ...previous, tag, readAt };
    let photo: Awaited<ReturnType<typeof normalizePhoto>>;
    try {
      photo = await normalizePhoto(bytes);
    } catch (error) {
      if (!(error instanceof PhotoRejectedError)) throw error;
      return { tag, hash, url: "", readAt };
    }
    // owned before its bytes are stored: housekeeping never takes a photo being written
    await recordPhotoOwner(db.kysely, {
      id: photo.id,
      bytes: photo.png.length,
      owner: userOwner(ownerId),
    });
    await deps.photos.putOriginal(photo.id, photo.png);
    const url = `${config.publicUrl.replace(/\/+$/, "")}${photoOriginalPath(photo.id)}`;
    return { tag, hash, url, readAt };
  }

  async function run(teamId: string, kind: RunKind): Promise<boolean> {
    const jobId = await beginRun(db, teamId, kind, now());
    if (!jobId) return false;
    await queue.add(jobId, { teamId, kind, scheduled: false });
    return true;
  }

  async function tick(): Promise<number> {
    const claimed = await claimDueSyncs(db, now());
    for (const { teamId, jobId } of claimed) {
      await queue.add(jobId, { teamId, kind: "sync", scheduled: true });
    }
    return claimed.length;
  }

  const tickMs = deps.tickMs ?? DEFAULT_TICK_MS;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          tick().catch((error: unknown) => log.warn("directory sync: schedule failed", { error }));
        }, tickMs)
      : null;
  timer?.unref();

  return {
    run,
    tick,
    async recover() {
      const runs = await unfinishedRuns(db);
      for (const { teamId, jobId, kind } of runs) {
        await queue.add(jobId, { teamId, kind, scheduled: kind === "sync" });
      }
      return runs.length;
    },
    idle: () => queue.idle(),
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/** A person's member after the sync, and the photo the directory gave them last time. */
type PhotoTarget = { memberId: string; previous: DirectoryValues["photo"] };

/** From the roster the plan was made from, and the members the plan wrote (no read again). */
function photoTargets(
  roster: readonly RosterMember[],
  plan: SyncPlan,
  memberIds: ReadonlyMap<string, string>,
): Map<string, PhotoTarget> {
  const targets = new Map<string, PhotoTarget>();
  for (const member of roster) {
    if (member.directoryId) {
      targets.set(member.directoryId, {
        memberId: member.id,
        previous: member.directoryValues?.photo,
      });
    }
  }
  for (const write of plan.writes) {
    const memberId = memberIds.get(write.person.id);
    if (memberId) targets.set(write.person.id, { memberId, previous: write.values.photo });
  }
  return targets;
}

/** Google says which photo a person has (its etag); Graph's are read once a day. */
function photoDue(person: DirectoryPerson, { previous }: PhotoTarget, at: Date): boolean {
  if (person.photoTag === undefined) return previous !== undefined;
  if (!previous) return true;
  if (person.photoTag !== null) return previous.tag !== person.photoTag;
  return at.getTime() - Date.parse(previous.readAt) >= PHOTO_RECHECK_MS;
}
