// The one description of a signature: fields, defaults and limits. Used by the editor,
// browser storage, the server, the API and its OpenAPI document. Every issue's message is
// a `validation.*` key (see issues.ts for turning issues into messages). Written with Zod
// Mini, Zod's tree-shakable API: the editor ships only the checks it uses (ADR 017).
import * as z from "zod/mini";
import { normalizeHexColor } from "./colors.ts";
import { FONT_IDS } from "./fonts.ts";
import {
  isValidFrenchVat,
  isValidSiren,
  isValidSiret,
  LEGAL_FORMS,
  type LegalFormId,
} from "./french-company.ts";
import { isEmailLike, MAX_URL_LENGTH, parseWebUrl } from "./links.ts";
import {
  PHOTO_MAX_BORDER_WIDTH,
  PHOTO_SHAPES,
  parseBannerUrl,
  parseLogoUrl,
  parsePhotoUrl,
} from "./photo-url.ts";
import {
  MAX_SOCIAL_LINKS,
  parseSocial,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "./social.ts";
import { normalizeMultiLine, normalizeSingleLine } from "./strings.ts";
import { FONT_SIZES, PHOTO_SIZE_CHOICES, SOCIAL_STYLES, SPACINGS } from "./style-options.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import type { ValidationKey } from "./validation-keys.ts";

export { FONT_IDS, FONT_STACKS, type FontId } from "./fonts.ts";

// Zod's fast path compiles validators with `new Function`, which our CSP (no 'unsafe-eval')
// refuses, and merely probing for it is reported as a CSP violation: validate without it.
z.config({ jitless: true });

export const LIMITS = {
  text: 120,
  ctaLabel: 60,
  email: 254,
  phone: 40,
  url: MAX_URL_LENGTH,
  address: 200,
  disclaimer: 600,
  customLabel: 40,
  shareCapital: 40,
  companyId: 20,
  vatNumber: 20,
  /** rows of the custom fields and custom links lists */
  customFields: 4,
  customLinks: 2,
} as const;

/** Ranges of the numeric fields, also used to word `validation.outOfRange`. */
export const NUMBER_RANGES = {
  borderWidth: { min: 0, max: PHOTO_MAX_BORDER_WIDTH },
  lineWidth: { min: 0, max: 6 },
} as const;

const PHONE_CHARACTERS = /^[0-9 +().\-/]*$/;
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "validation.required" : "validation.invalidType",
} as const;
const message = (key: ValidationKey) => ({ error: key });

type Problem = { key: ValidationKey; values?: Record<string, string | number> };

/** A string field checked by `validate` when it is not empty. */
function checked(schema: z.ZodMiniString<string>, validate: (value: string) => Problem | null) {
  return schema.check((context) => {
    if (context.value === "") return;
    const problem = validate(context.value);
    if (problem) {
      context.issues.push({
        code: "custom",
        message: problem.key,
        params: problem.values ?? {},
        input: context.value,
      });
    }
  });
}

const text = (max: number) =>
  z
    .string(typeError)
    .check(z.overwrite(normalizeSingleLine), z.maxLength(max, message("validation.tooLong")));

const EMAIL_FORMAT = z.email();
const emailField = checked(text(LIMITS.email), (value) =>
  isEmailLike(value) && EMAIL_FORMAT.safeParse(value).success ? null : { key: "validation.email" },
);

const phoneField = text(LIMITS.phone).check(
  z.regex(PHONE_CHARACTERS, message("validation.phone")),
  z.refine((value: string) => value === "" || /\d/.test(value), message("validation.phone")),
);

const webField = checked(text(LIMITS.url), (value) => {
  const result = parseWebUrl(value);
  if (result.ok) return null;
  return { key: result.reason === "unsafe" ? "validation.unsafeUrl" : "validation.url" };
});

const socialField = (network: SocialNetwork) =>
  checked(text(LIMITS.url), (value) => {
    const result = parseSocial(network, value);
    if (result.ok) return null;
    if (result.reason === "unsafe") return { key: "validation.unsafeUrl" };
    if (network === "calendly") return { key: "validation.url" };
    return { key: "validation.social", values: { network: SOCIAL_NETWORK_NAMES[network] } };
  });

