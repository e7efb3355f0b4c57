// Shared data for the signature tests (not imported by application code).
import { vatNumberFromSiren } from "./french-company.ts";
import type { RenderOptions } from "./model.ts";
import { parseSignatureFields, type SignatureFields } from "./schema.ts";

export const RENDER_OPTIONS: RenderOptions = {
  origin: "https://paraph.app",
  homeUrl: "https://paraph.app/",
  appName: "Paraph",
};

export const PHOTO_ID = "0123456789abcdef01234567";

/** Every field filled with long but realistic values, validated by the schema. */
export const FULL_FIELDS: SignatureFields = parseSignatureFields({
  name: "Work signature — Delacroix Beaumont",
  fullName: "Marie-Christine Delacroix-Beaumont",
  jobTitle: "Senior Vice President, Strategy & Business Development",
  company: "Delacroix Beaumont Conseil & Associés",
  email: "marie-christine.delacroix@delacroix-beaumont-conseil.com",
  phone: "+33 (0)1 42 68 53 00",
  mobile: "+33 6 12 34 56 78",
  website: "https://www.delacroix-beaumont-conseil.com/en/about-us",
  address: "14 rue du Faubourg Saint-Honoré, 75008 Paris, France",
  linkedin: "https://www.linkedin.com/in/marie-christine-delacroix-beaumont/",
  twitter: "@mcdelacroix",
  instagram: "delacroix.beaumont.conseil",
  calendly: "https://calendly.com/mc-delacroix/30min",
  photoUrl: `https://paraph.app/photos/${PHOTO_ID}.png`,
  ctaLabel: "Book a 30-minute discovery call",
  ctaUrl: "https://www.delacroix-beaumont-conseil.com/contact?utm_source=email-signature",
  disclaimer:
    "This message and any attachments are confidential and intended solely for the addressee. " +
    "If you have received it in error, please notify the sender immediately and delete it.\n" +
    "Delacroix Beaumont Conseil SAS, capital of EUR 150,000, RCS Paris 812 345 678. " +
    "Please consider the environment before printing this email.",
});

const COMPANY_SIRET = "552 100 554 00021";

/**
 * FULL_FIELDS and everything added since: a logo, a banner, six social networks and two links
 * of one's own, four custom fields and the company's legal mentions.
 */
export const EVERYTHING_FIELDS: SignatureFields = parseSignatureFields({
  ...FULL_FIELDS,
  facebook: "delacroixbeaumontconseil",
  youtube: "@delacroixbeaumont",
  customLinks: [
    { label: "Case studies", url: "https://www.delacroix-beaumont-conseil.com/en/case-studies" },
    { label: "Newsletter", url: "https://newsletter.delacroix-beaumont-conseil.com" },
  ],
  customFields: [
    { label: "Pronouns", value: "she/her" },
    { label: "Department", value: "Strategy & Development" },
    { label: "Languages", value: "French, English, German" },
    { label: "Office hours", value: "Mon–Thu, 9am–6pm CET" },
  ],
  logoUrl: `https://paraph.app/photos/${PHOTO_ID}/logo-160x48-d.png`,
  bannerUrl: `https://paraph.app/photos/${PHOTO_ID}/banner-600x150.png`,
  bannerHref: "https://www.delacroix-beaumont-conseil.com/en/events/annual-forum",
  bannerAlt: "Our annual strategy forum, 12 June in Paris",
  legalForm: "sas",
  shareCapital: "150 000 €",
  companyId: COMPANY_SIRET,
  rcsCity: "Paris",
  vatNumber: vatNumberFromSiren(COMPANY_SIRET.slice(0, 11)),
});

/**
 * Long values within the schema's limits with nothing to break at: a 111-letter name, a
 * 64-character local part, long URLs and words (issue 9, defect 10).
 */
