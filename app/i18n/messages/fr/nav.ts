import type en from "../en/nav.ts";

export default {
  main: "Navigation principale",
  footer: "Pied de page",
  create: "Créer une signature",
  createShort: "Créer",
  mySignatures: "Mes signatures",
  home: "Accueil",
} satisfies typeof en;
