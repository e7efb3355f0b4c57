// What pages that edit signatures tell the cloud sync (./cloud-sync.ts), without loading it: a
// page opened without a session never needs the sync's code (docs/product.md#storage).
import { readStoredUser } from "./session-user.ts";
import { queueUpsert } from "./sync-queue.ts";

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
