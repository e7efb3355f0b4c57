import type en from "../en/error.ts";

export default {
  pageNotFound: "Page introuvable",
  description: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backToHome: "Retour à l'accueil",
  serverErrorTitle: "Une erreur est survenue",
  serverErrorDescription:
    "Une erreur inattendue a interrompu cette page. Elle a été enregistrée ; réessayez dans un instant.",
} satisfies typeof en;
