// Fields → what a template draws. Every value is cleaned again here (colours, widths,
// links, photo), so a template never sees anything unsafe even when the fields did not go
// through the schema (old storage, a caller's bug).
import { hexColorOr, readableTextOn } from "./colors.ts";
import { FONT_STACKS, isFontId } from "./fonts.ts";
import { displayUrl, mailtoHref, telHref, webHref } from "./links.ts";
import { type OutputLocale, outputLabels } from "./output-labels.ts";
import {
  PHOTO_MAX_BORDER_WIDTH,
  PHOTO_SHAPES,
  type PhotoShape,
  parsePhotoUrl,
  photoVariantPath,
} from "./photo-url.ts";
import type { SignatureFields } from "./schema.ts";
import { type SocialNetwork, socialProfile } from "./social.ts";
import { normalizeMultiLine, normalizeSingleLine } from "./strings.ts";
import {
  FONT_SIZE_STEPS,
  FONT_SIZES,
  isPhotoSizeChoice,
  SPACING_FACTORS,
  SPACINGS,
} from "./style-options.ts";
import { getTemplate, type TemplateInfo } from "./templates.ts";

export type RenderOptions = {
  locale: OutputLocale;
  /** the product's origin, e.g. `https://paraph.app`: photos are served from it */
  origin: string;
  /** where the credit line links to */
  homeUrl: string;
  appName: string;
};

export type ContactKind = "phone" | "mobile" | "email" | "website" | "address";
export type Contact = { kind: ContactKind; label: string; text: string; href: string | null };
export type SocialLink = { network: SocialNetwork; label: string; href: string };

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
  contacts: Contact[];
  socials: SocialLink[];
  cta: { label: string; href: string } | null;
  /** lines of the disclaimer; "" marks a blank line */
  disclaimer: string[];
  credit: { text: string; href: string | null } | null;
  /** ": " in English, narrow no-break space and ": " in French (plain text) */
  colon: string;
};

const MUTED = "#6b7280";

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

export function buildSignatureModel(
  fields: SignatureFields,
  options: RenderOptions,
): SignatureModel {
  const labels = outputLabels(options.locale);
  const template = getTemplate(line(fields.template));
  const accent = hexColorOr(fields.accentColor, "#1d4ed8");
  const fullName = line(fields.fullName);
  const text = hexColorOr(fields.textColor, "#111827");

  const contacts: Contact[] = [];
  const phone = phoneNumber(fields.phone);
  if (phone)
    contacts.push({ kind: "phone", label: labels.phone, text: phone, href: telHref(phone) });
  const mobile = phoneNumber(fields.mobile);
  if (mobile) {
    contacts.push({ kind: "mobile", label: labels.mobile, text: mobile, href: telHref(mobile) });
  }
  const email = line(fields.email);
  const emailHref = mailtoHref(email);
  if (emailHref)
    contacts.push({ kind: "email", label: labels.email, text: email, href: emailHref });
  const websiteHref = webHref(line(fields.website));
  if (websiteHref) {
    contacts.push({
      kind: "website",
      label: labels.website,
      text: displayUrl(websiteHref),
      href: websiteHref,
    });
  }
  const address = line(fields.address);
  if (address) contacts.push({ kind: "address", label: labels.address, text: address, href: null });

  const socials: SocialLink[] = [];
  for (const network of ["linkedin", "twitter", "instagram", "calendly"] as const) {
    const profile = socialProfile(network, line(fields[network]));
    if (profile) socials.push({ network, label: labels[network], href: profile.href });
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
    contacts,
    socials,
    cta: ctaHref ? { label: line(fields.ctaLabel) || labels.ctaFallback, href: ctaHref } : null,
    disclaimer: disclaimer === "" ? [] : disclaimer.split("\n"),
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
