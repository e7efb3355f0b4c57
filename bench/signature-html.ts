// Signature HTML with every field filled (app/signature/test-fixtures.ts FULL_FIELDS), for every
// template and variant, each version (full, short, bilingual) and social-link style: photo shape (or no photo), border (none, solid, dashed), font, credit
// line on or off, English and French; then each text size × spacing × photo size (the template's,
// the smallest and the largest) with a name colour, in the longest font. Measures characters (as Gmail counts them) of each, and
// checks with the caniemail data (app/signature/compatibility.server.ts, `target` and `role`
// tolerated) each distinct layout: fonts change only a font-family value, so they are checked
// with the longest stack. The renderer is TSX: loaded through Vite's module runner.

import {
  type CompatibilityProblem,
  checkCompatibility,
} from "../app/signature/compatibility.server.ts";
import { viteImport as load } from "../tools/vite-import.ts";

type RenderModule = typeof import("../app/signature/render.ts");
type FixturesModule = typeof import("../app/signature/test-fixtures.ts");
type TemplatesModule = typeof import("../app/signature/templates.ts");
type FontsModule = typeof import("../app/signature/fonts.ts");
type PhotoModule = typeof import("../app/signature/photo-url.ts");
type StyleModule = typeof import("../app/signature/style-options.ts");
type VariantsModule = typeof import("../app/signature/variants.ts");

export type SignatureHtmlBench = {
  renders: number;
  checked: number;
  /** the longest HTML, and what produced it */
  longest: { characters: number; variant: string };
  /** characters of the longest variant of each template */
  perTemplate: Array<{ template: string; characters: number }>;
  /**
   * With the logo, banner, legal mentions, four custom fields and two links on top
   * (EVERYTHING_FIELDS), each version of each template: the longest per template.
   */
  everything: Array<{ template: string; characters: number; version: string }>;
  /** every problem found, with the variants it was found in (first few) */
  problems: Array<CompatibilityProblem & { count: number; variants: string[] }>;
};

