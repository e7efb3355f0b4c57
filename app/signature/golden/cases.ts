// The golden matrix: inputs whose rendered HTML and text are kept byte for byte in
// `golden/<template>.html` and `.txt` (see ../golden.test.ts). Every case is rendered with
// every template. Test data only: not imported by application code.
import type { RenderOptions } from "../model.ts";
import {
  DEFAULT_SIGNATURE_FIELDS,
  FONT_IDS,
  parseSignatureFields,
  type SignatureFields,
} from "../schema.ts";
import { SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS } from "../social.ts";
import {
  BILINGUAL_FIELDS,
  FULL_FIELDS,
  HOSTILE_FIELDS,
  HOSTILE_VALID_TEXT,
  LONG_UNBROKEN_FIELDS,
  PHOTO_ID,
  RENDER_OPTIONS,
} from "../test-fixtures.ts";

export type GoldenCase = {
  /** unique; written into the golden files, so no `--` and no line break */
  name: string;
  fields: SignatureFields;
  options: RenderOptions;
};

const EMPTY: SignatureFields = { ...DEFAULT_SIGNATURE_FIELDS };
/** A case in French: the signature's own language (docs/decisions/033-bilingual-signatures.md). */
const FR = { language: "fr" } as const;

/** Every character HTML escapes, quotes in links, emoji and a surrogate pair in each text. */
const PUNCTUATED = parseSignatureFields({
  ...FULL_FIELDS,
  fullName: `Siobhán O'Brien-Núñez & "Co" <ceo> 🎉👩🏽‍💻`,
  jobTitle: `Head of R&D <Europe> — "Ops" & 'People' ✨`,
  company: `O'Reilly & Söhne <GmbH> "Ltd." 🏢`,
  email: "o.brien+sig@example.co.uk",
  phone: "+353 (0)1 234-5678",
  mobile: "00 353 87 123 4567",
  website: 'example.ie/o\'brien?a=1&b=<2>#"top"',
  address: `1 O'Connell St. & <Abbey> St., "Dublin" 1 ☘️`,
  linkedin: "company/o-brien-sons",
  twitter: "https://twitter.com/OBrien_Sons",
  instagram: "@o.brien.sons",
  calendly: "https://cal.com/o-brien/30min?utm=a&x='y'",
  ctaLabel: `Book <now> & "save" 'today' 🚀`,
  ctaUrl: "https://example.ie/book?x=1&y='2'&z=\"3\"",
  disclaimer: `Confidential <b>not bold</b> & "quoted" 'single' 🔒\n\nSecond paragraph > first.`,
});

const LONG = parseSignatureFields({
  ...FULL_FIELDS,
  fullName: `${"W".repeat(60)} ${"x".repeat(59)}`,
  jobTitle: "Chief ".repeat(20).trim().slice(0, 120),
  company: "Ü".repeat(120),
  address: "Long road ".repeat(20).trim(),
  ctaLabel: "L".repeat(60),
  disclaimer: `${"Lorem ipsum dolor sit amet. ".repeat(10).trim()}\n${"é".repeat(300)}`.slice(
    0,
    600,
  ),
  website: `https://example.com/${"p".repeat(200)}?q=${"&".repeat(3)}`,
});

const without = (...names: Array<keyof SignatureFields>): SignatureFields => {
  const fields: Record<string, unknown> = { ...FULL_FIELDS };
  for (const name of names) fields[name] = typeof fields[name] === "string" ? "" : false;
  return fields as SignatureFields;
};

const only = (fields: Partial<SignatureFields>): SignatureFields => ({ ...EMPTY, ...fields });

/** Values of the wrong type written into storage: the renderer cleans them on its own. */
const GARBAGE = {
  ...FULL_FIELDS,
  fullName: 42,
  jobTitle: null,
  company: ["Acme"],
  email: { address: "x@example.com" },
  phone: 33142685300,
  website: undefined,
  accentColor: 0xff0000,
  nameColor: "blue",
  fontSize: 14,
  spacing: "wide",
  photoSize: 120,
  lineWidth: 2.5,
  borderWidth: -1,
  photoShape: "hexagon",
  photoEnabled: "yes",
  creditEnabled: 0,
  disclaimer: ["a", "b"],
} as unknown as SignatureFields;

