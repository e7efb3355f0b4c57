import type en from "../en/templates.ts";

export default {
  basicName: "Classique",
  basicDescription: "Photo à gauche, un filet vertical, vos coordonnées à droite.",
  stackedName: "Centré",
  stackedDescription: "Photo en haut et tout le reste centré en dessous.",
  dividerName: "Séparateur",
  dividerDescription: "Votre nom d’abord, un filet horizontal, puis vos coordonnées.",
  compactName: "Compact",
  compactDescription: "Tout sur deux lignes, idéal pour les réponses rapides.",
  minimalName: "Minimal",
  minimalDescription: "Du texte seul, sans photo : sobre et élégant.",
  bandName: "Bandeau",
  bandDescription: "Votre nom sur un bandeau de votre couleur d’accent, les détails en dessous.",
  executiveName: "Direction",
  executiveDescription: "Une mise en page formelle sur deux colonnes, coordonnées annotées.",
  logoName: "Marque",
  logoDescription:
    "Le logo de votre entreprise à gauche, un filet d’accent, vos coordonnées avec de petites icônes.",
  headlineName: "Titre",
  headlineDescription:
    "Sans photo : votre nom en grand sur une barre d’accent, vos coordonnées sur deux colonnes.",
  cardName: "Carte",
  cardDescription: "Tout dans une carte légèrement teintée, avec un liseré d’accent et un bouton.",
  splitName: "Bicolonne",
  splitDescription: "Photo et nom sur un panneau de votre couleur d’accent, coordonnées à côté.",
  monoName: "Mono",
  monoDescription:
    "Texte seul en caractères de machine à écrire : votre nom sur un filet fin, puis vos coordonnées.",
  pro: "Pro",
} satisfies typeof en;
