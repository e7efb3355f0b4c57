import { lazyRequire } from "../../.server/lazy-require.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/translate.ts";
import { pagePath } from "../../route-table.ts";
import { render } from "../../signature/render.ts";
import { parseSignatureFields } from "../../signature/schema.ts";
import { declarativeShadowRoot } from "../../signature/signature-frame.ts";
import { getTemplate } from "../../signature/templates.ts";
import { escapeHtml } from "./markdown.ts";

const yaml = lazyRequire<typeof import("yaml")>("yaml");

/** What rendering an example needs from the running server (see sampleConfig). */
export type ExampleContext = {
  locale: Locale;
  t: Translate;
  publicUrl: string;
  appName: string;
  samplePhotoUrl: string;
};

/**
 * A `signature` block (YAML signature fields) as a figure: the product's own renderer draws
 * it exactly as the editor would, isolated from the article's styles in a shadow root
 * (ADR 022), inside a white card, with the template's name and a link
 * that opens the editor on that template. A block that shows a photo without naming one
 * gets the drawn sample portrait. Invalid fields throw: content is checked at build time.
 */
export function signatureFigure(source: string, context: ExampleContext): string {
  const { locale, t } = context;
  const raw = yaml().parse(source) as Record<string, unknown> | null;
  const input = { ...raw };
  if (input.photoEnabled !== false && !input.photoUrl) input.photoUrl = context.samplePhotoUrl;
  // an article's example is written in the article's language
  const fields = parseSignatureFields({ language: locale, ...input });
  const { html } = render(fields, {
    origin: context.publicUrl,
    homeUrl: `${context.publicUrl}${pagePath("home", locale)}`,
    appName: context.appName,
  });
  const template = getTemplate(fields.template);
  const caption = t("blog.exampleCaption", { template: t(template.nameKey) });
  const pro = template.pro
    ? ` <span class="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">${escapeHtml(t("templates.pro"))}</span>`
    : "";
  const href = `${pagePath("app", locale)}?template=${template.id}`;
  return `<figure class="my-8">
<div class="overflow-x-auto rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"><div class="signature-frame" data-signature-example="${template.id}">${declarativeShadowRoot(html)}</div></div>
<figcaption class="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"><span>${escapeHtml(caption)}${pro}</span><a class="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" href="${escapeHtml(href)}">${escapeHtml(t("blog.useTemplate"))} →</a></figcaption>
</figure>
`;
}
