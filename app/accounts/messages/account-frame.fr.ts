import type en from "./account-frame.en.ts";

export default {
  nav: {
    signIn: "Connexion",
    account: "Compte",
  },
  location: {
    cloudSaved: "Enregistrée dans votre compte.",
    cloudSavedExceptDraft: "Tout le reste est enregistré dans votre compte.",
    browser: "Enregistrée dans ce navigateur",
    cloud: "Enregistrée dans votre compte",
  },
  sync: {
    syncing: "Synchronisation de vos signatures…",
    offline:
      "Votre compte est injoignable pour le moment : les signatures affichées sont la copie de ce navigateur. Vos modifications sont gardées et envoyées dès le retour de la connexion.",
    limit: "{{detail}} Cette signature reste dans ce navigateur.",
    deleteFailed:
      "La signature a été retirée de ce navigateur, mais pas de votre compte : {{detail}}",
    failed: "Vos signatures n’ont pas pu être synchronisées : {{detail}}",
  },
  library: {
    leadSignedIn: "Dans votre compte et dans ce navigateur, de la plus récente à la plus ancienne.",
  },
} satisfies typeof en;