const logoUrlField = checked(text(LIMITS.url), (value) =>
  parseLogoUrl(value) ? null : { key: "validation.imageUrl" },
);
const bannerUrlField = checked(text(LIMITS.url), (value) =>
  parseBannerUrl(value) ? null : { key: "validation.imageUrl" },
);

/** SIREN (9 digits) or SIRET (14), spaces allowed, with valid check digits. */
const companyIdField = checked(text(LIMITS.companyId), (value) => {
  const digits = value.replace(/[\s.\u00a0\u202f]/g, "");
  return isValidSiren(digits) || isValidSiret(digits) ? null : { key: "validation.companyId" };
});
const vatField = checked(text(LIMITS.vatNumber), (value) =>
  isValidFrenchVat(value) ? null : { key: "validation.vatNumber" },
);

const LEGAL_FORM_IDS = LEGAL_FORMS.map((form) => form.id) as LegalFormId[];

/** The languages a signature can be written in (its labels, legal wording, punctuation). */
export const SIGNATURE_LANGUAGES = ["en", "fr"] as const;
export type SignatureLanguage = (typeof SIGNATURE_LANGUAGES)[number];

/** The other language: the second part of a bilingual version. */
export function otherLanguage(language: SignatureLanguage): SignatureLanguage {
  return language === "fr" ? "en" : "fr";
}

const multiLine = (max: number) =>
  z
    .string(typeError)
    .check(z.overwrite(normalizeMultiLine), z.maxLength(max, message("validation.tooLong")));

const tooMany = (max: number) => z.maxLength(max, message("validation.tooMany"));

/** Label + value rows (pronouns, department…), in the order given. */
const customFieldsField = z
  .array(
    z.strictObject(
      {
        label: text(LIMITS.customLabel),
        value: text(LIMITS.text),
        /** the same row in the signature's other language (bilingual version), optional */
        labelTranslation: z.optional(text(LIMITS.customLabel)),
        valueTranslation: z.optional(text(LIMITS.text)),
      },
      { error: () => "validation.invalidType" },
    ),
    typeError,
  )
  .check(tooMany(LIMITS.customFields));

/** Links of the person's own choosing, shown with the social links. */
const customLinksField = z
  .array(
    z.strictObject(
      {
        label: text(LIMITS.customLabel),
        url: webField,
        labelTranslation: z.optional(text(LIMITS.customLabel)),
      },
      { error: () => "validation.invalidType" },
    ),
    typeError,
  )
  .check(tooMany(LIMITS.customLinks));

const photoUrlField = checked(text(LIMITS.url), (value) =>
  parsePhotoUrl(value) ? null : { key: "validation.photoUrl" },
);

const colorField = z
  .string(typeError)
  .check(z.trim(), z.regex(HEX_COLOR, message("validation.color")), z.overwrite(normalizeHexColor));

/** A colour, or "" for "the text colour". */
const optionalColorField = z.string(typeError).check(
  z.trim(),
  z.refine((value: string) => value === "" || HEX_COLOR.test(value), message("validation.color")),
  z.overwrite(normalizeHexColor),
);

const photoSizeField = z.union(
  [z.literal("auto"), z.literal(PHOTO_SIZE_CHOICES)],
  message("validation.choice"),
);

const widthField = (range: { min: number; max: number }) =>
  z
    .number(typeError)
    .check(
      z.multipleOf(1, message("validation.wholeNumber")),
      z.minimum(range.min, message("validation.outOfRange")),
      z.maximum(range.max, message("validation.outOfRange")),
    );

const flag = z.boolean(typeError);

/**
 * Whose a field is (docs/decisions/029-person-and-design.md): the design's, shared by everyone
 * who signs with it, or its person's own. A design's person fields are its own person's, never
 * passed on, except when written with placeholders and the two fallbacks of person-design.ts.
 */
export type FieldRole = "design" | "person";

/** One entry of the field registry: its schema (without its default), its default, its role. */
type FieldEntry<S extends z.ZodMiniType, R extends FieldRole> = {
  readonly schema: S;
  readonly default: z.output<S>;
  readonly role: R;
};

