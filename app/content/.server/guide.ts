import path from "node:path";
import { z } from "zod";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import type { ContentConfig } from "./articles.ts";
import { cachedByFile } from "./cached-file.ts";
import { formatDate, IsoDateSchema } from "./dates.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { renderMarkdown } from "./markdown.ts";
import { signatureFigure } from "./signature-example.ts";
import { typeset } from "./typography.ts";

/** The guide's text (/email/signature): app/content/guide/<locale>.md. */
export const GUIDE_DIR = path.resolve("app/content/guide");

const GuideFrontMatterSchema = z.strictObject({
  date: IsoDateSchema,
  updated: IsoDateSchema,
  faq: z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(20) })).min(1),
});

export type Guide = {
  date: string;
  updated: string;
  updatedLabel: string;
  faq: Array<{ question: string; answer: string }>;
  html: string;
  wordCount: number;
};

const renderGuideFile = cachedByFile(
  (source, file, context: { locale: Locale; config: ContentConfig }): Guide => {
    const { locale, config } = context;
    const { data: frontMatter, body } = splitFrontMatter(source, file);
    const parsed = GuideFrontMatterSchema.safeParse(frontMatter);
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    const example = { ...config, locale, t: serverT(locale) };
    const rendered = renderMarkdown(typeset(body, locale), {
      signature: (yaml) => signatureFigure(yaml, example),
    });
    return {
      date: parsed.data.date,
      updated: parsed.data.updated,
      updatedLabel: formatDate(parsed.data.updated, locale),
      faq: parsed.data.faq.map(({ question, answer }) => ({
        question: typeset(question, locale),
        answer: typeset(answer, locale),
      })),
      html: rendered.html,
      wordCount: rendered.wordCount,
    };
  },
  ({ locale, config }) =>
    `${locale}|${config.publicUrl}|${config.appName}|${config.samplePhotoUrl}`,
);

export function getGuide(locale: Locale, config: ContentConfig): Guide {
  return renderGuideFile(path.join(GUIDE_DIR, `${locale}.md`), { locale, config });
}
