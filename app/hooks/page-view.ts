import { localeFromPath } from "../i18n/locales.ts";

/** The event leaves this long after a page shows (after a client navigation too). */
export const PAGE_VIEW_DELAY_MS = 100;

/** docs/product.md#behaviours: one cookieless page-view event for `pathname` (a beacon when the browser can). */
export function sendPageView(pathname: string): void {
  const body = JSON.stringify({ path: pathname, locale: localeFromPath(pathname) });
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.("/api/events", blob)) return;
  void fetch("/api/events", {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  }).catch(() => {});
}
