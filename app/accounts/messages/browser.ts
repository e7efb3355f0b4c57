import type { Messages } from "../../i18n/messages/en/index.ts";

/**
 * The account namespace's texts for the account pages (sign-in, sign-up, reset, /account, the
 * signature list), for <RouteMessages> (app/i18n/route-messages.tsx), one chunk per locale.
 * Every page already has the namespace's frame (account-frame.<locale>.ts, in the catalogue
 * every hydrated page downloads); these groups join it.
 */
const pages = (module: { default: object }) => ({
  default: { account: module.default } as Partial<Messages>,
});

export const ACCOUNT_MESSAGES = {
  en: () => import("./account-pages.en.ts").then(pages),
  fr: () => import("./account-pages.fr.ts").then(pages),
};
