import { useEffect } from "react";
import { useLocation } from "react-router";
import { localeFromPath } from "../i18n/locales.ts";

export const PAGE_VIEW_DELAY_MS = 100;

/** DESIGN §10: one cookieless page-view event 100 ms after each route change. */
export function usePageViewEvents() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const body = JSON.stringify({ path: pathname, locale: localeFromPath(pathname) });
      const blob = new Blob([body], { type: "application/json" });
      if (!navigator.sendBeacon?.("/api/events", blob)) {
        void fetch("/api/events", {
          method: "POST",
          body,
          keepalive: true,
          headers: { "content-type": "application/json" },
        }).catch(() => {});
      }
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
