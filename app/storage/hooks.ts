import { useSyncExternalStore } from "react";
import { subscribe } from "./local-store.ts";
import { listSignatures, type StoredSignature } from "./signatures.ts";
import { readHasFreeTemplate, readIsPaid } from "./user.ts";

const NO_SIGNATURES: StoredSignature[] = [];

/** The visitor's signatures, newest first; follows changes made in other tabs. */
export function useStoredSignatures(): StoredSignature[] {
  return useSyncExternalStore(subscribe, listSignatures, () => NO_SIGNATURES);
}

export function useIsPaid(): boolean {
  return useSyncExternalStore(subscribe, readIsPaid, () => false);
}

export function useHasFreeTemplate(): boolean {
  return useSyncExternalStore(subscribe, readHasFreeTemplate, () => true);
}

/** False during server rendering and hydration, true after: storage is browser-only. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}
