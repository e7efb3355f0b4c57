import { useHydrated, useStoredSignatures } from "../storage/hooks.ts";
import type { StoredSignature } from "../storage/signatures.ts";

export type StoredSignatureState =
  | { phase: "loading" }
  | { phase: "notFound" }
  | { phase: "ready"; signature: StoredSignature };

/** One saved signature of this browser, following changes made in other tabs. */
export function useStoredSignature(id: string | null): StoredSignatureState {
  const hydrated = useHydrated();
  const signatures = useStoredSignatures();
  if (!hydrated) return { phase: "loading" };
  const signature = id === null ? undefined : signatures.find((entry) => entry.id === id);
  return signature ? { phase: "ready", signature } : { phase: "notFound" };
}
