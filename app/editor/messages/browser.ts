/** The editor's namespaces for <RouteMessages> (app/i18n/route-messages.tsx): one chunk per locale. */
export const EDITOR_MESSAGES = {
  en: () => import("./browser.en.ts"),
  fr: () => import("./browser.fr.ts"),
};
