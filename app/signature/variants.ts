// The versions of one signature the export page offers: the full one, a short one for
// replies and forwards, the plain text, and a bilingual one: the signature's language first,
// then the other, labels, legal wording and typed texts (docs/decisions/033-bilingual-signatures.md).
import { buildSignatureModel, type RenderOptions } from "./model.ts";
import type { SignatureFields } from "./schema.ts";
import { TEMPLATE_COMPONENTS } from "./templates/index.ts";
import { ShortSignature, shortContacts } from "./templates/short.tsx";
import { renderText } from "./text.ts";

export const SIGNATURE_VARIANTS = ["full", "short", "plain", "bilingual"] as const;
export type SignatureVariant = (typeof SIGNATURE_VARIANTS)[number];

/** `html` is null for the plain-text version. */
export type RenderedVariant = { variant: SignatureVariant; html: string | null; text: string };

export function renderVariant(
  fields: SignatureFields,
  options: RenderOptions,
  variant: SignatureVariant,
): RenderedVariant {
  const model = buildSignatureModel(
    fields,
    variant === "bilingual" ? { ...options, bilingual: true } : options,
  );
  const text = renderText(model);
  switch (variant) {
    case "plain":
      return { variant, html: null, text };
    case "short": {
      const html = ShortSignature({ model }).html;
      return { variant, html, text: shortText(model) };
    }
    default:
      return { variant, html: TEMPLATE_COMPONENTS[model.template.id]({ model }).html, text };
  }
}

export function renderVariants(fields: SignatureFields, options: RenderOptions): RenderedVariant[] {
  return SIGNATURE_VARIANTS.map((variant) => renderVariant(fields, options, variant));
}

function shortText(model: ReturnType<typeof buildSignatureModel>): string {
  const reach = shortContacts(model).map((contact) => contact.text);
  return [
    model.fullName,
    [model.jobTitle, model.company].filter(Boolean).join(", "),
    reach.join(" · "),
  ]
    .filter(Boolean)
    .join("\n");
}
