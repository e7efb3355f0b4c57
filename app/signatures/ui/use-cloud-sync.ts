import { useEffect, useSyncExternalStore } from "react";
import { type PublicUser, useSessionUser } from "../../hooks/use-public-config.ts";
import { STORAGE_KEYS } from "../keys.ts";
import { followSession } from "../page-session.ts";
import { parseStoredUser, storeSignedInUser } from "../session-user.ts";
import { getSyncState, type SyncState, subscribeSyncState } from "../sync-state.ts";

const loadSync = () => import("../cloud-sync.ts");

const IDLE: SyncState = { phase: "idle", limit: null, error: null, merged: false };

/**
 * Root hook: a page load with a session stores the user and merges with the cloud; one
 * without a session sets aside what a previous sign-in left (docs/product.md#storage, ADR 028). Queued
 * changes go when the connection comes back. A sign-out (or another account's sign-in) in
 * another tab reloads this one, so that it shows the session it now has.
 */
export function useCloudSync(): void {
  const user = useSessionUser();
  const key = user === undefined ? "unknown" : JSON.stringify(user);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `user`
  useEffect(() => {
    if (user === undefined) return; // not known yet: keep everything as it is
    void followSession(user);
    if (user === null) return;
    const onOnline = () => void loadSync().then((sync) => sync.sendPendingChanges());
    window.addEventListener("online", onOnline);
    const stopFollowing = followPlanOnFocus(user.uid);
    const stopWatching = reloadWhenSignedOutElsewhere(user.uid);
    return () => {
      window.removeEventListener("online", onOnline);
      stopFollowing();
      stopWatching();
    };
  }, [key]);
}

const FOCUS_REFRESH_MS = 15_000;

/**
 * The plan can change elsewhere (a payment on another device, a refund, an operator): when
 * the page comes back into view, the user is read again from the server, at most every 15 s.
 */
function followPlanOnFocus(uid: string): () => void {
  let last = Date.now();
  const refresh = () => {
    if (document.visibilityState !== "visible" || Date.now() - last < FOCUS_REFRESH_MS) return;
    last = Date.now();
    void fetch("/api/v1/me", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<PublicUser>) : null))
      .then((fresh) => {
        if (fresh?.uid === uid) storeSignedInUser(fresh);
      })
      .catch(() => {
        // offline: the stored plan stays until the next look
      });
  };
  window.addEventListener("focus", refresh);
  document.addEventListener("visibilitychange", refresh);
  return () => {
    window.removeEventListener("focus", refresh);
    document.removeEventListener("visibilitychange", refresh);
  };
}

/** Another tab signed out, or signed in another account: this page reloads to show it. */
function reloadWhenSignedOutElsewhere(uid: string): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
    if (parseStoredUser(event.newValue)?.uid !== uid) window.location.reload();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, getSyncState, () => IDLE);
}

/** A signed-in page whose cloud list has not arrived yet: "not found" would be premature. */
export function useCloudListPending(): boolean {
  const user = useSessionUser();
  const { merged } = useSyncState();
  return Boolean(user) && !merged;
}
