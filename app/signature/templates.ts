// The template registry: metadata only (no templates), so the schema, the server and the
// gallery can read it without pulling in the components.
import type templateMessages from "../i18n/messages/en/templates.ts";
import type { PhotoSize } from "./photo-url.ts";

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

/**
 * Every template, in the order the picker, the gallery and the API list them: the one list to
 * add a template to (CONTRIBUTING.md#add-a-template).
 */
const REGISTRY = {
  basic: { pro: false, photo: "left", photoSize: 80 },
  stacked: { pro: false, photo: "top", photoSize: 80 },
  divider: { pro: false, photo: "left", photoSize: 64 },
  compact: { pro: false, photo: "inline", photoSize: 48 },
  minimal: { pro: false, photo: "none", photoSize: null },
  band: { pro: true, photo: "left", photoSize: 72 },
  executive: { pro: true, photo: "top", photoSize: 72 },
  logo: { pro: false, photo: "left", photoSize: 64 },
  headline: { pro: false, photo: "none", photoSize: null },
  card: { pro: true, photo: "left", photoSize: 72 },
  split: { pro: true, photo: "top", photoSize: 80 },
  mono: { pro: false, photo: "none", photoSize: null },
} as const satisfies Record<string, Omit<TemplateInfo, "id" | "nameKey" | "descriptionKey">>;

export type TemplateId = keyof typeof REGISTRY;

export const TEMPLATE_IDS = Object.keys(REGISTRY) as [TemplateId, ...TemplateId[]];

export const TEMPLATES: readonly TemplateInfo[] = TEMPLATE_IDS.map(
  (id): TemplateInfo => ({
    id,
    ...REGISTRY[id],
    nameKey: `templates.${id}Name`,
    descriptionKey: `templates.${id}Description`,
  }),
);

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
