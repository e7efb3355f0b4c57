// Words written into the signature itself. They travel with the HTML (the renderer stays
// self-contained, with no catalogue to load), so they live here rather than in i18n.
export type OutputLocale = "en" | "fr";

export type OutputLabels = {
  phone: string;
  mobile: string;
  email: string;
  website: string;
  address: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  calendly: string;
  /** label of the call-to-action button when only its link was given */
  ctaFallback: string;
  photoAlt: string;
  credit: (appName: string) => string;
  /** between a label and what it introduces in the plain text: French puts a narrow
   * no-break space before the colon */
  colon: string;
};

export const OUTPUT_LABELS: Record<OutputLocale, OutputLabels> = {
  en: {
    phone: "Tel.",
    mobile: "Mobile",
    email: "Email",
    website: "Web",
    address: "Address",
    linkedin: "LinkedIn",
    twitter: "X",
    instagram: "Instagram",
    calendly: "Book a meeting",
    ctaFallback: "Learn more",
    photoAlt: "Photo",
    credit: (appName) => `Created with ${appName}`,
    colon: ": ",
  },
  fr: {
    phone: "Tél.",
    mobile: "Mobile",
    email: "E-mail",
    website: "Web",
    address: "Adresse",
    linkedin: "LinkedIn",
    twitter: "X",
    instagram: "Instagram",
    calendly: "Prendre rendez-vous",
    ctaFallback: "En savoir plus",
    photoAlt: "Photo",
    credit: (appName) => `Créée avec ${appName}`,
    colon: "\u202f: ",
  },
};

export function outputLabels(locale: string): OutputLabels {
  return locale === "fr" ? OUTPUT_LABELS.fr : OUTPUT_LABELS.en;
}
