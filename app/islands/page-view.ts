import { PAGE_VIEW_DELAY_MS, sendPageView } from "../hooks/page-view.ts";

/** The page-view event of a page without client navigation: once, shortly after load. */
export function countPageView(pathname: string): void {
  window.setTimeout(() => sendPageView(pathname), PAGE_VIEW_DELAY_MS);
}
