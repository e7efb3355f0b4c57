// The state of cloud sync that pages show (offline, plan limit, errors), kept apart from the
// sync itself so pages can follow it without loading the sync code and the schema.
export type SyncState = {
  phase: "idle" | "syncing" | "synced" | "offline";
  /** the server's message when a signature could not go to the cloud (e.g. Free plan limit) */
  limit: string | null;
  /** the server's message of another failure */
  error: string | null;
  /** the sign-in merge of this page load has finished (or failed) */
  merged: boolean;
};

let state: SyncState = { phase: "idle", limit: null, error: null, merged: false };
const listeners = new Set<() => void>();

export function setSyncState(patch: Partial<SyncState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSyncState(): SyncState {
  return state;
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
