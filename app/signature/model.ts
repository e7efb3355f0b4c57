// Fields → what a template draws. Every value is cleaned again here (colours, widths,
// links, photo), so a template never sees anything unsafe even when the fields did not go
// through the schema (old storage, a caller's bug).
import { hexColorOr, readableTextOn } from "./colors.ts";
import { FONT_STACKS, isFontId } from "./fonts.ts";
import { formatSiren, formatSiret, LEGAL_FORMS, normalizeDigits } from "./french-company.ts";
import { type IconName, iconPath } from "./icon-url.ts";
import { displayUrl, mailtoHref, telHref, webHref } from "./links.ts";
import { bilingualLabels, type OutputLocale, outputLabels } from "./output-labels.ts";
import {
  bannerVariantPath,
  logoVariantPath,
  PHOTO_MAX_BORDER_WIDTH,
  PHOTO_SHAPES,
  type PhotoShape,
  parseBannerUrl,
  parseLogoUrl,
  parsePhotoUrl,
  photoVariantPath,
} from "./photo-url.ts";
import type { SignatureFields } from "./schema.ts";
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialProfile,
} from "./social.ts";
import { normalizeMultiLine, normalizeSingleLine } from "./strings.ts";
import {
  FONT_SIZE_STEPS,
  FONT_SIZES,
  isPhotoSizeChoice,
  SOCIAL_STYLES,
  type SocialStyle,
  SPACING_FACTORS,
  SPACINGS,
} from "./style-options.ts";
import { getTemplate, type TemplateInfo } from "./templates.ts";

export type RenderOptions = {
  locale: OutputLocale;
  /** a bilingual signature: labels in `locale`, then in this one */
  secondLocale?: OutputLocale;
  /** the product's origin, e.g. `https://paraph.app`: photos are served from it */
  origin: string;
  /** where the credit line links to */
  homeUrl: string;
  appName: string;
};

export type ContactKind = "phone" | "mobile" | "email" | "website" | "address" | "custom";
export type Contact = {
  kind: ContactKind;
  label: string;
  text: string;
  href: string | null;
  /** a glyph for templates that show icons instead of labels (none for custom fields) */
  icon: Icon | null;
};
export type Icon = { src: string; size: number; alt: string };
export type SocialLink = {
  /** a network, or "link" for a link of the person's own */
  network: SocialNetwork | "link";
  label: string;
  href: string;
  /** null when links are shown as text */
  icon: Icon | null;
};
export type SizedImage = { src: string; width: number; height: number; alt: string };

export type SignatureModel = {
  template: TemplateInfo;
  font: string;
  /** pixels added to every font size and line height (the text size chosen) */
  fontStep: number;
  /** what every gap and padding between blocks is multiplied by (the spacing chosen) */
  spaceFactor: number;
  colors: {
    text: string;
    /** the name's colour: its own, else the text colour */
    name: string;
    accent: string;
    /** white or dark, whichever reads on the accent colour */
    onAccent: string;
    muted: string;
    line: string;
    lineWidth: number;
  };
  fullName: string;
  jobTitle: string;
  company: string;
  photo: { src: string; size: number; alt: string } | null;
  logo: SizedImage | null;
  banner: (SizedImage & { href: string | null }) | null;
  /** phones, email, website, address, then the custom fields */
  contacts: Contact[];
  socials: SocialLink[];
  socialStyle: SocialStyle;
  cta: { label: string; href: string } | null;
  /** lines of the disclaimer; "" marks a blank line */
  disclaimer: string[];
  /** the company's legal mentions in one line ("Acme SAS au capital de…"), or "" */
  legal: string;
  credit: { text: string; href: string | null } | null;
  /** ": " in English, narrow no-break space and ": " in French (plain text) */
  colon: string;
};

const MUTED = "#6b7280";

/** Display size of the contact glyphs (phone, email…) in CSS pixels. */
const CONTACT_ICON_SIZE = 16;

/** Display size of social icons in CSS pixels, per text size. */
const ICON_SIZES = { small: 16, normal: 20, large: 24 } as const;

/** Whether `value` is one of `options` (itself, not something that converts to it). */
function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.includes(value as T);
}

function line(value: unknown): string {
  return typeof value === "string" ? normalizeSingleLine(value) : "";
}

/** A phone number as the schema allows it (digits and + ( ) . - / spaces), else "". */
function phoneNumber(value: unknown): string {
  const text = line(value);
  return /^[0-9 +().\-/]*\d[0-9 +().\-/]*$/.test(text) ? text : "";
}

function width(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0
    ? Math.min(value, PHOTO_MAX_BORDER_WIDTH)
    : fallback;
}

/** The href of an http(s) URL of the product itself (from configuration, so `localhost` is
 * fine), else null. */
