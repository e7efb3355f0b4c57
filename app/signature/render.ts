// fields → { html, text }: pure and deterministic, the same in the browser, on the
// server and in the API. The editor's preview shows exactly the `html` that is copied.
import { buildSignatureModel, type RenderOptions } from "./model.ts";
import type { SignatureFields } from "./schema.ts";
import { TEMPLATE_COMPONENTS } from "./templates/index.ts";
import { renderText } from "./text.ts";

export type { RenderOptions } from "./model.ts";

export type RenderedSignature = { html: string; text: string };

/**
 * The templates are TSX compiled for the email JSX runtime (./email-jsx): calling one
 * returns its markup, with text and attribute values escaped as React escapes them.
 */
export function render(fields: SignatureFields, options: RenderOptions): RenderedSignature {
  const model = buildSignatureModel(fields, options);
  const Template = TEMPLATE_COMPONENTS[model.template.id];
  return { html: Template({ model }).html, text: renderText(model) };
}
