import { useSyncExternalStore } from "react";

/**
 * A value that changes while the store holding it does not: components read it with
 * `useStoreValue` rather than through a context whose value would change with it (a changed
 * context forces React to drop the server's HTML of a part still waiting for its code:
 * app/editor/deferred-part.tsx).
 */
export type ValueStore<T> = {
  subscribe(listener: () => void): () => void;
  current(): T;
  /** the value the page was rendered with: what hydration must match */
  first: T;
  publish(value: T): void;
};

export function valueStore<T>(first: T): ValueStore<T> {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => value,
    first,
    publish(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.current, () => store.first);
}
