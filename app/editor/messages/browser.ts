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
