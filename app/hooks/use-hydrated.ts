import { useSyncExternalStore } from "react";

/** False during server rendering and hydration, true after: storage is browser-only. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}