const ownHref = lastResultOf((value: string) => ownUrl(value)?.href ?? null);

/** `https://paraph.app` from `https://paraph.app/`; null unless an http(s) origin
 * (`http://localhost:3000` included: photos are served by this product, dev or not). */
const originOf = lastResultOf((value: string) => ownUrl(value)?.origin ?? null);

function ownUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * `compute`, remembering its last answer: the product's origin and home page come from
 * configuration and are the same for nearly every render, so each is parsed once.
 */
function lastResultOf<T>(compute: (value: string) => T): (value: string) => T {
  let lastValue: string | undefined;
  let lastResult: T;
  return (value) => {
    if (value !== lastValue) {
      lastResult = compute(value);
      lastValue = value;
    }
    return lastResult;
  };
}

function photoOf(
  fields: SignatureFields,
  template: TemplateInfo,
  options: RenderOptions,
  alt: string,
): SignatureModel["photo"] {
  if (template.photoSize === null || fields.photoEnabled !== true) return null;
  const size =
    isPhotoSizeChoice(fields.photoSize) && fields.photoSize !== "auto"
      ? fields.photoSize
      : template.photoSize;
  const parsed = parsePhotoUrl(line(fields.photoUrl));
  if (!parsed) return null;
  const origin = parsed.origin ? originOf(parsed.origin) : originOf(options.origin);
  if (!origin) return null;
  const shape: PhotoShape = (PHOTO_SHAPES as readonly unknown[]).includes(fields.photoShape)
    ? fields.photoShape
    : "circle";
  const path = photoVariantPath(parsed.id, {
    shape,
    border: fields.photoBorder ? (fields.photoBorderDashed ? "dashed" : "solid") : "none",
    color: hexColorOr(fields.borderColor, "#d1d5db").slice(1),
    width: width(fields.borderWidth, 1),
    size,
  });
  return { src: `${origin}${path}`, size, alt };
}

/** The rows of a list field, whatever was stored (only objects are kept). */
function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value
        .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
        .slice(0, 10)
    : [];
}

function socialLabel(network: SocialNetwork, bookingLabel: string): string {
  if (network === "calendly") return bookingLabel;
  if (network === "twitter") return "X";
  return SOCIAL_NETWORK_NAMES[network];
}

function logoOf(
  fields: SignatureFields,
  options: RenderOptions,
  alt: string,
): SignatureModel["logo"] {
  const logo = parseLogoUrl(line(fields.logoUrl));
  const origin = logo && originOf(logo.origin ?? options.origin);
  if (!logo || !origin) return null;
  const path = logoVariantPath(logo.id, { ...logo, halo: fields.logoHalo === true });
  return { src: `${origin}${path}`, width: logo.width, height: logo.height, alt };
}

function bannerOf(fields: SignatureFields, options: RenderOptions): SignatureModel["banner"] {
  const banner = parseBannerUrl(line(fields.bannerUrl));
  const origin = banner && originOf(banner.origin ?? options.origin);
  if (!banner || !origin) return null;
  return {
    src: `${origin}${bannerVariantPath(banner.id, banner)}`,
    width: banner.width,
    height: banner.height,
    alt: line(fields.bannerAlt) || line(fields.company),
    href: webHref(line(fields.bannerHref)),
  };
}

