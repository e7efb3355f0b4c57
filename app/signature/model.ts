// Fields → what a template draws. Every value is cleaned again here (colours, widths,
// links, photo), so a template never sees anything unsafe even when the fields did not go
// through the schema (old storage, a caller's bug).

import { bothTexts } from "./bilingual-texts.ts";
import { hexColorOr, readableTextOn } from "./colors.ts";
import { FONT_STACKS, isFontId } from "./fonts.ts";
import { type IconName, iconPath } from "./icon-url.ts";
import { displayUrl, mailtoHref, telHref, webHref } from "./links.ts";
import { bilingualLabels, OUTPUT_LABELS } from "./output-labels.ts";
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
import {
  DEFAULT_ACCENT_COLOR,
  otherLanguage,
  type SignatureFields,
  type SignatureLanguage,
} from "./schema.ts";
import { type SmallPrint, smallPrintOf } from "./small-print.ts";
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialProfile,
} from "./social.ts";
import { normalizeSingleLine } from "./strings.ts";
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

/**
 * How to render, whatever the signature: its words follow its own `language` field, never the
 * interface's (docs/decisions/033-bilingual-signatures.md).
 */
export type RenderOptions = {
  /** the bilingual version: the signature's language first, then the other one */
  bilingual?: boolean;
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
  /**
   * The small print, one part per language (two in the bilingual version, when the second
   * adds something): the company's legal mentions in that language ("Acme SAS au capital
   * de…", or ""), then its disclaimer's lines ("" marks a blank line).
   */
  smallPrint: SmallPrint[];
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

export function buildSignatureModel(
  fields: SignatureFields,
  options: RenderOptions,
): SignatureModel {
  const language: SignatureLanguage = fields.language === "fr" ? "fr" : "en";
  const second = options.bilingual ? otherLanguage(language) : null;
  const labels = second ? bilingualLabels(language, second) : OUTPUT_LABELS[language];
  /** a typed text with its translation in the bilingual version, alone in the others */
  const typed = (first: unknown, translation: unknown) =>
    second ? bothTexts(line(first), line(translation)) : line(first);
  const template = getTemplate(line(fields.template));
  const accent = hexColorOr(fields.accentColor, DEFAULT_ACCENT_COLOR);
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
    const value = typed(row.value, row.valueTranslation);
    if (value) addContact("custom", typed(row.label, row.labelTranslation), value, null);
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
    const label = typed(link.label, link.labelTranslation) || displayUrl(href);
    socials.push({ network: "link", label, href, icon: icon("link", label) });
  }

  const ctaHref = webHref(line(fields.ctaUrl));
  const ctaLabel = second
    ? bothTexts(
        line(fields.ctaLabel) || OUTPUT_LABELS[language].ctaFallback,
        line(fields.ctaLabelTranslation) ||
          (line(fields.ctaLabel) ? "" : OUTPUT_LABELS[second].ctaFallback),
      )
    : line(fields.ctaLabel) || labels.ctaFallback;

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
    jobTitle: typed(fields.jobTitle, fields.jobTitleTranslation),
    company: line(fields.company),
    photo: photoOf(fields, template, options, fullName || labels.photoAlt),
    logo: logoOf(fields, options, line(fields.company) || labels.logoAlt),
    banner: bannerOf(fields, options),
    contacts,
    socials,
    socialStyle,
    cta: ctaHref ? { label: ctaLabel, href: ctaHref } : null,
    smallPrint: smallPrintOf(fields, language, second),
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
