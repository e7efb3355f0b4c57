import type en from "../en/fields.ts";

export default {
  fullName: "Nom complet",
  jobTitle: "Poste",
  jobTitleTranslation: "Poste dans l’autre langue",
  email: "E-mail",
  phone: "Téléphone",
  mobile: "Mobile",
  photoUrl: "Photo (lien)",
  ctaLabel: "Texte du bouton",
  ctaLabelTranslation: "Texte du bouton dans l’autre langue",
  ctaUrl: "Lien du bouton",
} satisfies typeof en;
