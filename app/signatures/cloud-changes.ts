// What pages that edit signatures tell the cloud sync (./cloud-sync.ts), without loading it: a
// page opened without a session never needs the sync's code (docs/product.md#storage).
import { readStoredUser } from "./session-user.ts";
import { queueUpsert } from "./sync-queue.ts";

const idListeners = new Set<(from: string, to: string) => void>();
/** local id → cloud id, for pages still holding the local one */
const adopted = new Map<string, string>();

/** Called when a local signature gets its cloud id. */
export function onIdAdopted(listener: (from: string, to: string) => void): () => void {
  idListeners.add(listener);
  return () => idListeners.delete(listener);
}

/** The current id of a signature that may have moved to the cloud since. */
export function currentId(id: string): string {
  return adopted.get(id) ?? id;
}

/** The sync gave the local signature `from` its cloud id `to`. */
export function idAdopted(from: string, to: string): void {
  adopted.set(from, to);
  for (const listener of idListeners) listener(from, to);
}

let timer: ReturnType<typeof setTimeout> | undefined;
export const CLOUD_SAVE_DELAY_MS = 800;

/** A stored signature changed in this browser: for a signed-in user it goes to the cloud too. */
export function signatureChanged(id: string): void {
  if (!readStoredUser()) return;
  queueUpsert(id);
  clearTimeout(timer);
  timer = setTimeout(
    () => void import("./cloud-sync.ts").then((sync) => sync.sendPendingChanges()),
    CLOUD_SAVE_DELAY_MS,
  );
}
