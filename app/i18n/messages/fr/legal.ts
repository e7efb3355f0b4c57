import type en from "../en/legal.ts";

export default {
  lastUpdated: "Dernière mise à jour : {{date}}",
  toc: "Sur cette page",
  index: {
    title: "Informations légales — Paraph",
    description:
      "Conditions d’utilisation, politique de confidentialité et mentions légales de Paraph, et comment contacter ceux qui l’exploitent.",
    heading: "Informations légales",
    lead: "Ce site est exploité par {{operator}}. Ces pages expliquent les règles d’utilisation, ce que deviennent vos données et qui se trouve derrière le service.",
  },
  terms: {
    title: "Conditions d’utilisation — Paraph",
    description:
      "Les règles d’utilisation de Paraph : offres Gratuite et Pro, usage acceptable, vos contenus, disponibilité et responsabilité.",
    heading: "Conditions d’utilisation",
    summary:
      "Offres Gratuite et Pro, usage acceptable, vos contenus, responsabilité et droit applicable.",
  },
  privacy: {
    title: "Politique de confidentialité — Paraph",
    description:
      "Ce que Paraph enregistre et pourquoi : signatures conservées dans votre navigateur, un seul cookie de langue, photos hébergées, messages de contact, et vos droits au titre du RGPD.",
    heading: "Politique de confidentialité",
    summary:
      "Ce que nous enregistrons et pourquoi, pendant combien de temps, qui y a accès, et vos droits.",
  },
  legalNotice: {
    title: "Mentions légales — Paraph",
    description:
      "Qui édite et qui héberge Paraph : éditeur, directeur de la publication et hébergeur.",
    heading: "Mentions légales",
    summary: "Qui édite le site et qui l’héberge.",
  },
  contact: {
    summary:
      "Une question, une suggestion, une demande sur vos données ou le signalement d’un contenu.",
  },
} satisfies typeof en;