const SOCIAL_FORMS: Array<[string, Partial<SignatureFields>]> = [
  [
    "handles",
    { linkedin: "jane-doe", twitter: "@jane_doe", instagram: "jane.doe", calendly: "jane/30min" },
  ],
  [
    "profile URLs",
    {
      linkedin: "https://fr.linkedin.com/in/j%C3%A9r%C3%B4me-dupont/",
      twitter: "twitter.com/jane_doe",
      instagram: "https://instagr.am/jane.doe/",
      calendly: "https://calendly.com/jane",
    },
  ],
  [
    "company page and booking link",
    {
      linkedin: "company/acme",
      twitter: "https://x.com/acme",
      instagram: "@acme",
      calendly: "https://meetings.hubspot.com/jane?embed=true&x=1",
    },
  ],
];

/** BILINGUAL_FIELDS the other way round: written in English, translated into French. */
const ENGLISH_FIRST: SignatureFields = {
  ...BILINGUAL_FIELDS,
  language: "en",
  jobTitle: BILINGUAL_FIELDS.jobTitleTranslation,
  jobTitleTranslation: BILINGUAL_FIELDS.jobTitle,
  ctaLabel: BILINGUAL_FIELDS.ctaLabelTranslation,
  ctaLabelTranslation: BILINGUAL_FIELDS.ctaLabel,
  disclaimer: BILINGUAL_FIELDS.disclaimerTranslation,
  disclaimerTranslation: BILINGUAL_FIELDS.disclaimer,
  customFields: BILINGUAL_FIELDS.customFields.map((row) => ({
    label: row.labelTranslation ?? "",
    value: row.valueTranslation ?? "",
    labelTranslation: row.label,
    valueTranslation: row.value,
  })),
  customLinks: BILINGUAL_FIELDS.customLinks.map((row) => ({
    label: row.labelTranslation ?? "",
    url: row.url,
    labelTranslation: row.label,
  })),
};

/** The third item: render options, or the fields' language. */
type CaseExtra = Partial<RenderOptions> | { language: SignatureFields["language"] };

