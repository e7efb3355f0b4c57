const KEY = "paraph:lastReloadAt";
export const RELOAD_GUARD_MS = 10_000;

/**
 * A full page load to `href`, unless one already happened within the last 10 s (docs/product.md#behaviours):
 * a stale build or a failing chunk must never cause a reload loop.
 */
export function guardedReload(href: string, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    // storage unavailable: still guard within this page's life
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // ignore
  }
  window.location.assign(href);
  return true;
}
