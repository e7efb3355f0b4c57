/** The signature list's namespace, for its React island (app/islands/library.tsx): one chunk per locale. */
export const LIBRARY_MESSAGES = {
  en: () => import("./library-page.en.ts"),
  fr: () => import("./library-page.fr.ts"),
};
