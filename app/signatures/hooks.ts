import { useSyncExternalStore } from "react";
import { ALLOWANCES, type Allowance } from "../billing/rules.ts";
import { type DraftValues, readDrafts } from "./drafts.ts";
import { subscribe } from "./local-store.ts";
import { listSignatures, type StoredSignature } from "./signatures.ts";
import { readAllowance, readHasFreeTemplate, readIsPaid } from "./user.ts";

const NO_SIGNATURES: StoredSignature[] = [];

/** The visitor's signatures, newest first; follows changes made in other tabs. */
export function useStoredSignatures(): StoredSignature[] {
  return useSyncExternalStore(subscribe, listSignatures, () => NO_SIGNATURES);
}

const NO_DRAFTS: Readonly<Record<string, DraftValues>> = {};

/** The drafts of the stored signatures, by id; follows changes made in other tabs. */
export function useSignatureDrafts(): Readonly<Record<string, DraftValues>> {
  return useSyncExternalStore(subscribe, readDrafts, () => NO_DRAFTS);
}

export function useIsPaid(): boolean {
  return useSyncExternalStore(subscribe, readIsPaid, () => false);
}

/** What this visitor's plan allows; the Free plan's during server rendering and hydration. */
export function useAllowance(): Readonly<Allowance> {
  return useSyncExternalStore(subscribe, readAllowance, () => ALLOWANCES.free);
}

export function useHasFreeTemplate(): boolean {
  return useSyncExternalStore(subscribe, readHasFreeTemplate, () => true);
}
