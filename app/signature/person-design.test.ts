import { describe, expect, it } from "vitest";
import {
  DESIGN_FIELDS,
  designPart,
  FIELD_ROLES,
  isCompanyPage,
  PERSON_FIELDS,
  personalDetailsIn,
  personSignature,
} from "./person-design.ts";
import {
  DEFAULT_SIGNATURE_FIELDS,
  SIGNATURE_FIELD_NAMES,
  type SignatureFields,
  safeParseSignatureFields,
} from "./schema.ts";
import { SOCIAL_NETWORKS } from "./social.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { renderVariants } from "./variants.ts";

const OPTIONS = {
  locale: "en",
  origin: "https://paraph.test",
  homeUrl: "https://paraph.test/",
  appName: "Paraph",
} as const;

/** A value of every person field that shows if it leaks (six networks at a time at most). */
const PERSON_MARKERS = {
  fullName: "Qzfullname",
  jobTitle: "Qzjobtitle",
  email: "qzemail@source.example",
  phone: "+33 1 91 82 73 65",
  mobile: "+33 6 91 82 73 64",
  photoUrl: "/photos/facade00facade00facade00",
  ctaLabel: "Qzctalabel",
  ctaUrl: "https://qzctaurl.example/",
  jobTitleTranslation: "Qzjobtranslation",
  ctaLabelTranslation: "Qzctatranslation",
  customFields: [{ label: "Qzcflabel", value: "Qzcfvalue" }],
  customLinks: [{ label: "Qzcllabel", url: "https://qzclurl.example/" }],
} satisfies Partial<SignatureFields>;
const NETWORK_MARKERS: Record<string, string> = {
  linkedin: "qzlinkedin",
  twitter: "qztwitter",
  instagram: "qzinstagram",
  tiktok: "qztiktok",
  github: "qzgithub",
  threads: "qzthreads",
  bluesky: "qzbluesky.bsky.social",
  mastodon: "@qzmastodon@mastodon.social",
  pinterest: "qzpinterest",
  behance: "qzbehance",
  dribbble: "qzdribbble",
  medium: "qzmedium",
  substack: "qzsubstack",
  whatsapp: "+33 6 55 44 33 21",
  telegram: "qztelegram",
  calendly: "https://calendly.com/qzcalendly",
  spotify: "https://open.spotify.com/show/qzspotify",
  twitch: "qztwitch",
  xing: "qzxing",
};
const NEEDLES = [
  "qzfullname",
  "qzjobtitle",
  "qzemail",
  "+33691827364",
  "facade00facade00",
  "qzctalabel",
  "qzctaurl",
  "qzcflabel",
  "qzcfvalue",
  "qzcllabel",
  "qzclurl",
  "qzjobtranslation",
  "qzctatranslation",
  ...Object.values(NETWORK_MARKERS).map((value) =>
    value.startsWith("+") ? "33655443321" : (/qz[a-z]+/.exec(value)?.[0] ?? value),
  ),
];
const SWITCHBOARD = "+33191827365";

const squeeze = (text: string) => text.toLowerCase().replace(/[\s\u00a0\u202f]+/g, "");
const found = (...outputs: string[]) => {
  const text = squeeze(outputs.join("\n"));
  return NEEDLES.filter((needle) => text.includes(needle));
};

