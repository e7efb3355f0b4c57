import { useEffect } from "react";
import { useLocation } from "react-router";
import { PAGE_VIEW_DELAY_MS, sendPageView } from "./page-view.ts";

/** docs/product.md#behaviours: one cookieless page-view event 100 ms after each route change. */
export function usePageViewEvents() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => sendPageView(pathname), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
