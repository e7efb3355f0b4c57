import type en from "../en/home.ts";

export default {
  title: "Paraph — générateur gratuit de signature email pour Gmail, Outlook et Apple Mail",
  description:
    "Créez une signature email professionnelle en quelques minutes, gratuitement et sans compte. Choisissez un modèle, ajoutez vos coordonnées et votre photo, puis collez-la dans Gmail, Outlook ou Apple Mail.",
  heroTitle: "Une signature email impeccable, partout",
  heroLead:
    "Choisissez un modèle, ajoutez vos coordonnées et votre photo, puis collez-la dans Gmail, Outlook ou Apple Mail. Gratuit, en cinq minutes, sans compte.",
  heroCta: "Créer ma signature",
  heroSecondary: "Voir les modèles",
  previewLabel: "Essayez : tapez votre nom",
  previewName: "Votre nom",
  previewCaption: "Voici le vrai code HTML de la signature, tel qu'il sera collé.",
  galleryTitle: "Des modèles pour tous vos échanges",
  galleryLead:
    "Chacun est construit avec des tableaux compatibles email et vérifié pour Gmail, Outlook, Apple Mail et Yahoo.",
  galleryAll: "Voir tous les modèles",
  stepsTitle: "Comment ça marche",
  step1Title: "Choisissez un modèle",
  step1Text:
    "Partez d'une mise en page qui vous ressemble : photo à gauche, en haut, compacte ou texte seul.",
  step2Title: "Renseignez vos informations",
  step2Text:
    "Nom, fonction, téléphone, liens, photo, couleurs et appel à l'action. L'aperçu se met à jour pendant la saisie.",
  step3Title: "Copiez-la dans votre messagerie",
  step3Text: "Un clic copie la signature ; nos guides pas à pas montrent où la coller.",
  clientsTitle: "Compatible avec les messageries de vos contacts",
  clientsText:
    "Mise en page en tableaux et styles en ligne, photo hébergée dont la forme est intégrée à l'image (Outlook affiche le même cercle que Gmail), et bien en dessous de la limite de 10 000 caractères de Gmail.",
  faqTitle: "Questions fréquentes",
  faq1Q: "Est-ce gratuit ?",
  faq1A:
    "Oui. Tous les modèles gratuits, autant de signatures que vous voulez dans votre navigateur, sans compte.",
  faq2Q: "Où sont conservées mes signatures ?",
  faq2A:
    "Dans le stockage de ce navigateur, sur votre appareil. Revenez avec le même navigateur : elles vous attendent dans « Mes signatures ».",
  faq3Q: "Ma photo s'affichera-t-elle dans Outlook ?",
  faq3A:
    "Oui. Votre photo est hébergée sous forme de petite image PNG dont la forme ronde ou arrondie et la bordure sont intégrées : toutes les messageries affichent la même chose.",
  faq4Q: "Puis-je l'utiliser en français ?",
  faq4A:
    "Oui : tout le site, ainsi que les libellés de votre signature, existent en français et en anglais.",
  finalTitle: "Prête en cinq minutes",
  finalText: "Votre prochain email peut se terminer par une signature dont vous êtes fier.",
} satisfies typeof en;
