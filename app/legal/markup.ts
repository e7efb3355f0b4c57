import { typesetFrench } from "../i18n/french-typography.ts";

// A tiny, serialisable model of a legal document: the server builds it (with the operator's
// details from configuration) and the page renders it, so the long texts travel as loader
// data for one locale and never sit in a JavaScript bundle.

export type Inline =
  | string
  | { kind: "strong"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "p"; content: Inline[] }
  | { kind: "list"; items: Inline[][] }
  /** label/value rows (a <dl>): rows without a value are left out */
  | { kind: "facts"; rows: Array<{ label: string; value: Inline[] }> };

export type Section = { id: string; title: string; blocks: Block[] };

export type LegalDocumentBody = {
  /** ISO date (YYYY-MM-DD) of the last change to the text */
  updated: string;
  intro: Block[];
  sections: Section[];
};

type Value = Inline | null | undefined | false;

/** Static text (whitespace runs collapsed) interleaved with verbatim values. */
function inlines(strings: TemplateStringsArray, values: Value[]): Inline[] {
  const out: Inline[] = [];
  strings.forEach((text, index) => {
    // ASCII whitespace only: no-break spaces written on purpose survive
    const collapsed = text.replace(/[ \t\r\n]+/g, " ");
    if (collapsed) out.push(index === 0 ? collapsed.trimStart() : collapsed);
    const value = values[index];
    if (value !== undefined && value !== null && value !== false && value !== "") out.push(value);
  });
  const last = out.at(-1);
  if (typeof last === "string") out[out.length - 1] = last.trimEnd();
  return out.filter((part) => part !== "");
}

/** A paragraph: p`Write to ${link(email, `mailto:${email}`)}.` */
export const p = (strings: TemplateStringsArray, ...values: Value[]): Block => ({
  kind: "p",
  content: inlines(strings, values),
});

/** One list item's content, for `list(...)`. */
export const item = (strings: TemplateStringsArray, ...values: Value[]): Inline[] =>
  inlines(strings, values);

export const list = (...items: Array<Inline[] | null | false>): Block => ({
  kind: "list",
  items: items.filter((entry): entry is Inline[] => Boolean(entry)),
});

export const strong = (text: string): Inline => ({ kind: "strong", text });
export const code = (text: string): Inline => ({ kind: "code", text });
export const link = (text: string, href: string): Inline => ({ kind: "link", text, href });
export const mailto = (email: string): Inline => link(email, `mailto:${email}`);

/** Label/value rows; a row whose value is null (not configured) is omitted. */
export const facts = (rows: Array<[label: string, value: Inline | Inline[] | null]>): Block => ({
  kind: "facts",
  rows: rows.flatMap(([label, value]) =>
    value === null ? [] : [{ label, value: Array.isArray(value) ? value : [value] }],
  ),
});

export const section = (
  id: string,
  title: string,
  ...blocks: Array<Block | null | false>
): Section => ({
  id,
  title,
  blocks: blocks.filter((block): block is Block => Boolean(block)),
});

/** The sections of a document; optional ones (null, false, "") are left out. */
export const sections = (...entries: Array<Section | null | false | "">): Section[] =>
  entries.filter((entry): entry is Section => Boolean(entry));

/**
 * French typography (typesetFrench): a narrow no-break space before : ; ! ? » and after «, so
 * that punctuation never starts a line. Applied to every text of a French document.
 */
export function frenchSpacing(body: LegalDocumentBody): LegalDocumentBody {
  const fix = typesetFrench;
  const inline = (part: Inline): Inline =>
    typeof part === "string" ? fix(part) : { ...part, text: fix(part.text) };
  const block = (b: Block): Block =>
    b.kind === "p"
      ? { kind: "p", content: b.content.map(inline) }
      : b.kind === "list"
        ? { kind: "list", items: b.items.map((entry) => entry.map(inline)) }
        : {
            kind: "facts",
            rows: b.rows.map((row) => ({ label: fix(row.label), value: row.value.map(inline) })),
          };
  return {
    updated: body.updated,
    intro: body.intro.map(block),
    sections: body.sections.map((s) => ({
      ...s,
      title: fix(s.title),
      blocks: s.blocks.map(block),
    })),
  };
}

/** Plain text of inline content (tests, meta descriptions). */
export function plainText(content: Inline[]): string {
  return content.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
