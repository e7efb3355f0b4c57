/** The teams namespace for <RouteMessages> (app/i18n/route-messages.tsx): one chunk per locale. */
export const TEAMS_MESSAGES = {
  en: () => import("./teams.en.ts").then((module) => ({ default: { teams: module.default } })),
  fr: () => import("./teams.fr.ts").then((module) => ({ default: { teams: module.default } })),
};