/** Sources filling every person field: the networks in rounds of six. */
const ROUNDS = Math.ceil(Object.keys(NETWORK_MARKERS).length / 6);
const SOURCES: SignatureFields[] = Array.from({ length: ROUNDS }, (_, round) => {
  const networks = Object.fromEntries(
    Object.entries(NETWORK_MARKERS).slice(round * 6, round * 6 + 6),
  );
  const parsed = safeParseSignatureFields({
    ...PERSON_MARKERS,
    ...networks,
    company: "Seamdesign Co",
    disclaimer: "Seamdesign disclaimer.",
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
});

describe("the field table", () => {
  it("gives every person field of the registry a marker the leak tests look for", () => {
    const marked = new Set([...Object.keys(PERSON_MARKERS), ...Object.keys(NETWORK_MARKERS)]);
    expect(PERSON_FIELDS.filter((name) => !marked.has(name))).toEqual([]);
  });

  it("gives every signature field exactly one role", () => {
    expect(Object.keys(FIELD_ROLES).sort()).toEqual([...SIGNATURE_FIELD_NAMES].sort());
    expect([...PERSON_FIELDS, ...DESIGN_FIELDS].sort()).toEqual([...SIGNATURE_FIELD_NAMES].sort());
  });

  it("calls a person's own what the issue names, and the company's what it names", () => {
    for (const name of [
      "fullName",
      "jobTitle",
      "email",
      "mobile",
      "phone",
      "photoUrl",
      "twitter",
      "instagram",
      "github",
      "linkedin",
      "customFields",
      "customLinks",
      "ctaLabel",
      "ctaUrl",
      "calendly",
      // a translation has the role of what it translates (ADR 033)
      "jobTitleTranslation",
      "ctaLabelTranslation",
    ] as const) {
      expect(FIELD_ROLES[name], name).toBe("person");
    }
    for (const name of [
      "template",
      "accentColor",
      "fontFamily",
      "company",
      "website",
      "address",
      "logoUrl",
      "bannerUrl",
      "bannerHref",
      "legalForm",
      "companyId",
      "vatNumber",
      "disclaimer",
      "disclaimerTranslation",
      "language",
      "creditEnabled",
      "facebook",
      "youtube",
    ] as const) {
      expect(FIELD_ROLES[name], name).toBe("design");
    }
  });

  it("covers every network", () => {
    for (const network of SOCIAL_NETWORKS) expect(FIELD_ROLES[network]).toMatch(/design|person/);
  });
});

describe("personSignature: the seam", () => {
  it("lets no person field of the design reach another person, in any template or version", () => {
    for (const source of SOURCES) {
      for (const template of TEMPLATE_IDS) {
        const design = { ...source, template };
        // the markers do show when the source renders itself
        const own = renderVariants(design, OPTIONS);
        expect(found(...own.flatMap((version) => [version.html ?? "", version.text]))).not.toEqual(
          [],
        );
        for (const person of [
          { fullName: "Ada Other", phone: "+33 1 00 00 00 01" },
          { fullName: "Bob Other", email: "bob@other.example", phone: "+33 1 00 00 00 02" },
        ]) {
          for (const version of renderVariants(personSignature(design, person), OPTIONS)) {
            const where = `${template} ${version.variant} of ${person.fullName}`;
            expect(found(version.html ?? "", version.text), where).toEqual([]);
            expect(squeeze(version.html ?? version.text), where).not.toContain(SWITCHBOARD);
          }
        }
      }
    }
  });

  it("keeps the design", () => {
    const signature = personSignature(SOURCES[0]!, { fullName: "Ada" });
    expect(signature.company).toBe("Seamdesign Co");
    expect(signature.disclaimer).toBe("Seamdesign disclaimer.");
    expect(signature.fullName).toBe("Ada");
  });

  it("gives the design's phone to a person without one: the switchboard", () => {
    expect(personSignature(SOURCES[0]!, { fullName: "Ada" }).phone).toBe("+33 1 91 82 73 65");
    expect(personSignature(SOURCES[0]!, { fullName: "Ada", phone: "+33 1 02" }).phone).toBe(
      "+33 1 02",
    );
  });

  it("keeps a LinkedIn company page of the design, never a profile", () => {
    expect(isCompanyPage("https://www.linkedin.com/company/acme")).toBe(true);
    expect(isCompanyPage("linkedin.com/school/hec-paris")).toBe(true);
    expect(isCompanyPage("qzlinkedin")).toBe(false);
    expect(isCompanyPage("https://linkedin.com/in/jane")).toBe(false);
    const company = { ...DEFAULT_SIGNATURE_FIELDS, linkedin: "linkedin.com/company/acme" };
    expect(personSignature(company, {}).linkedin).toBe("linkedin.com/company/acme");
    expect(personSignature(company, { linkedin: "jane" }).linkedin).toBe("jane");
    expect(personSignature(SOURCES[0]!, {}).linkedin).toBe("");
  });

  it("fills placeholders in the design's texts and in templates of person fields", () => {
    const design: SignatureFields = {
      ...DEFAULT_SIGNATURE_FIELDS,
      fullName: "{fullName}",
      jobTitle: "{jobTitle}",
      phone: "+33 1 23 45 67 89",
      company: "Acme",
      ctaLabel: "Book a call with {firstName}",
      ctaUrl: "https://cal.example.com/{deskNumber}",
      disclaimer: "{fullName} ({jobTitle}) speaks for Acme.",
      customFields: [
        { label: "Desk", value: "{deskNumber}" },
        { label: "Floor", value: "{floor}" },
        { label: "Pronouns", value: "she/her" },
      ],
    };
    const person = {
      fullName: "Hélène Dupont",
      email: "helene@acme.fr",
      jobTitle: "Comptable",
      extra: { deskNumber: "B12" },
    };
    const filled = personSignature(design, person);
    expect(filled).toMatchObject({
      fullName: "Hélène Dupont",
      jobTitle: "Comptable",
      email: "helene@acme.fr",
      mobile: "",
      phone: "+33 1 23 45 67 89",
      ctaLabel: "Book a call with Hélène",
      ctaUrl: "https://cal.example.com/B12",
      disclaimer: "Hélène Dupont (Comptable) speaks for Acme.",
      // a template row left empty is dropped; the design's own "Pronouns" is its person's
      customFields: [{ label: "Desk", value: "B12" }],
    });
    const own = personSignature(design, {
      ...person,
      ctaLabel: "My calendar",
      ctaUrl: "https://cal.example.com/helene",
      customFields: [
        { label: "Desk", value: "A1" },
        { label: "Pronouns", value: "elle" },
      ],
    });
    expect(own.ctaLabel).toBe("My calendar");
    expect(own.ctaUrl).toBe("https://cal.example.com/helene");
    expect(own.customFields).toEqual([
      { label: "Desk", value: "A1" },
      { label: "Pronouns", value: "elle" },
    ]);
  });

  it("never produces an invalid field: a link the filling breaks falls back to its default", () => {
    const design = { ...DEFAULT_SIGNATURE_FIELDS, website: "{site}", ctaUrl: "{site}" };
    const filled = personSignature(design, { extra: { site: "javascript:alert(1)" } });
    expect(filled.website).toBe("");
    expect(filled.ctaUrl).toBe("");
  });

  it("shows at most six networks: the person's own first, then the design's", () => {
    const design = { ...DEFAULT_SIGNATURE_FIELDS, facebook: "acmecorp", youtube: "acmecorp" };
    const person = {
      twitter: "a1",
      instagram: "a2",
      github: "a3",
      tiktok: "a4",
      threads: "a5",
    };
    const filled = personSignature(design, person);
    const shown = SOCIAL_NETWORKS.filter((network) => filled[network] !== "");
    expect(shown).toEqual(["twitter", "instagram", "facebook", "tiktok", "github", "threads"]);
    expect(safeParseSignatureFields(filled).success).toBe(true);
  });
});

describe("the design part and a design's personal details", () => {
  it("keeps templates and fallbacks, drops the rest of its person's fields", () => {
    const design: SignatureFields = {
      ...SOURCES[0]!,
      fullName: "{fullName}",
      customFields: [
        { label: "Desk", value: "{desk}" },
        { label: "Pronouns", value: "she/her" },
      ],
    };
    const part = designPart(design);
    expect(part).toMatchObject({
      fullName: "{fullName}",
      jobTitle: "",
      mobile: "",
      twitter: "",
      phone: "+33 1 91 82 73 65",
      company: "Seamdesign Co",
      customFields: [{ label: "Desk", value: "{desk}" }],
      customLinks: [],
    });
    expect(personalDetailsIn(design)).toEqual([
      "jobTitle",
      "jobTitleTranslation",
      "email",
      "mobile",
      "linkedin",
      "twitter",
      "instagram",
      "tiktok",
      "github",
      "threads",
      "customLinks",
      "customFields",
      "photoUrl",
      "ctaLabel",
      "ctaLabelTranslation",
      "ctaUrl",
    ]);
    expect(personalDetailsIn(part)).toEqual([]);
    expect(personalDetailsIn({ company: "Acme", linkedin: "linkedin.com/company/acme" })).toEqual(
      [],
    );
  });
});
