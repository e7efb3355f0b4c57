// fields → { html, text }: pure and deterministic, the same in the browser, on the
// server and in the API. The editor's preview shows exactly the `html` that is copied.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { buildSignatureModel, type RenderOptions } from "./model.ts";
import type { SignatureFields } from "./schema.ts";
import { TEMPLATE_COMPONENTS } from "./templates/index.ts";
import { renderText } from "./text.ts";

export type { RenderOptions } from "./model.ts";

export type RenderedSignature = { html: string; text: string };

/**
 * React 19 hoists a `<link rel="preload" as="image">` for every image in front of the
 * markup: meaningless in an email, so it is cut. Attribute names React writes in camel
 * case are lowercased, as email HTML is usually written. Both are safe on React's output:
 * text and attribute values are escaped, so neither pattern can come from user content.
 */
function tidy(markup: string): string {
  return markup
    .replace(/^(?:<link [^>]*>)+/, "")
    .replace(/ (cellPadding|cellSpacing|colSpan)="/g, (match) => match.toLowerCase());
}

export function render(fields: SignatureFields, options: RenderOptions): RenderedSignature {
  const model = buildSignatureModel(fields, options);
  const Template = TEMPLATE_COMPONENTS[model.template.id];
  return {
    html: tidy(renderToStaticMarkup(createElement(Template, { model }))),
    text: renderText(model),
  };
}
