// Words written into the signature itself. They travel with the HTML (the renderer stays
// self-contained, with no catalogue to load), so they live here rather than in i18n.
export type OutputLocale = "en" | "fr";

export type OutputLabels = {
  phone: string;
  mobile: string;
  email: string;
  website: string;
  address: string;
  /** the booking link's words (the other networks go by their names) */
  calendly: string;
  /** a company's logo, when the company has no name */
  logoAlt: string;
  /** "Acme SAS with share capital of €10,000": the legal mentions' first part */
  legalIdentity: (parts: { company: string; form: string; capital: string }) => string;
  vat: string;
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
    calendly: "Book a meeting",
    logoAlt: "Logo",
    legalIdentity: ({ company, form, capital }) =>
      [[company, form].filter(Boolean).join(" "), capital && `with share capital of ${capital}`]
        .filter(Boolean)
        .join(", "),
    vat: "VAT",
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
    calendly: "Prendre rendez-vous",
    logoAlt: "Logo",
    legalIdentity: ({ company, form, capital }) =>
      [[company, form].filter(Boolean).join(" "), capital && `au capital de ${capital}`]
        .filter(Boolean)
        .join(" "),
    vat: "TVA",
    ctaFallback: "En savoir plus",
    photoAlt: "Photo",
    credit: (appName) => `Créée avec ${appName}`,
    colon: "\u202f: ",
  },
};

export function outputLabels(locale: string): OutputLabels {
  return locale === "fr" ? OUTPUT_LABELS.fr : OUTPUT_LABELS.en;
}

/**
 * Labels in two languages for a bilingual signature: "Tél. / Tel.", "Mobile" once where
 * both say the same. The credit line and punctuation follow `first`; the legal wording is
 * not merged: the model writes one legal line per language with each language's own labels.
 */
export function bilingualLabels(first: OutputLocale, second: OutputLocale): OutputLabels {
  const a = OUTPUT_LABELS[first];
  const b = OUTPUT_LABELS[second];
  if (first === second) return a;
  const both = (x: string, y: string) => (x === y ? x : `${x} / ${y}`);
  return {
    ...a,
    phone: both(a.phone, b.phone),
    mobile: both(a.mobile, b.mobile),
    email: both(a.email, b.email),
    website: both(a.website, b.website),
    address: both(a.address, b.address),
    calendly: both(a.calendly, b.calendly),
    ctaFallback: both(a.ctaFallback, b.ctaFallback),
    vat: both(a.vat, b.vat),
  };
}