function field<S extends z.ZodMiniType, R extends FieldRole>(
  schema: S,
  defaultValue: NoInfer<z.output<S>>,
  role: R,
): FieldEntry<S, R> {
  return { schema, default: defaultValue, role };
}

/**
 * The accent of a new signature: a blue that passes every check of the report in light, full
 * dark and partial dark modes (5.2:1 on white, 3.2:1 on Outlook.com's #1f1f1f; figures in
 * docs/decisions/035-defaults-and-rough-edges.md). The fallback wherever an accent is missing.
 */
export const DEFAULT_ACCENT_COLOR = "#186ad5";

/**
 * Each network's role: a company's Page and channel are the design's (people rarely sign work
 * mail with their own), every other network is a person's.
 */
const SOCIAL_ROLES = {
  linkedin: "person",
  twitter: "person",
  instagram: "person",
  facebook: "design",
  youtube: "design",
  tiktok: "person",
  github: "person",
  threads: "person",
  bluesky: "person",
  mastodon: "person",
  pinterest: "person",
  behance: "person",
  dribbble: "person",
  medium: "person",
  substack: "person",
  whatsapp: "person",
  telegram: "person",
  calendly: "person",
  spotify: "person",
  twitch: "person",
  xing: "person",
} as const satisfies Record<SocialNetwork, FieldRole>;

/** Every social field starts empty. */
const SOCIAL_FIELDS = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [
    network,
    field(socialField(network), "", SOCIAL_ROLES[network]),
  ]),
) as {
  [K in SocialNetwork]: FieldEntry<ReturnType<typeof socialField>, (typeof SOCIAL_ROLES)[K]>;
};

/**
 * The field registry: every field of a signature, in order, with its schema, its default and
 * its role. The defaults are the seed's (template, photo, colours, widths), "" for the texts;
 * style choices added later default to what signatures looked like before them (the template's
 * photo size, the name in the text colour, normal size and spacing), so stored signatures keep
 * their look. A person's field defaults to empty.
 */
export const SIGNATURE_FIELDS = {
  name: field(text(LIMITS.text), "", "design"),
  /**
   * the language the signature is written in; its bilingual version adds the other one. The
   * default is what signatures stored before the field rendered in most often; a new one gets
   * the interface's language (docs/decisions/033-bilingual-signatures.md). The design's: a
   * team member's own language replaces it when rendered.
   */
  language: field(z.enum(SIGNATURE_LANGUAGES, message("validation.choice")), "en", "design"),
  template: field(z.enum(TEMPLATE_IDS, message("validation.choice")), "basic", "design"),
  fullName: field(text(LIMITS.text), "", "person"),
  jobTitle: field(text(LIMITS.text), "", "person"),
  /**
   * the `…Translation` fields: the same text in the other language, for the bilingual version;
   * each has the role of what it translates
   */
  jobTitleTranslation: field(text(LIMITS.text), "", "person"),
  company: field(text(LIMITS.text), "", "design"),
  email: field(emailField, "", "person"),
  phone: field(phoneField, "", "person"),
  mobile: field(phoneField, "", "person"),
  website: field(webField, "", "design"),
  address: field(text(LIMITS.address), "", "design"),
  ...SOCIAL_FIELDS,
  customLinks: field(customLinksField, [], "person"),
  socialStyle: field(z.enum(SOCIAL_STYLES, message("validation.choice")), "circles", "design"),
  /** the icons' colour; "" for the accent colour */
  iconColor: field(optionalColorField, "", "design"),
  customFields: field(customFieldsField, [], "person"),
  logoUrl: field(logoUrlField, "", "design"),
  /** the logo with a thin light outline, so a dark logo stays visible in dark mode */
  logoHalo: field(flag, false, "design"),
  bannerUrl: field(bannerUrlField, "", "design"),
  bannerHref: field(webField, "", "design"),
  bannerAlt: field(text(LIMITS.text), "", "design"),
  legalForm: field(
    z.enum(["", ...LEGAL_FORM_IDS] as ["", ...LegalFormId[]], message("validation.choice")),
    "",
    "design",
  ),
  shareCapital: field(text(LIMITS.shareCapital), "", "design"),
  companyId: field(companyIdField, "", "design"),
  rcsCity: field(text(LIMITS.customLabel), "", "design"),
  vatNumber: field(vatField, "", "design"),
  /** the picture is the person's; whether and how photos show is the design's */
  photoUrl: field(photoUrlField, "", "person"),
  photoEnabled: field(flag, true, "design"),
  photoShape: field(z.enum(PHOTO_SHAPES, message("validation.choice")), "circle", "design"),
  photoBorder: field(flag, true, "design"),
  photoBorderDashed: field(flag, false, "design"),
  photoSize: field(photoSizeField, "auto", "design"),
  borderColor: field(colorField, "#d1d5db", "design"),
  borderWidth: field(widthField(NUMBER_RANGES.borderWidth), 1, "design"),
  lineColor: field(colorField, "#d1d5db", "design"),
  lineWidth: field(widthField(NUMBER_RANGES.lineWidth), 2, "design"),
  accentColor: field(colorField, DEFAULT_ACCENT_COLOR, "design"),
  textColor: field(colorField, "#111827", "design"),
  nameColor: field(optionalColorField, "", "design"),
  fontFamily: field(z.enum(FONT_IDS, message("validation.choice")), "arial", "design"),
  fontSize: field(z.enum(FONT_SIZES, message("validation.choice")), "normal", "design"),
  spacing: field(z.enum(SPACINGS, message("validation.choice")), "normal", "design"),
  ctaLabel: field(text(LIMITS.ctaLabel), "", "person"),
  ctaLabelTranslation: field(text(LIMITS.ctaLabel), "", "person"),
  ctaUrl: field(webField, "", "person"),
  disclaimer: field(multiLine(LIMITS.disclaimer), "", "design"),
  disclaimerTranslation: field(multiLine(LIMITS.disclaimer), "", "design"),
  creditEnabled: field(flag, true, "design"),
};

