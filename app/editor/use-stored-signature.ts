import { useHydrated } from "../hooks/use-hydrated.ts";
import { currentId } from "../signatures/cloud-ids.ts";
import { useStoredSignatures } from "../signatures/hooks.ts";
import { useCloudListPending } from "../signatures/index.ts";
import type { StoredSignature } from "../signatures/signatures.ts";

export type StoredSignatureState =
  | { phase: "loading" }
  | { phase: "notFound" }
  | { phase: "ready"; signature: StoredSignature };

/** One saved signature of this browser, following changes made in other tabs. */
export function useStoredSignature(id: string | null): StoredSignatureState {
  const hydrated = useHydrated();
  const signatures = useStoredSignatures();
  const cloudPending = useCloudListPending();
  if (!hydrated) return { phase: "loading" };
  const wanted = id === null ? null : currentId(id);
  const signature = signatures.find((entry) => entry.id === wanted);
  if (signature) return { phase: "ready", signature };
  return cloudPending ? { phase: "loading" } : { phase: "notFound" };
}
