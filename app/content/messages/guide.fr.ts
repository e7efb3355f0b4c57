import type en from "./guide.en.ts";

export default {
  title: "Guide de la signature e-mail : contenu et exemples — Paraph",
  description:
    "Ce que doit contenir une signature e-mail professionnelle, les bonnes pratiques et les erreurs à éviter, avec de vrais exemples et les guides d'installation pour Gmail, Outlook ou Apple Mail.",
  heading: "Le guide de la signature e-mail",
  lead: "Ce qu'il faut y mettre, ce qu'il vaut mieux éviter, et des exemples prêts à l'emploi. Tout ce qui suit vient de ce qui fonctionne dans de vraies boîtes de réception.",
  name: "Guide de la signature e-mail",
  updated: "Mis à jour le",
  faqTitle: "Questions fréquentes",
  ctaTitle: "Prêt à créer la vôtre ?",
  ctaText:
    "Choisissez un modèle, renseignez vos coordonnées et copiez le résultat dans votre messagerie. Gratuit, en cinq minutes, sans compte.",
  ctaButton: "Créer ma signature",
} satisfies typeof en;
