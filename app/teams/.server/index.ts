// The teams feature's public server surface: code outside app/teams/ imports it from here
// (docs/architecture.md#layout).

export { startDirectorySync } from "./directory/directory-sync.ts";
export { startGmailPush } from "./gmail/gmail-push.ts";
export { createLinkMailLimiters } from "./link-mailing.ts";
export { memberPageView, memberSelfEdit } from "./member-page.ts";
export { createOfficeTokenVerifier } from "./outlook/office-token.ts";
export { pushJobLoader } from "./push-jobs.ts";
export { teamsAction } from "./team-actions.ts";
export { teamsView } from "./team-view.ts";
