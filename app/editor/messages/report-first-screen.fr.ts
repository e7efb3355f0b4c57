import type en from "./report-first-screen.en.ts";

export default {
  heading: "Rapport de compatibilité",
  loading: "Vérification…",
  darkMode: {
    legend: "Afficher l’aperçu",
    light: "Clair",
    full: "Sombre : inversion complète",
    partial: "Sombre : partiel",
    fullHint:
      "Comme Gmail sur iPhone et Outlook pour Windows l’affichent en mode sombre : fonds et texte foncé inversés, images inchangées.",
    partialHint:
      "Comme Outlook.com l’affiche en mode sombre : fonds clairs assombris et texte foncé éclairci, autres couleurs conservées.",
  },
} satisfies typeof en;
