import type en from "../en/nav.ts";

export default {
  main: "Navigation principale",
  footer: "Pied de page",
  create: "Créer une signature",
  createShort: "Créer",
  mySignatures: "Mes signatures",
  home: "Accueil",
  guide: "Guide",
  blog: "Blog",
  pricing: "Tarifs",
  menu: "Menu",
  legal: "Informations légales",
  legalLinks: {
    legal: "Informations légales",
    terms: "Conditions",
    privacy: "Confidentialité",
    contact: "Contact",
  },
} satisfies typeof en;