type Registry = typeof SIGNATURE_FIELDS;
export type SignatureFieldName = keyof Registry;
export const SIGNATURE_FIELD_NAMES = Object.keys(SIGNATURE_FIELDS) as SignatureFieldName[];

function fromRegistry<T>(
  pick: (entry: FieldEntry<z.ZodMiniType, FieldRole>) => T,
): Record<SignatureFieldName, T> {
  return Object.fromEntries(
    SIGNATURE_FIELD_NAMES.map((name) => [name, pick(SIGNATURE_FIELDS[name])]),
  ) as Record<SignatureFieldName, T>;
}

/** Each field's schema without its default (for partial updates and lenient recovery). */
export const SIGNATURE_FIELD_SCHEMAS = fromRegistry((entry) => entry.schema) as {
  [K in SignatureFieldName]: Registry[K]["schema"];
};
type FieldSchemas = typeof SIGNATURE_FIELD_SCHEMAS;

export const SIGNATURE_DEFAULTS = fromRegistry((entry) => entry.default) as {
  [K in SignatureFieldName]: z.output<FieldSchemas[K]>;
};

/** Every field's role; person-design.ts builds a person's signature from a design with it. */
export const FIELD_ROLES = fromRegistry((entry) => entry.role) as {
  [K in SignatureFieldName]: Registry[K]["role"];
};

function mapFields<T>(
  build: (name: SignatureFieldName, schema: z.ZodMiniType) => T,
): Record<SignatureFieldName, T> {
  const shape: Partial<Record<SignatureFieldName, T>> = {};
  for (const name of SIGNATURE_FIELD_NAMES) {
    shape[name] = build(name, SIGNATURE_FIELD_SCHEMAS[name] as z.ZodMiniType);
  }
  return shape as Record<SignatureFieldName, T>;
}

/** Strict objects: an unknown field is an issue, and so is a body that is not an object. */
const objectErrors = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? "validation.unknownField" : "validation.invalidType",
} as const;

/** Stored with each cloud signature; bump it when a field is added or removed or a rule tightens. */
export const SIGNATURE_SCHEMA_VERSION = 5;

/**
 * At most MAX_SOCIAL_LINKS networks: the first one beyond it (in the order a signature shows
 * them) carries the issue.
 */
