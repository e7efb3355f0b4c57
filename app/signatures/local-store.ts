// A tiny observable over localStorage: values are parsed once, cached, written back as JSON,
// and refreshed when another tab changes them (the `storage` event).
type Listener = () => void;

const cache = new Map<string, unknown>();
const listeners = new Set<Listener>();
let listening = false;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readValue<T>(key: string, parse: (raw: string | null) => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  // A cached value must follow other tabs' changes, whether or not a component subscribed.
  listenToOtherTabs();
  const value = parse(readRaw(key));
  cache.set(key, value);
  return value;
}

export function writeValue<T>(key: string, value: T): void {
  cache.set(key, value);
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the value stays in memory for this tab
  }
  notify();
}

export function removeValue(key: string): void {
  cache.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore
  }
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function listenToOtherTabs() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("storage", (event) => {
    if (event.key === null) cache.clear();
    else cache.delete(event.key);
    notify();
  });
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listenToOtherTabs();
  return () => listeners.delete(listener);
}

/** For tests: forget cached values. */
export function resetCache() {
  cache.clear();
}
