import type en from "./blog.en.ts";

export default {
  title: "Blog signature e-mail : guides et conseils — Paraph",
  description:
    "Des guides concrets sur la signature e-mail : l'installer dans Gmail, Outlook ou Apple Mail, choisir polices et couleurs, ajouter un appel à l'action, suivre les clics.",
  heading: "Le blog de la signature e-mail",
  lead: "Des conseils concrets et vérifiés pour une signature qu'on lit vraiment et qui s'affiche bien partout, avec de vrais exemples créés à partir de nos modèles.",
  published: "Publié le",
  updated: "Mis à jour le",
  author: "Par {{author}}",
  authorLabel: "Auteur",
  readingTimeLabel: "Temps de lecture",
  readingTime: "{{minutes}} min de lecture",
  breadcrumb: "Fil d'Ariane",
  related: "À lire aussi",
  ctaTitle: "Créez votre signature en cinq minutes",
  ctaText:
    "Choisissez un modèle, ajoutez vos coordonnées et collez le résultat dans Gmail, Outlook ou Apple Mail. Gratuit, sans compte.",
  ctaButton: "Créer ma signature",
  exampleCaption: "Exemple : modèle {{template}}",
  useTemplate: "Utiliser ce modèle",
} satisfies typeof en;