export function checkNetworkCount(context: z.core.ParsePayload<Partial<Record<string, unknown>>>) {
  let filled = 0;
  for (const network of SOCIAL_NETWORKS) {
    const value = context.value[network];
    if (typeof value !== "string" || value === "") continue;
    filled += 1;
    if (filled > MAX_SOCIAL_LINKS) {
      context.issues.push({
        code: "custom",
        message: "validation.tooManyNetworks",
        params: { max: MAX_SOCIAL_LINKS },
        path: [network],
        input: value,
      });
      return;
    }
  }
}

/** All fields, each with its default; unknown fields are rejected. */
export const SignatureFieldsSchema = z
  .strictObject(
    mapFields((name, schema) => z._default(schema, SIGNATURE_DEFAULTS[name] as never)) as {
      [K in SignatureFieldName]: z.ZodMiniDefault<FieldSchemas[K]>;
    },
    objectErrors,
  )
  .check(checkNetworkCount);

const FIELDS_SCHEMA_IN = {
  en: SignatureFieldsSchema,
  fr: z
    .strictObject(
      {
        ...SignatureFieldsSchema.shape,
        language: z._default(SIGNATURE_FIELD_SCHEMAS.language, "fr" as const),
      },
      objectErrors,
    )
    .check(checkNetworkCount),
} satisfies Record<SignatureLanguage, unknown>;

/**
 * SignatureFieldsSchema where a signature that does not say its language is written in
 * `language`: the request's, as a new signature in the editor is in the interface's.
 */
export function signatureFieldsSchemaIn(language: SignatureLanguage) {
  return FIELDS_SCHEMA_IN[language];
}

/** Some fields, no defaults: for PATCH and partial saves. */
export const SignatureFieldsPatchSchema = z.strictObject(
  mapFields((_, schema) => z.optional(schema)) as {
    [K in SignatureFieldName]: z.ZodMiniOptional<FieldSchemas[K]>;
  },
  objectErrors,
);

const isoDateTime = z.iso.datetime({ offset: true, error: "validation.date" });

/** A stored signature: the fields plus identity and timestamps. */
export const SignatureSchema = z
  .strictObject(
    {
      ...SignatureFieldsSchema.shape,
      id: z
        .string(typeError)
        .check(
          z.minLength(1, message("validation.required")),
          z.maxLength(100, message("validation.tooLong")),
        ),
      userId: z.optional(z.nullable(z.string(typeError))),
      /** the team whose design this is (ADR 028): listed with it, not a personal signature */
      team: z.optional(
        z.nullable(z.strictObject({ id: z.string(typeError), name: z.string(typeError) })),
      ),
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    },
    objectErrors,
  )
  .check(checkNetworkCount);

export type SignatureFields = z.output<typeof SignatureFieldsSchema>;
export type SignatureFieldsInput = z.input<typeof SignatureFieldsSchema>;
export type SignatureFieldsPatch = z.output<typeof SignatureFieldsPatchSchema>;
export type Signature = z.output<typeof SignatureSchema>;

/** The fields of a new signature. Frozen: spread it to change a copy. */
export const DEFAULT_SIGNATURE_FIELDS: Readonly<SignatureFields> = Object.freeze(
  SignatureFieldsSchema.parse({}),
);

/** Validates and fills defaults; throws a `z.ZodError` on invalid input. */
export function parseSignatureFields(input: unknown): SignatureFields {
  return SignatureFieldsSchema.parse(input);
}

/** Like parseSignatureFields, without throwing: `{ success, data | error }`. */
export function safeParseSignatureFields(input: unknown) {
  return SignatureFieldsSchema.safeParse(input);
}

/**
 * Lenient recovery (old or damaged browser storage): keeps every valid field, puts the
 * default in place of each missing or invalid one, drops unknown keys. Never throws.
 */
export function coerceSignatureFields(input: unknown): SignatureFields {
  const source =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  return mapFields((name, schema) => {
    let value: unknown;
    try {
      value = source[name];
    } catch {
      return SIGNATURE_DEFAULTS[name];
    }
    if (value === undefined) return SIGNATURE_DEFAULTS[name];
    const result = schema.safeParse(value);
    return result.success ? result.data : SIGNATURE_DEFAULTS[name];
  }) as SignatureFields;
}
