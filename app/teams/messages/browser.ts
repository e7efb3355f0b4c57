/** The teams namespace for <RouteMessages> (app/i18n/route-messages.tsx): one chunk per locale. */
export const TEAMS_MESSAGES = {
  en: () => import("./teams.en.ts").then((module) => ({ default: { teams: module.default } })),
  fr: () => import("./teams.fr.ts").then((module) => ({ default: { teams: module.default } })),
};

/** What the directory section adds to the teams namespace, loaded with it (../ui/on-demand-sections.tsx). */
export const DIRECTORY_MESSAGES = {
  en: () =>
    import("./directory.en.ts").then((module) => ({
      default: { teams: { directory: module.default } },
    })),
  fr: () =>
    import("./directory.fr.ts").then((module) => ({
      default: { teams: { directory: module.default } },
    })),
};

/** What the Outlook section adds to the teams namespace, loaded with it (../ui/on-demand-sections.tsx). */
export const OUTLOOK_MESSAGES = {
  en: () =>
    import("./outlook.en.ts").then((module) => ({
      default: { teams: { outlook: module.default } },
    })),
  fr: () =>
    import("./outlook.fr.ts").then((module) => ({
      default: { teams: { outlook: module.default } },
    })),
};
