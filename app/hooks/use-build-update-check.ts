import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { guardedReload } from "./reload-guard.ts";

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Every hour, asks the server for its build id; once a newer build is live, the next
 * navigation is a full page load so the visitor gets the new code (docs/product.md#behaviours).
 */
export function useBuildUpdateCheck() {
  const stale = useRef(false);
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const current = window.__reactRouterManifest?.version;
    const check = async () => {
      try {
        const response = await fetch("/build-id", { cache: "no-store" });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (buildId && current && buildId !== current) stale.current = true;
      } catch {
        // offline: try again at the next interval
      }
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      guardedReload(window.location.href);
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) guardedReload(window.location.href);
  }, [location.key]);
}
