import type { Locale } from "../i18n/locales.ts";

// Example people for the landing page and the template gallery: fictional, one per locale.
export const SAMPLE_FIELDS = {
  en: {
    fullName: "Olivia Bennett",
    jobTitle: "Head of Partnerships",
    company: "Northwind Studio",
    email: "olivia@northwind.example",
    phone: "+44 20 7946 0958",
    website: "https://northwind.example",
    linkedin: "oliviabennett",
    twitter: "@oliviabennett",
    ctaLabel: "Book a call",
    ctaUrl: "https://northwind.example/meet",
  },
  fr: {
    fullName: "Camille Laurent",
    jobTitle: "Responsable des partenariats",
    company: "Atelier Nord",
    email: "camille@ateliernord.example",
    phone: "+33 6 12 34 56 78",
    website: "https://ateliernord.example",
    linkedin: "camillelaurent",
    twitter: "@camillelaurent",
    ctaLabel: "Prendre rendez-vous",
    ctaUrl: "https://ateliernord.example/rdv",
  },
} satisfies Record<Locale, Record<string, string>>;
