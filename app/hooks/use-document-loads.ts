import { useEffect } from "react";
import { isHydratedPath } from "../route-table.ts";

/**
 * A link from a hydrated page to a page that is not hydrated (the content pages, /pricing,
 * /success: docs/decisions/016) is followed as a full document load, as the browser would
 * without React Router. Rendered in the browser those pages would lack their texts, which stay
 * on the server (ADR 017), and their islands. The listener runs in the capture phase on
 * `window`, before React's own on the document, and only lets the browser do its default.
 */
export function useDocumentLoadsForServerPages() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
        return;
      }
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || isHydratedPath(url.pathname)) return;
      // React Router's link never sees the click: the browser follows it.
      event.stopPropagation();
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}