/** "Acme SAS au capital de 10 000 € · RCS Paris 123 456 789 · SIRET … · TVA FR…", or "". */
function legalLine(fields: SignatureFields, labels: ReturnType<typeof outputLabels>): string {
  const form = LEGAL_FORMS.find((entry) => entry.id === fields.legalForm)?.abbreviation ?? "";
  const capital = line(fields.shareCapital);
  const digits = normalizeDigits(line(fields.companyId));
  const siren = /^\d{9}(\d{5})?$/.test(digits) ? digits.slice(0, 9) : "";
  const rcsCity = line(fields.rcsCity);
  const vat = line(fields.vatNumber).toUpperCase();
  if (!form && !capital && !siren && !rcsCity && !vat) return "";
  const identity = labels.legalIdentity({ company: line(fields.company), form, capital });
  return [
    identity,
    rcsCity && `RCS ${rcsCity}${siren ? ` ${formatSiren(siren, NBSP)}` : ""}`,
    digits.length === 14 && `SIRET${NBSP}${formatSiret(digits, NBSP)}`,
    digits.length === 9 && !rcsCity && `SIREN${NBSP}${formatSiren(digits, NBSP)}`,
    vat && `${labels.vat}${NBSP}${vat}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const NBSP = "\u00a0";

export function buildSignatureModel(
  fields: SignatureFields,
  options: RenderOptions,
): SignatureModel {
  const labels = options.secondLocale
    ? bilingualLabels(options.locale, options.secondLocale)
    : outputLabels(options.locale);
  const template = getTemplate(line(fields.template));
  const accent = hexColorOr(fields.accentColor, "#1d4ed8");
  const fullName = line(fields.fullName);
  const text = hexColorOr(fields.textColor, "#111827");

  const origin = originOf(options.origin);
  const iconColor = hexColorOr(fields.iconColor, accent);
  const contactIcon = (kind: ContactKind, alt: string): Icon | null =>
    origin && kind !== "custom"
      ? {
          src: `${origin}${iconPath({ name: kind, shape: "plain", color: iconColor, size: CONTACT_ICON_SIZE })}`,
          size: CONTACT_ICON_SIZE,
          alt,
        }
      : null;
  const contacts: Contact[] = [];
  const addContact = (kind: ContactKind, label: string, text: string, href: string | null) =>
    contacts.push({ kind, label, text, href, icon: contactIcon(kind, label) });
  const phone = phoneNumber(fields.phone);
  if (phone) addContact("phone", labels.phone, phone, telHref(phone));
  const mobile = phoneNumber(fields.mobile);
  if (mobile) addContact("mobile", labels.mobile, mobile, telHref(mobile));
  const email = line(fields.email);
  const emailHref = mailtoHref(email);
  if (emailHref) addContact("email", labels.email, email, emailHref);
  const websiteHref = webHref(line(fields.website));
  if (websiteHref) addContact("website", labels.website, displayUrl(websiteHref), websiteHref);
  const address = line(fields.address);
  if (address) addContact("address", labels.address, address, null);
  for (const row of listOf(fields.customFields)) {
    const value = line(row.value);
    if (value) addContact("custom", line(row.label), value, null);
  }

  const socialStyle = isOneOf(SOCIAL_STYLES, fields.socialStyle) ? fields.socialStyle : "circles";
  const iconSize = ICON_SIZES[isOneOf(FONT_SIZES, fields.fontSize) ? fields.fontSize : "normal"];
  const icon = (name: IconName, alt: string): Icon | null =>
    socialStyle === "text" || !origin
      ? null
      : {
          src: `${origin}${iconPath({ name, shape: socialStyle === "circles" ? "circle" : "plain", color: iconColor, size: iconSize })}`,
          size: iconSize,
          alt,
        };
  const socials: SocialLink[] = [];
  for (const network of SOCIAL_NETWORKS) {
    if (socials.length === MAX_SOCIAL_LINKS) break;
    const profile = socialProfile(network, line(fields[network]));
    if (!profile) continue;
    const label = socialLabel(network, labels.calendly);
    socials.push({ network, label, href: profile.href, icon: icon(network, label) });
  }
  for (const link of listOf(fields.customLinks)) {
    const href = webHref(line(link.url));
    if (!href) continue;
    const label = line(link.label) || displayUrl(href);
    socials.push({ network: "link", label, href, icon: icon("link", label) });
  }

  const ctaHref = webHref(line(fields.ctaUrl));
  const disclaimer =
    typeof fields.disclaimer === "string" ? normalizeMultiLine(fields.disclaimer) : "";

  return {
    template,
    font: isFontId(fields.fontFamily) ? FONT_STACKS[fields.fontFamily] : FONT_STACKS.arial,
    fontStep: isOneOf(FONT_SIZES, fields.fontSize) ? FONT_SIZE_STEPS[fields.fontSize] : 0,
    spaceFactor: isOneOf(SPACINGS, fields.spacing) ? SPACING_FACTORS[fields.spacing] : 1,
    colors: {
      text,
      name: hexColorOr(fields.nameColor, text),
      accent,
      onAccent: readableTextOn(accent),
      muted: MUTED,
      line: hexColorOr(fields.lineColor, "#d1d5db"),
      lineWidth: width(fields.lineWidth, 2),
    },
    fullName,
    jobTitle: line(fields.jobTitle),
    company: line(fields.company),
    photo: photoOf(fields, template, options, fullName || labels.photoAlt),
    logo: logoOf(fields, options, line(fields.company) || labels.logoAlt),
    banner: bannerOf(fields, options),
    contacts,
    socials,
    socialStyle,
    cta: ctaHref ? { label: line(fields.ctaLabel) || labels.ctaFallback, href: ctaHref } : null,
    disclaimer: disclaimer === "" ? [] : disclaimer.split("\n"),
    legal: legalLine(fields, labels),
    credit:
      fields.creditEnabled === false
        ? null
        : {
            text: labels.credit(line(options.appName) || "Paraph"),
            href: ownHref(options.homeUrl),
          },
    colon: labels.colon,
  };
}
