/** The signature page's namespaces for <RouteMessages> (app/i18n/route-messages.tsx): one chunk per locale. */
export const EDITOR_MESSAGES = {
  en: () => import("./browser.en.ts"),
  fr: () => import("./browser.fr.ts"),
};

/** The editor page's (its island, app/islands/editor.tsx): no export texts. */
export const EDITOR_PAGE_MESSAGES = {
  en: () => import("./editor-page.en.ts"),
  fr: () => import("./editor-page.fr.ts"),
};

/** What the editor's sections below its first screen add, loaded with them (../later-sections.tsx). */
export const LATER_SECTIONS_MESSAGES = {
  en: () => import("./later-sections-catalogue.en.ts"),
  fr: () => import("./later-sections-catalogue.fr.ts"),
};

/** What the compatibility report adds, loaded with it (../later-report.tsx). */
export const REPORT_MESSAGES = {
  en: () => import("./report-catalogue.en.ts"),
  fr: () => import("./report-catalogue.fr.ts"),
};
