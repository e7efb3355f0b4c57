// The account texts a page running in the browser may show (the header's account link, where a
// signature is kept, the cloud sync's notices, the signature list's lead): in the catalogue
// every such page downloads (app/i18n/messages/en/browser.ts). The rest of the namespace
// (account-pages.en.ts) is for the account pages, which the server renders.
export default {
  nav: {
    signIn: "Sign in",
    account: "Account",
  },
  location: {
    cloudSaved: "Saved in your account.",
    cloudSavedExceptDraft: "Everything else is saved in your account.",
    browser: "Saved in this browser",
    cloud: "Saved in your account",
  },
  sync: {
    syncing: "Syncing your signatures…",
    offline:
      "Your account can’t be reached right now, so the signatures shown are this browser’s copy. Changes are kept and sent when the connection is back.",
    limit: "{{detail}} This signature stays in this browser.",
    deleteFailed:
      "The signature was removed from this browser, but not from your account: {{detail}}",
    failed: "Your signatures could not be synced: {{detail}}",
  },
  library: {
    leadSignedIn: "In your account and in this browser, newest first.",
  },
};
