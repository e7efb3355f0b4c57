import type en from "../en/common.ts";

export default {
  appTagline: "Des signatures email professionnelles en quelques minutes",
  skipToContent: "Aller au contenu",
  language: "Langue",
  switchToLanguage: "English",
  switchToLanguageLabel: "Read this page in English",
  seePro: "Voir l’offre Pro",
} satisfies typeof en;
