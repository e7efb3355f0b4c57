// The legal feature's public server surface: code outside app/legal/ imports it from here
// (docs/architecture.md#layout).
export { legalNoticeWarning, showsOperatorPlaceholders } from "./operator-gaps.ts";
export { legalPageData } from "./page.ts";