const cases: Array<[string, SignatureFields, CaseExtra?]> = [
  ["full", FULL_FIELDS],
  ["full, fr", FULL_FIELDS, FR],
  // the bilingual version (docs/decisions/033-bilingual-signatures.md)
  ["bilingual, French first, every text in both", BILINGUAL_FIELDS, { bilingual: true }],
  ["bilingual, English first, every text in both", ENGLISH_FIRST, { bilingual: true }],
  [
    "bilingual, French first, nothing translated",
    { ...FULL_FIELDS, language: "fr" },
    { bilingual: true },
  ],
  ["empty", EMPTY],
  ["empty, fr", EMPTY, FR],
  ["empty without credit", { ...EMPTY, creditEnabled: false }],
  ["hostile unvalidated fields", HOSTILE_FIELDS],
  ["hostile unvalidated fields, fr", HOSTILE_FIELDS, FR],
  [
    "hostile valid text with photo",
    parseSignatureFields({ ...FULL_FIELDS, ...HOSTILE_VALID_TEXT }),
  ],
  [
    "hostile valid text with photo, fr",
    parseSignatureFields({ ...FULL_FIELDS, ...HOSTILE_VALID_TEXT }),
    FR,
  ],
  ["punctuation and emoji everywhere", PUNCTUATED],
  ["punctuation and emoji everywhere, fr", PUNCTUATED, FR],
  ["longest texts", LONG],
  ["long unbroken values", LONG_UNBROKEN_FIELDS],
  ["long unbroken values, fr", LONG_UNBROKEN_FIELDS, FR],
  ["wrong types", GARBAGE],
  [
    "white space and invisible characters",
    {
      ...FULL_FIELDS,
      fullName: "  Marie \t  Curie\u0007 \u200b\u200f ",
      jobTitle: "\nPhysicist\r\n",
      disclaimer: "  One  \r\n\r\n\r\n\r\nTwo\u0000 \n\n  \nThree  ",
    },
  ],

  // Photo
  ["photo disabled", { ...FULL_FIELDS, photoEnabled: false }],
  ["photo missing", { ...FULL_FIELDS, photoUrl: "" }],
  ["photo rounded", { ...FULL_FIELDS, photoShape: "rounded" }],
  ["photo square without border", { ...FULL_FIELDS, photoShape: "square", photoBorder: false }],
  [
    "photo dashed thick coloured border",
    { ...FULL_FIELDS, photoBorderDashed: true, borderColor: "#ABC", borderWidth: 6 },
  ],
  ["photo border width 0", { ...FULL_FIELDS, borderWidth: 0, borderColor: "#0f766e" }],
  [
    "photo from a relative URL",
    { ...FULL_FIELDS, photoUrl: `/photos/${PHOTO_ID}` },
    { origin: "https://sig.example.com/" },
  ],
  [
    "photo from a relative URL without origin",
    { ...FULL_FIELDS, photoUrl: `/photos/${PHOTO_ID}` },
    { origin: "" },
  ],
  [
    "photo on localhost",
    { ...FULL_FIELDS, photoUrl: `http://localhost:3000/photos/${PHOTO_ID}.png` },
  ],
  ["photo foreign", { ...FULL_FIELDS, photoUrl: `https://evil.example/photos/${PHOTO_ID}.png` }],
  ["photo without name", { ...FULL_FIELDS, fullName: "" }],
  ["photo without name, fr", { ...FULL_FIELDS, fullName: "" }, FR],

  // Each block off
  ["no job title", without("jobTitle")],
  ["no company", without("company")],
  ["no job title nor company", without("jobTitle", "company")],
  ["no name nor role", without("fullName", "jobTitle", "company")],
  ["no email", without("email")],
  ["no phone", without("phone")],
  ["no mobile", without("mobile")],
  ["no phones", without("phone", "mobile")],
  ["no website", without("website")],
  ["no address", without("address")],
  ["no contacts", without("email", "phone", "mobile", "website", "address")],
  ["no linkedin", without("linkedin")],
  ["no twitter", without("twitter")],
  ["no instagram", without("instagram")],
  ["no calendly", without("calendly")],
  ["no socials", without("linkedin", "twitter", "instagram", "calendly")],
  ["no call to action", without("ctaUrl", "ctaLabel")],
  ["call to action label without link", without("ctaUrl")],
  ["call to action link without label", without("ctaLabel")],
  ["call to action link without label, fr", without("ctaLabel"), FR],
  ["no disclaimer", without("disclaimer")],
  ["no credit", without("creditEnabled")],
  [
    "no details",
    without(
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "ctaUrl",
    ),
  ],
  [
    "nothing but name and photo",
    without(
      "jobTitle",
      "company",
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "ctaUrl",
      "disclaimer",
      "creditEnabled",
    ),
  ],
  [
    "nothing but the photo",
    without(
      "fullName",
      "jobTitle",
      "company",
      "email",
      "phone",
      "mobile",
      "website",
      "address",
      "linkedin",
      "twitter",
      "instagram",
      "calendly",
      "ctaUrl",
      "disclaimer",
      "creditEnabled",
    ),
  ],

  // One block on
  ["only name", only({ fullName: "Jane Doe" })],
  ["only job title", only({ jobTitle: "Engineer" })],
  ["only company", only({ company: "Acme" })],
  ["only email", only({ email: "jane@example.com" })],
  ["only phone", only({ phone: "01 42 68 53 00" })],
  ["only mobile", only({ mobile: "(555) 123-4567" })],
  ["only website", only({ website: "http://example.com" })],
  ["only address", only({ address: "1 Main St, Springfield" })],
  ["only one social", only({ twitter: "jane" })],
  ["only calendly, fr", only({ calendly: "jane/intro" }), FR],
  ["only call to action", only({ ctaLabel: "Try it", ctaUrl: "example.com/try" })],
  ["only disclaimer", only({ disclaimer: "Confidential." })],
  ["only disclaimer with blank lines", only({ disclaimer: "One\n\nTwo\n\n\n\nThree" })],
  ["only disclaimer without credit", only({ disclaimer: "Confidential.", creditEnabled: false })],
  ["only photo", only({ photoUrl: `https://paraph.app/photos/${PHOTO_ID}.png` })],
  [
    "name, phone and call to action",
    only({ fullName: "Jane", phone: "+1 555 0100", ctaUrl: "https://example.com" }),
  ],

  // Socials typed as handles or URLs
  ...SOCIAL_FORMS.map(([name, socials]): [string, SignatureFields] => [
    `socials as ${name}`,
    parseSignatureFields({ ...FULL_FIELDS, ...socials }),
  ]),
  // Every network alone, as its example profile: a network added to the registry adds its case
  ...SOCIAL_NETWORKS.map((network): [string, SignatureFields] => [
    `only social ${network}`,
    only({ [network]: SOCIAL_NETWORK_INFO[network].example }),
  ]),

  // Links
  [
    "website and phones in other forms",
    parseSignatureFields({
      ...FULL_FIELDS,
      website: "https://EXAMPLE.com:8443/a%20b/?q=1&r=2#x",
      phone: "0044 20 7946 0958",
      mobile: "555.010.0199",
      email: "Jane.O-Doe@sub.example.museum",
    }),
  ],

  // Colours and lines
  ["light accent", { ...FULL_FIELDS, accentColor: "#fde047" }],
  ["black accent and text", { ...FULL_FIELDS, accentColor: "#000000", textColor: "#000000" }],
  [
    "short uppercase colours",
    { ...FULL_FIELDS, accentColor: "#F0A", textColor: "#333", lineColor: "#ABC" },
  ],
  ["coloured line", { ...FULL_FIELDS, lineColor: "#ff0000", lineWidth: 3 }],
  ["no line", { ...FULL_FIELDS, lineWidth: 0 }],
  ["no line without photo", { ...FULL_FIELDS, lineWidth: 0, photoEnabled: false }],
  ["thinnest line", { ...FULL_FIELDS, lineWidth: 1 }],
  ["thickest line", { ...FULL_FIELDS, lineWidth: 6, lineColor: "#0f766e" }],
  ["line width out of range", { ...FULL_FIELDS, lineWidth: 99, borderWidth: 99 }],

  // Text size, spacing, photo size, name colour
  ["small text", { ...FULL_FIELDS, fontSize: "small" }],
  ["large text", { ...FULL_FIELDS, fontSize: "large" }],
  ["compact spacing", { ...FULL_FIELDS, spacing: "compact" }],
  ["airy spacing", { ...FULL_FIELDS, spacing: "airy" }],
  ["smallest photo", { ...FULL_FIELDS, photoSize: 48 }],
  ["largest photo", { ...FULL_FIELDS, photoSize: 112 }],
  ["largest of everything", { ...FULL_FIELDS, fontSize: "large", spacing: "airy", photoSize: 112 }],
  ["name colour", { ...FULL_FIELDS, nameColor: "#9d174d" }],
  [
    "name colour with a light accent",
    { ...FULL_FIELDS, nameColor: "#0f766e", accentColor: "#fde047" },
  ],

  // Fonts
  ...FONT_IDS.map((fontFamily): [string, SignatureFields] => [
    `font ${fontFamily}`,
    {
      ...only({ fullName: "Jane Doe", jobTitle: "Engineer", email: "jane@example.com" }),
      ctaUrl: "example.com",
      disclaimer: "Confidential.",
      fontFamily,
    },
  ]),

  // Render options
  ["product name with markup", FULL_FIELDS, { appName: `Sign & "Co" <Ltd> 'x'` }],
  ["blank product name", FULL_FIELDS, { appName: "  " }],
  ["home page not a URL", FULL_FIELDS, { homeUrl: "not a url" }],
  [
    "home page with a query",
    FULL_FIELDS,
    { homeUrl: "https://paraph.example/fr?ref=sig&x='1'", origin: "https://paraph.example" },
  ],
  ["unknown locale", FULL_FIELDS, { language: "de" as SignatureFields["language"] }],
];

export const GOLDEN_CASES: GoldenCase[] = cases.map(([name, fields, options]) => ({
  name,
  fields: options && "language" in options ? { ...fields, language: options.language } : fields,
  options: { ...RENDER_OPTIONS, ...(options && !("language" in options) ? options : {}) },
}));
