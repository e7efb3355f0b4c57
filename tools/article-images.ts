// Draws every blog article's image (app/content/article-images.ts) from its title with sharp:
// a 1200×630 PNG for Open Graph and WebP versions for the blog's cards. Used by the build
// (tools/vite-article-images.ts). Images already drawn are kept in node_modules/.cache, keyed
// by what they are drawn from, so a build redraws only what changed.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
// The two modules directly, not the feature's server index: the index also loads the guide and
// through it the templates, which Vite's import.meta.glob finds, and this file runs in the Vite
// config, where that transform does not exist.
import { splitFrontMatter } from "../app/content/.server/front-matter.ts";
import { typeset } from "../app/content/.server/typography.ts";
import {
  ARTICLE_CARD_WIDTHS,
  ARTICLE_IMAGE,
  articleCardImagePath,
  articleImageHeight,
  articleImagePath,
} from "../app/content/article-images.ts";
import { ARTICLE_PAIRS } from "../app/content/articles.ts";
import { LOCALES, type Locale } from "../app/i18n/locales.ts";
import enNav from "../app/i18n/messages/en/nav.ts";
import frNav from "../app/i18n/messages/fr/nav.ts";
import { pointFontconfigAtBundledFonts } from "./drawing-fonts.ts";
import { articleSvg, SANS } from "./og-art.ts";

const SECTION: Record<Locale, string> = { en: enNav.blog, fr: frNav.blog };

export type ArticleImageFile = { path: string; bytes: Buffer };
type Article = { locale: Locale; slug: string; title: string };

function articles(root: string): Article[] {
  return LOCALES.flatMap((locale) =>
    ARTICLE_PAIRS.map((pair) => {
      const slug = pair[locale];
      const file = path.join(root, "content/blog", locale, `${slug}.md`);
      const { data } = splitFrontMatter(readFileSync(file, "utf8"), file);
      const title = (data as { title?: unknown }).title;
      if (typeof title !== "string") throw new Error(`${file}: no title`);
      return { locale, slug, title: typeset(title, locale) };
    }),
  );
}

/** The files of one article: path (under the site's root) → encoder. */
function outputs(article: Article) {
  const { locale, slug } = article;
  return [
    {
      path: articleImagePath(locale, slug),
      encode: (image: Sharp) =>
        image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
    },
    ...ARTICLE_CARD_WIDTHS.map((width) => ({
      path: articleCardImagePath(locale, slug, width),
      encode: (image: Sharp) =>
        image.resize(width, articleImageHeight(width)).webp({ quality: 82 }).toBuffer(),
    })),
  ];
}

let fontsChecked = false;

/** Without fonts librsvg draws no text at all: better no build than blank images. */
async function requireFonts(root: string): Promise<void> {
  if (fontsChecked) return;
  pointFontconfigAtBundledFonts(root);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="45" font-family="${SANS}" font-weight="bold" font-size="40" fill="#000">Paraph</text></svg>`;
  const { channels } = await sharp(Buffer.from(svg)).greyscale().stats();
  if ((channels[0]?.min ?? 255) > 100) {
    throw new Error(
      "The blog's images drew no text: the fonts of the dejavu-fonts-ttf package were not found (run npm ci)",
    );
  }
  fontsChecked = true;
}

/** Every article image, drawn or taken from the cache (`root`: the project's directory). */
export async function drawArticleImages(root: string): Promise<ArticleImageFile[]> {
  await requireFonts(root);
  const cacheDir = path.join(root, "node_modules/.cache/paraph-article-images");
  mkdirSync(cacheDir, { recursive: true });
  const files: ArticleImageFile[] = [];
  for (const article of articles(root)) {
    const svg = articleSvg({ title: article.title, section: SECTION[article.locale] });
    let rendered: Promise<Buffer> | null = null;
    for (const output of outputs(article)) {
      const key = createHash("sha256")
        .update(`${sharp.versions.sharp}\n${output.path}\n${output.encode}\n${svg}`)
        .digest("hex");
      const cached = path.join(cacheDir, `${key}${path.extname(output.path)}`);
      let bytes: Buffer;
      try {
        bytes = readFileSync(cached);
      } catch {
        rendered ??= sharp(Buffer.from(svg))
          .resize(ARTICLE_IMAGE.width, ARTICLE_IMAGE.height)
          .png()
          .toBuffer();
        bytes = await output.encode(sharp(await rendered));
        writeFileSync(cached, bytes);
      }
      files.push({ path: output.path, bytes });
    }
  }
  return files;
}

/** The image at a URL path (the dev server draws them on request), or null. */
export async function articleImageAt(root: string, urlPath: string): Promise<Buffer | null> {
  if (!urlPath.startsWith("/og/blog/")) return null;
  const files = await drawArticleImages(root);
  return files.find((file) => file.path === urlPath)?.bytes ?? null;
}