export const LONG_UNBROKEN_FIELDS: SignatureFields = parseSignatureFields({
  ...FULL_FIELDS,
  fullName: `Wolfeschlegelsteinhausenbergerdorff${"Wolfeschlegelsteinhausen".repeat(3)}`.slice(
    0,
    111,
  ),
  jobTitle: "Geschäftsführungsassistentin/Projektkoordinatorin/Kommunikationsverantwortliche",
  company: "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft",
  email: `${"abcdefghij".repeat(6)}wxyz@subdomain.delacroix-beaumont-conseil.example.com`,
  website: `https://www.example.com/${"segment".repeat(20)}/index.html?campaign=${"x".repeat(60)}`,
  address: `${"Hauptstraße".repeat(8)}, 10115 Berlin`,
  linkedin: `https://www.linkedin.com/in/${"marie".repeat(18)}/`,
  ctaLabel: "Terminvereinbarungsbestätigungsformular",
  disclaimer: `${"Vertraulichkeitshinweis".repeat(10)}\nhttps://example.com/${"datenschutz".repeat(12)}`,
});

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';

/**
 * Hostile values written straight into the fields, bypassing the schema (as damaged
 * storage or a buggy caller could): the renderer must stay safe on its own.
 */
export const HOSTILE_FIELDS: SignatureFields = {
  ...FULL_FIELDS,
  name: SCRIPT,
  fullName: `Zoë Ærø 🎉 ${SCRIPT}`,
  jobTitle: `Français ${IMG}`,
  company: "شركة المثال · חברה לדוגמה",
  email: `x@example.com${IMG}`,
  phone: `+33 ${SCRIPT}`,
  mobile: "javascript:alert(1)",
  website: "javascript:alert(1)",
  address: `${IMG} ‏עברית العربية`,
  linkedin: "javascript:alert(1)//linkedin.com/in/x",
  twitter: `@x${IMG}`,
  instagram: "data:text/html,<script>alert(1)</script>",
  calendly: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  photoUrl: "javascript:alert(1)",
  ctaLabel: SCRIPT,
  ctaUrl: "JaVaScRiPt:alert(1)",
  disclaimer: `${SCRIPT}\n${IMG}\nמידע סודי — معلومات سرية 🎉`,
  accentColor: "red;background-image:url(javascript:alert(1))",
  textColor: '#000" onmouseover="alert(1)',
  lineColor: "expression(alert(1))",
  borderColor: "</style><script>alert(1)</script>",
  fontFamily: "arial;background:url(x)" as SignatureFields["fontFamily"],
  template: "basic",
};

/** Hostile values that the schema accepts (text is free), with a real photo. */
export const HOSTILE_VALID_TEXT = {
  fullName: `Zoë Ærø 🎉 ${SCRIPT}`,
  jobTitle: `Français ${IMG}`,
  company: "شركة المثال · חברה לדוגמה",
  address: `${IMG} ‏עברית`,
  ctaLabel: SCRIPT,
  disclaimer: `${SCRIPT}\n${IMG}\nמידע סודי — معلومات سرية 🎉`,
};

/**
 * A French signature with its English translations: every text a person types, in both
 * languages (docs/decisions/033-bilingual-signatures.md).
 */
export const BILINGUAL_FIELDS: SignatureFields = parseSignatureFields({
  ...EVERYTHING_FIELDS,
  language: "fr",
  jobTitle: "Directrice commerciale",
  jobTitleTranslation: "Sales director",
  ctaLabel: "Réserver un appel",
  ctaLabelTranslation: "Book a call",
  disclaimer: "Ce message est confidentiel.\nMerci de ne pas l’imprimer.",
  disclaimerTranslation: "This message is confidential.\nPlease do not print it.",
  customFields: [
    { label: "Pronoms", value: "elle", labelTranslation: "Pronouns", valueTranslation: "she/her" },
    {
      label: "Service",
      value: "Ventes",
      labelTranslation: "Department",
      valueTranslation: "Sales",
    },
  ],
  customLinks: [
    {
      label: "Études de cas",
      url: "https://www.delacroix-beaumont-conseil.com/fr/etudes",
      labelTranslation: "Case studies",
    },
  ],
});
