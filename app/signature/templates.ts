// The template registry: metadata only (no templates), so the schema, the server and the
// gallery can read it without pulling in the components.
import type templateMessages from "../i18n/messages/en/templates.ts";
import type { PhotoSize } from "./photo-url.ts";

export const TEMPLATE_IDS = [
  "basic",
  "stacked",
  "divider",
  "compact",
  "minimal",
  "band",
  "executive",
  "logo",
  "headline",
  "card",
  "split",
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];
export type TemplateMessageKey = `templates.${keyof typeof templateMessages}`;

export type TemplateInfo = {
  id: TemplateId;
  /** only on the Pro plan (one free use with `hasFreeTemplate`) */
  pro: boolean;
  /** where the photo goes; "none" never shows one */
  photo: "left" | "top" | "none" | "inline";
  /** display size of the photo in CSS pixels (the PNG is twice as large), null without one */
  photoSize: PhotoSize | null;
  nameKey: TemplateMessageKey;
  descriptionKey: TemplateMessageKey;
};

function entry(
  id: TemplateId,
  pro: boolean,
  photo: TemplateInfo["photo"],
  photoSize: PhotoSize | null,
): TemplateInfo {
  return {
    id,
    pro,
    photo,
    photoSize,
    nameKey: `templates.${id}Name`,
    descriptionKey: `templates.${id}Description`,
  };
}

export const TEMPLATES: readonly TemplateInfo[] = [
  entry("basic", false, "left", 80),
  entry("stacked", false, "top", 80),
  entry("divider", false, "left", 64),
  entry("compact", false, "inline", 48),
  entry("minimal", false, "none", null),
  entry("band", true, "left", 72),
  entry("executive", true, "top", 72),
  entry("logo", false, "left", 64),
  entry("headline", false, "none", null),
  entry("card", true, "left", 72),
  entry("split", true, "top", 80),
];

export const DEFAULT_TEMPLATE_ID: TemplateId = "basic";

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** The registry entry of a template; unknown ids get the default template. */
export function getTemplate(id: string): TemplateInfo {
  return TEMPLATES.find((template) => template.id === id) ?? TEMPLATES[0]!;
}

export function isProTemplate(id: string): boolean {
  return isTemplateId(id) && getTemplate(id).pro;
}
