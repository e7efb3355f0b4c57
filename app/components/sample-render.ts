import type { Locale } from "../i18n/locales.ts";
import { pagePath } from "../route-table.ts";
import { render } from "../signature/render.ts";
import { parseSignatureFields, type SignatureFields } from "../signature/schema.ts";
import { TEMPLATES } from "../signature/templates.ts";
import { SAMPLE_FIELDS } from "./sample-signatures.ts";

export type SampleConfig = { publicUrl: string; appName: string; samplePhotoUrl: string };

/** The locale's example person rendered with `overrides`, exactly as the editor would. */
export function renderSample(
  locale: Locale,
  config: SampleConfig,
  overrides: Partial<SignatureFields> = {},
): string {
  const fields = parseSignatureFields({
    ...SAMPLE_FIELDS[locale],
    language: locale,
    photoUrl: config.samplePhotoUrl,
    ...overrides,
  });
  return render(fields, {
    origin: config.publicUrl,
    homeUrl: `${config.publicUrl}${pagePath("home", locale)}`,
    appName: config.appName,
  }).html;
}

/** Every template rendered with the example person, for galleries. */
export function renderTemplateSamples(locale: Locale, config: SampleConfig) {
  return TEMPLATES.map((template) => ({
    id: template.id,
    html: renderSample(locale, config, { template: template.id }),
  }));
}
