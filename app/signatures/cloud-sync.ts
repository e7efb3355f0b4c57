// Cloud sync of a signed-in user's signatures (docs/product.md#storage): the sign-in merge, changes sent
// as they happen (queued while the account can't be reached), deletes, and the state the
// pages show ("offline", plan limit, errors). Loaded only with a session: edits reach it
// through ./cloud-changes.ts.
import {
  CloudError,
  createCloudSignature,
  deleteCloudSignature,
  listCloudSignatures,
  updateCloudSignature,
} from "./cloud-api.ts";
import { idAdopted } from "./cloud-ids.ts";
import { isKeptForAnother } from "./kept-signatures.ts";
import { mergeSignatures } from "./merge-signatures.ts";
import { readStoredUser } from "./session-user.ts";
import {
  adoptCloudIdentity,
  deleteSignature,
  getSignature,
  listSignatures,
  replaceSignatures,
  signatureFields,
} from "./signatures.ts";
import { dequeue, queueDelete, queueUpsert, readQueue, renameInQueue } from "./sync-queue.ts";
import { getSyncState, setSyncState } from "./sync-state.ts";

const MAX_STEPS = 100;

/** Sends the queue in order; stops (and throws) when the account can't be reached. */
async function flushQueue(): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step++) {
    const op = readQueue()[0];
    if (!op) return;
    try {
      if (op.op === "delete") await deleteCloudSignature(op.id);
      else await sendUpsert(op.id);
    } catch (error) {
      if (!(error instanceof CloudError) || error.offline) throw error;
      dequeue(op);
      if (error.status === 403) setSyncState({ limit: error.detail });
      else if (error.status !== 404) setSyncState({ error: error.detail });
    }
  }
}

/** Creates or updates one stored signature in the cloud; its queue entry goes once sent. */
async function sendUpsert(id: string): Promise<void> {
  const signature = getSignature(id);
  // Gone, or kept here for another account than the signed-in one: nothing to send (ADR 028).
  if (!signature || isKeptForAnother(signature, readStoredUser()?.uid ?? null)) {
    dequeue({ op: "upsert", id });
    return;
  }
  const sentVersion = signature.updatedAt;
  let cloudId = id;
  if (signature.userId === null) {
    const created = await createCloudSignature(signatureFields(signature), id);
    adoptCloudIdentity(id, created);
    renameInQueue(id, created.id);
    idAdopted(id, created.id);
    cloudId = created.id;
  } else {
    await updateCloudSignature(id, signatureFields(signature));
  }
  // Typed again while this was on its way: the entry stays for the newer version.
  if (getSignature(cloudId)?.updatedAt === sentVersion) dequeue({ op: "upsert", id: cloudId });
}

type Work = "none" | "send" | "merge";
let running: Promise<void> | null = null;
let wanted: Work = "none";

/** One sync at a time: work asked for meanwhile runs right after (a merge includes a send). */
function schedule(work: Exclude<Work, "none">): Promise<void> {
  if (work === "merge" || wanted === "none") wanted = work;
  running ??= (async () => {
    try {
      while (wanted !== "none") {
        const next = wanted;
        wanted = "none";
        await guarded(next === "merge" ? mergeWithCloud : flushQueue);
        if (next === "merge" && !getSyncState().merged) setSyncState({ merged: true });
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

async function guarded(task: () => Promise<void>): Promise<void> {
  if (!readStoredUser()) return;
  setSyncState({ phase: "syncing" });
  try {
    await task();
    setSyncState({ phase: "synced" });
  } catch (error) {
    if (error instanceof CloudError && !error.offline) {
      setSyncState({ phase: "synced", error: error.detail });
    } else {
      setSyncState({ phase: "offline" });
    }
  }
}

async function mergeWithCloud(): Promise<void> {
  setSyncState({ limit: null, error: null });
  await flushQueue();
  const cloud = await listCloudSignatures();
  const user = readStoredUser();
  if (!user) return;
  const { list, upload, update } = mergeSignatures(listSignatures(), cloud, user.uid);
  replaceSignatures(list);
  for (const id of [...update, ...upload]) queueUpsert(id);
  await flushQueue();
}

/** Sign-in (every page load with a session): pending changes, then the merge, then uploads. */
export function syncWithCloud(): Promise<void> {
  return schedule("merge");
}

/** Sends what is queued (after an edit, or when the connection is back). */
export function sendPendingChanges(): Promise<void> {
  return schedule("send");
}

/**
 * Deletes a signature: the local copy first, then the cloud one (docs/product.md#storage). Resolves to the
 * server's message when the cloud delete failed; offline, the delete waits in the queue.
 */
export async function removeSignature(id: string): Promise<{ failed: string | null }> {
  const signature = getSignature(id);
  deleteSignature(id);
  // Only the signed-in account's cloud copy goes: one kept here for another account is
  // deleted from this browser only (ADR 028).
  const inCloud = signature?.userId != null && signature.userId === readStoredUser()?.uid;
  queueDelete(id, inCloud);
  if (!inCloud) return { failed: null };
  try {
    await deleteCloudSignature(id);
    dequeue({ op: "delete", id });
    return { failed: null };
  } catch (error) {
    if (error instanceof CloudError && !error.offline) {
      dequeue({ op: "delete", id });
      return { failed: error.detail };
    }
    setSyncState({ phase: "offline" });
    return { failed: null };
  }
}

/** Before signing out: one last try at sending what is pending. */
export async function flushBeforeSignOut(): Promise<void> {
  if (readQueue().length === 0) return;
  await sendPendingChanges();
}