export async function runSignatureHtmlBench(): Promise<SignatureHtmlBench> {
  const { render } = await load<RenderModule>("./app/signature/render.ts");
  const { renderVariant, SIGNATURE_VARIANTS } = await load<VariantsModule>(
    "./app/signature/variants.ts",
  );
  const { FULL_FIELDS, EVERYTHING_FIELDS, RENDER_OPTIONS } = await load<FixturesModule>(
    "./app/signature/test-fixtures.ts",
  );
  const { TEMPLATE_IDS } = await load<TemplatesModule>("./app/signature/templates.ts");
  const { FONT_IDS, FONT_STACKS } = await load<FontsModule>("./app/signature/fonts.ts");
  const { PHOTO_SHAPES } = await load<PhotoModule>("./app/signature/photo-url.ts");
  const { FONT_SIZES, SPACINGS, PHOTO_SIZE_CHOICES, SOCIAL_STYLES } = await load<StyleModule>(
    "./app/signature/style-options.ts",
  );
  const longestFont = [...FONT_IDS].sort(
    (a, b) => FONT_STACKS[b].length - FONT_STACKS[a].length,
  )[0]!;

  let renders = 0;
  let checked = 0;
  let longest = { characters: 0, variant: "" };
  const perTemplate = new Map<string, number>();
  const problems = new Map<string, CompatibilityProblem & { count: number; variants: string[] }>();
  const photos = [...PHOTO_SHAPES.map((shape) => ({ enabled: true, shape })), { enabled: false }];
  const borders = [
    { label: "no border", photoBorder: false, photoBorderDashed: false },
    { label: "solid border", photoBorder: true, photoBorderDashed: false },
    { label: "dashed border", photoBorder: true, photoBorderDashed: true },
  ];
  for (const template of TEMPLATE_IDS) {
    for (const locale of ["en", "fr"] as const) {
      for (const photo of photos) {
        for (const border of photo.enabled ? borders : borders.slice(0, 1)) {
          for (const creditEnabled of [true, false]) {
            for (const fontFamily of FONT_IDS) {
              const fields = {
                ...FULL_FIELDS,
                template,
                photoEnabled: photo.enabled,
                ...("shape" in photo ? { photoShape: photo.shape } : {}),
                photoBorder: border.photoBorder,
                photoBorderDashed: border.photoBorderDashed,
                creditEnabled,
                fontFamily,
              };
              const variant = [
                template,
                locale,
                "shape" in photo ? `${photo.shape} photo` : "no photo",
                ...(photo.enabled ? [border.label] : []),
                creditEnabled ? "credit" : "no credit",
                fontFamily,
              ].join(", ");
              measure(fields, locale, variant, fontFamily === longestFont);
            }
          }
        }
      }
      const photoSizes = ["auto", PHOTO_SIZE_CHOICES[0], PHOTO_SIZE_CHOICES.at(-1)!] as const;
      for (const fontSize of FONT_SIZES) {
        for (const spacing of SPACINGS) {
          for (const photoSize of photoSizes) {
            const fields = {
              ...FULL_FIELDS,
              template,
              fontFamily: longestFont,
              fontSize,
              spacing,
              photoSize,
              nameColor: "#9d174d",
            };
            const variant = `${template}, ${locale}, ${fontSize} text, ${spacing} spacing, photo ${photoSize}, name colour, ${longestFont}`;
            measure(fields, locale, variant, true);
          }
        }
      }
    }
  }

  // Each version (short, bilingual) and way of showing social links, in both languages.
  const htmlVersions = SIGNATURE_VARIANTS.filter((version) => version !== "plain");
  const everything = new Map<string, { characters: number; version: string }>();
  for (const template of TEMPLATE_IDS) {
    for (const locale of ["en", "fr"] as const) {
      for (const version of htmlVersions) {
        for (const socialStyle of SOCIAL_STYLES) {
          const fields = { ...FULL_FIELDS, template, socialStyle, fontFamily: longestFont };
          const variant = `${template}, ${locale}, ${version} version, ${socialStyle} social links, ${longestFont}`;
          measure(fields, locale, variant, true, version);
        }
        const { html } = renderVariant(
          { ...EVERYTHING_FIELDS, template, language: locale },
          RENDER_OPTIONS,
          version,
        );
        const known = everything.get(template);
        if (!known || html!.length > known.characters) {
          everything.set(template, { characters: html!.length, version: `${version}, ${locale}` });
        }
      }
    }
  }

  function measure(
    fields: Parameters<RenderModule["render"]>[0],
    locale: "en" | "fr",
    variant: string,
    check: boolean,
    version: (typeof SIGNATURE_VARIANTS)[number] = "full",
  ) {
    const html =
      version === "full"
        ? render({ ...fields, language: locale }, RENDER_OPTIONS).html
        : renderVariant({ ...fields, language: locale }, RENDER_OPTIONS, version).html!;
    renders++;
    if (html.length > longest.characters) longest = { characters: html.length, variant };
    const template = fields.template;
    perTemplate.set(template, Math.max(perTemplate.get(template) ?? 0, html.length));
    if (!check) return;
    checked++;
    for (const problem of checkCompatibility(html)) {
      const key = `${problem.feature} @ ${problem.client}`;
      const entry = problems.get(key) ?? { ...problem, count: 0, variants: [] };
      entry.count++;
      if (entry.variants.length < 3) entry.variants.push(variant);
      problems.set(key, entry);
    }
  }
  return {
    renders,
    checked,
    longest,
    perTemplate: [...perTemplate].map(([template, characters]) => ({ template, characters })),
    everything: [...everything].map(([template, entry]) => ({ template, ...entry })),
    problems: [...problems.values()].sort((a, b) => b.count - a.count),
  };
}

export function formatSignatureHtmlBench(bench: SignatureHtmlBench): string {
  const lines = [
    `${bench.renders} variants rendered, ${bench.checked} distinct layouts checked against caniemail`,
    `longest: ${bench.longest.characters} characters (${bench.longest.variant})`,
    `longest per template: ${bench.perTemplate.map((row) => `${row.template} ${row.characters}`).join(", ")}`,
    `with logo, banner, legal mentions, custom fields and links too, longest version per template: ${bench.everything.map((row) => `${row.template} ${row.characters}`).join(", ")}`,
  ];
  if (bench.problems.length === 0) lines.push("caniemail: no problem in any variant");
  for (const problem of bench.problems.slice(0, 10)) {
    lines.push(
      `caniemail: ${problem.feature} not supported by ${problem.client}, in ${problem.count} variants (e.g. ${problem.variants[0]})`,
    );
  }
  return lines.join("\n");
}

if (import.meta.main) {
  console.log(formatSignatureHtmlBench(await runSignatureHtmlBench()));
}
