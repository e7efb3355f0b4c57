import { createHash } from "node:crypto";
import type { Db } from "../../../.server/db/connect.ts";
import {
  backoffMs,
  DEFAULT_BACKOFF_BASE_MS,
  DEFAULT_BACKOFF_MAX_MS,
  type Job,
  type JobEngine,
  RetryJob,
  type SharedRate,
} from "../../../.server/jobs/engine.ts";
import type { Logger } from "../../../.server/log.ts";
import type { GmailSender, PushFailure } from "./gmail-client.ts";
import {
  beginGmailAttempt,
  cancelGmailPush,
  isCurrentAttempt,
  type PushAttempt,
  type PushOutcome,
  queueGmailPush,
  settleGmailPush,
  unfinishedGmailPushes,
} from "./push-queue.ts";
import type { ServiceAccountKey } from "./service-account.ts";

// A team's Gmail push on the job engine (ADR 027, docs/decisions/038-job-engine.md): one job
// per member pushes that member's signature through the team's service account and writes how
// it went in the member's `gmail_push` row. Every request to Google (token requests included)
// waits for its turn in one pace shared by every instance; a 429's `Retry-After` pauses that
// pace for everybody, and the member's job runs again after it.

export type PushJob = { email: string; html: string; key: ServiceAccountKey };
/** Why a member is not to be pushed at all (its row fails with this reason). */
export type PushRefusal = { refused: "notPro" };

export type GmailPush = {
  /** queues these members of the team (a member already pushed or failed starts over) */
  queue(teamId: string, memberIds: readonly string[]): Promise<number>;
  cancel(teamId: string): Promise<void>;
  /** adds the job of every push not yet ended; run at start and every `sweepMs` */
  recover(): Promise<number>;
  /** resolves once no member's push waits or runs (tests) */
  idle(): Promise<void>;
  stop(): void;
};

export type GmailPushDeps = {
  db: Db;
  log: Logger;
  jobs: JobEngine;
  /** the member's address, signature and team key; null when any of them is gone */
  loadJob(memberId: string): Promise<PushJob | PushRefusal | null>;
  google: { tokenUrl: string; apiRootUrl: string; timeoutMs?: number };
  /** requests a second to Google, all instances together */
  ratePerSecond: number;
  /** the pace itself (tests pass their own); by default the engine's */
  rate?: SharedRate;
  /** members being pushed at once by one instance */
  concurrency: number;
  /** attempts of a member before it fails with the last reason */
  maxAttempts: number;
  /** first retry's delay, doubled each attempt up to `backoffMaxMs` (jittered) */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** how often the unfinished pushes' jobs are put back (a Redis that lost them); 0: never */
  sweepMs?: number;
  now?: () => Date;
};

const QUEUE = "gmail-push";
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_SWEEP_MS = 10 * 60_000;
/** A Retry-After beyond this is taken as this. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;
/** Service accounts whose clients (and tokens) an instance keeps at once. */
const MAX_SENDERS = 50;

type Data = { memberId: string };

