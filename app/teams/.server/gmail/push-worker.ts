import { createHash } from "node:crypto";
import type { Db } from "../../../.server/db/connect.ts";
import type { Logger } from "../../../.server/log.ts";
import type { GmailSender, PushFailure } from "./gmail-client.ts";
import {
  claimGmailPushes,
  nextGmailPushAt,
  type PushClaim,
  type PushOutcome,
  renewGmailPush,
  settleGmailPush,
} from "./push-queue.ts";
import type { ServiceAccountKey } from "./service-account.ts";
import type { Throttle } from "./throttle.ts";

// Drains the Gmail push queue (push-queue.ts): takes due rows, pushes each member's signature
// through the team's service account, writes how it went. Every instance of the server runs
// one; the queue's leases keep them off each other's rows. All requests to Google (token
// requests included) share one rate limit per worker.

export type PushJob = { email: string; html: string; key: ServiceAccountKey };

export type GmailPushWorker = {
  /** looks for due rows now (a push was just queued) */
  wake(): void;
  /** stops taking rows; waits for those in flight, abandoning them after `stopGraceMs` */
  stop(): Promise<void>;
  /** resolves once nothing is in flight and no row waits (queued, retrying, or leased) */
  idle(): Promise<void>;
};

export type GmailPushWorkerDeps = {
  db: Db;
  log: Logger;
  /** the member's address, signature and team key; null when any of them is gone */
  loadJob(memberId: string): Promise<PushJob | null>;
  google: { tokenUrl: string; apiRootUrl: string; timeoutMs?: number };
  /** awaited before every HTTP request to Google (token requests, reads and updates alike):
   * `createThrottle(requests a second)`, one per worker */
  throttle: Throttle;
  /** members being pushed at once */
  concurrency: number;
  /** attempts of a member before it fails with the last reason */
  maxAttempts: number;
  /** how long a taken row is held without news: more than a member's requests can take */
  leaseMs: number;
  /** how often to look for due rows when nothing woke the worker */
  pollMs: number;
  /** first retry's delay, doubled each attempt up to `backoffMaxMs` (jittered) */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  stopGraceMs?: number;
  now?: () => Date;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_BACKOFF_BASE_MS = 1_000;
const DEFAULT_BACKOFF_MAX_MS = 5 * 60_000;
const DEFAULT_STOP_GRACE_MS = 5_000;
/** A Retry-After beyond this is taken as this. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;
/** Shortest pause between two looks at the queue (rows another instance just took). */
const MIN_NAP_MS = 10;
/** How long a stopped worker waits for abandoned members to unwind. */
const UNWIND_MS = 1_000;
/** Service accounts whose clients (and tokens) a worker keeps at once. */
const MAX_SENDERS = 50;

/** The delay before attempt `attempt + 1`: exponential, capped, and between half and all of it. */
export function backoffMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function startGmailPushWorker(deps: GmailPushWorkerDeps): GmailPushWorker {
  const { db, log, concurrency, leaseMs, pollMs } = deps;
  const now = deps.now ?? (() => new Date());
  const backoffBase = deps.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const backoffMax = deps.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS;
  const abandon = new AbortController();
  const senders = new Map<string, GmailSender>();
  const inFlight = new Set<Promise<void>>();
  let idleWaiters: Array<() => void> = [];
  let stopping = false;
  let woken = false;
  let interruptNap: (() => void) | null = null;

  function wake() {
    woken = true;
    interruptNap?.();
  }

  async function nap(ms: number) {
    if (woken || ms <= 0) {
      woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interruptNap = null;
        resolve();
      }
      interruptNap = done;
    });
    woken = false;
  }

  function settleIdle() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * The Google client libraries are loaded at the first push, not at start-up: they cost the
   * server's start ~100 ms and most instances never push (docs/decisions/018).
   */
  async function senderFor(key: ServiceAccountKey): Promise<GmailSender> {
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
      beforeRequest: deps.throttle,
      signal: abandon.signal,
    });
    senders.set(id, sender);
    return sender;
  }

  /** Writes the attempt's end, unless the worker was abandoned mid-attempt (as a crash would). */
  async function settle(claim: PushClaim, outcome: PushOutcome) {
    if (abandon.signal.aborted) return;
    if (!(await settleGmailPush(db, claim, outcome, now()))) {
      log.info("gmail push: row changed while sending", { memberId: claim.memberId });
    }
  }

  function failed(claim: PushClaim, failure: PushFailure): Promise<void> {
    const final = !failure.retryable || claim.attempts >= deps.maxAttempts;
    log[final ? "warn" : "info"]("gmail push: attempt failed", {
      memberId: claim.memberId,
      attempt: claim.attempts,
      reason: failure.reason,
      detail: failure.detail,
    });
    if (final) return settle(claim, { status: "failed", error: failure.reason });
    const delay = Math.max(
      backoffMs(claim.attempts, backoffBase, backoffMax),
      Math.min(failure.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS),
    );
    return settle(claim, {
      status: "queued",
      error: failure.reason,
      retryAt: new Date(now().getTime() + delay),
    });
  }

  async function push(claim: PushClaim): Promise<void> {
    let job: PushJob | null;
    try {
      job = await deps.loadJob(claim.memberId);
    } catch (error) {
      log.error("gmail push: loading the member failed", { memberId: claim.memberId, error });
      return failed(claim, { ok: false, retryable: true, reason: "unavailable", detail: "load" });
    }
    if (!job) return settle(claim, { status: "failed", error: "gone" });
    const sender = await senderFor(job.key);
    if (claim.verifyFirst) {
      const current = await sender.getSignature(job.email);
      if (abandon.signal.aborted) return;
      if (!current.ok) return failed(claim, current);
      if (current.value === job.html) return settle(claim, { status: "done" });
    }
    const authorized = await sender.authorize(job.email);
    if (abandon.signal.aborted) return;
    if (!authorized.ok) return failed(claim, authorized);
    // the lease is renewed right before the update: a row re-queued meanwhile (a new push)
    // or taken by another worker is not updated with this attempt's signature
    if (!(await renewGmailPush(db, claim, leaseMs, now())) || abandon.signal.aborted) return;
    const result = await sender.setSignature(job.email, job.html);
    if (abandon.signal.aborted) return;
    return result.ok ? settle(claim, { status: "done" }) : failed(claim, result);
  }

  function start(claim: PushClaim) {
    const task: Promise<void> = push(claim)
      .catch((error: unknown) => {
        // the row stays `sending` until its lease ends, then is taken again
        log.error("gmail push: member's attempt broke off", { memberId: claim.memberId, error });
      })
      .finally(() => {
        inFlight.delete(task);
        wake();
      });
    inFlight.add(task);
  }

  /** One look at the queue; how long to wait before the next. */
  async function tick(): Promise<number> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return pollMs; // a member's end wakes the loop
    const claims = await claimGmailPushes(db, free, leaseMs, now());
    for (const claim of claims) start(claim);
    if (claims.length === free) return 0;
    const next = await nextGmailPushAt(db);
    if (next === null) {
      if (inFlight.size === 0) settleIdle();
      return pollMs;
    }
    return Math.min(pollMs, Math.max(MIN_NAP_MS, Date.parse(next) - now().getTime()));
  }

  async function run() {
    while (!stopping) {
      let wait = pollMs;
      try {
        wait = await tick();
      } catch (error) {
        log.error("gmail push: looking at the queue failed", { error });
      }
      if (!stopping) await nap(wait);
    }
  }

  const running = run();

  return {
    wake,
    idle() {
      if (stopping) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wake();
      });
    },
    async stop() {
      stopping = true;
      wake();
      await running;
      const settled = Promise.allSettled([...inFlight]);
      await within(settled, deps.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
      abandon.abort();
      // abandoned members unwind at once: their requests are aborted, nothing more is written
      await within(settled, UNWIND_MS);
      settleIdle();
    },
  };
}

/** Waits for the promise, for `ms` at most. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}
