import type { Tokens } from "marked";
import { lazyRequire } from "../../.server/lazy-require.ts";

const markedModule = lazyRequire<typeof import("marked")>("marked");

export type MarkdownOptions = {
  /** HTML for a fenced block in the `signature` language (its YAML source is passed). */
  signature: (source: string) => string;
};

export type RenderedMarkdown = {
  html: string;
  /** words of the prose, without the signature examples: for reading time and checks */
  wordCount: number;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Internal paths, in-page anchors and web or mail links; anything else is dropped. */
function safeHref(href: string): string | null {
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  if (href.startsWith("#")) return href;
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Markdown → HTML on the server. Raw HTML in the source is shown as text, never passed
 * through; links keep their href as written (internal paths stay internal) unless the scheme
 * is unsafe; `signature` code blocks become rendered examples; h2/h3 get ids for anchors.
 */
export function renderMarkdown(body: string, options: MarkdownOptions): RenderedMarkdown {
  const ids = new Map<string, number>();
  const marked = new (markedModule().Marked)({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      code({ text, lang }: Tokens.Code) {
        if (lang?.trim() === "signature") return options.signature(text);
        return `<pre><code>${escapeHtml(text)}</code></pre>\n`;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(inner) || "section";
        const seen = ids.get(base) ?? 0;
        ids.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return inner;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(safe)}"${titleAttribute}>${inner}</a>`;
      },
      image({ text }: Tokens.Image) {
        // No images in articles: examples are rendered signatures, not pictures.
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(body, { async: false });
  return { html, wordCount: countWords(html) };
}

/** Words of the text of `html`, leaving out figures (the rendered signature examples). */
export function countWords(html: string): number {
  const text = html
    .replace(/<figure\b[\s\S]*?<\/figure>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