export function startGmailPush(deps: GmailPushDeps): GmailPush {
  const { db, log, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const backoffBase = deps.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const backoffMax = deps.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS;
  const rate = deps.rate ?? jobs.rate(QUEUE, deps.ratePerSecond);
  const senders = new Map<string, GmailSender>();

  /**
   * The Google client libraries are loaded at the first push, not at start-up: they cost the
   * server's start ~100 ms and most instances never push (docs/decisions/018).
   */
  async function senderFor(key: ServiceAccountKey, signal: AbortSignal): Promise<GmailSender> {
    const id = createHash("sha256")
      .update(`${key.client_email}\n${key.private_key}`)
      .digest("base64url");
    const known = senders.get(id);
    if (known) return known;
    if (senders.size >= MAX_SENDERS) senders.delete(senders.keys().next().value!);
    const { createGmailSender } = await import("./gmail-client.ts");
    const sender = createGmailSender({
      key,
      tokenUrl: deps.google.tokenUrl,
      apiRootUrl: deps.google.apiRootUrl,
      timeoutMs: deps.google.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      beforeRequest: rate.take,
      signal,
    });
    senders.set(id, sender);
    return sender;
  }

  async function settle(attempt: PushAttempt, outcome: PushOutcome, signal: AbortSignal) {
    // a stopped instance writes nothing more, as a crash would not
    if (signal.aborted) return;
    if (!(await settleGmailPush(db, attempt, outcome, now()))) {
      log.info("gmail push: row changed while sending", { memberId: attempt.memberId });
    } else if (outcome.status === "done") {
      log.debug("gmail push: member pushed", { memberId: attempt.memberId });
    }
  }

  /** Writes the failure; throws `RetryJob` when the member is to be tried again. */
  async function failed(attempt: PushAttempt, failure: PushFailure, signal: AbortSignal) {
    const final = !failure.retryable || attempt.attempts >= deps.maxAttempts;
    log[final ? "warn" : "info"]("gmail push: attempt failed", {
      memberId: attempt.memberId,
      attempt: attempt.attempts,
      reason: failure.reason,
      detail: failure.detail,
    });
    if (final) return settle(attempt, { status: "failed", error: failure.reason }, signal);
    const retryAfter = Math.min(
      (failure.retryable && failure.retryAfterMs) || 0,
      MAX_RETRY_AFTER_MS,
    );
    if (retryAfter > 0) await rate.pause(retryAfter);
    const delay = Math.max(backoffMs(attempt.attempts, backoffBase, backoffMax), retryAfter);
    const retryAt = new Date(now().getTime() + delay);
    await settle(attempt, { status: "queued", error: failure.reason, retryAt }, signal);
    throw new RetryJob(delay, failure.reason);
  }

  async function pushMember({ id, data, signal }: Job<Data>): Promise<void> {
    const attempt = await beginGmailAttempt(db, data.memberId, id, now());
    if (!attempt) return; // re-queued, cancelled or ended meanwhile
    let job: PushJob | PushRefusal | null;
    try {
      job = await deps.loadJob(attempt.memberId);
    } catch (error) {
      log.error("gmail push: loading the member failed", { memberId: attempt.memberId, error });
      const failure: PushFailure = {
        ok: false,
        retryable: true,
        reason: "unavailable",
        detail: "load",
      };
      return failed(attempt, failure, signal);
    }
    if (!job) return settle(attempt, { status: "failed", error: "gone" }, signal);
    if ("refused" in job) return settle(attempt, { status: "failed", error: job.refused }, signal);
    const sender = await senderFor(job.key, signal);
    if (attempt.verifyFirst) {
      const current = await sender.getSignature(job.email);
      if (signal.aborted) return;
      if (!current.ok) return failed(attempt, current, signal);
      if (current.value === job.html) return settle(attempt, { status: "done" }, signal);
    }
    const authorized = await sender.authorize(job.email);
    if (signal.aborted) return;
    if (!authorized.ok) return failed(attempt, authorized, signal);
    // asked right before the update: a member re-queued meanwhile (a new push) is not updated
    // with this attempt's signature
    if (!(await isCurrentAttempt(db, attempt)) || signal.aborted) return;
    const result = await sender.setSignature(job.email, job.html);
    if (signal.aborted) return;
    return result.ok
      ? settle(attempt, { status: "done" }, signal)
      : failed(attempt, result, signal);
  }

  const queue = jobs.queue<Data>(QUEUE, {
    handle: pushMember,
    concurrency: deps.concurrency,
    // the member's row counts its attempts (maxAttempts); these runs also cover a broken
    // database or an instance stopped mid-attempt
    maxAttempts: deps.maxAttempts * 4,
    backoffBaseMs: backoffBase,
    backoffMaxMs: backoffMax,
  });

  async function add(pushes: ReadonlyArray<{ memberId: string; jobId: string; dueAt: string }>) {
    const at = now().getTime();
    for (const push of pushes) {
      const delayMs = Math.max(0, Date.parse(push.dueAt) - at);
      await queue.add(push.jobId, { memberId: push.memberId }, { delayMs });
    }
  }

  async function recover(): Promise<number> {
    const pushes = await unfinishedGmailPushes(db);
    await add(pushes);
    return pushes.length;
  }

  const sweepMs = deps.sweepMs ?? DEFAULT_SWEEP_MS;
  const sweep =
    sweepMs > 0
      ? setInterval(() => {
          recover().catch((error: unknown) => log.warn("gmail push: sweep failed", { error }));
        }, sweepMs)
      : undefined;
  sweep?.unref();

  return {
    async queue(teamId, memberIds) {
      const pushes = await queueGmailPush(db, teamId, memberIds, now());
      // the rows are the record: jobs that could not be added (Redis down) are added by the
      // next sweep
      await add(pushes).catch((error: unknown) =>
        log.warn("gmail push: jobs not added, left to the sweep", { error }),
      );
      return pushes.length;
    },
    cancel: (teamId) => cancelGmailPush(db, teamId),
    recover,
    idle: () => queue.idle(),
    stop() {
      clearInterval(sweep);
    },
  };
}
