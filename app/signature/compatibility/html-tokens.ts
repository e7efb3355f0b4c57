// The HTML of a signature as a list of tags, read without a DOM so that the compatibility
// checks run the same in the browser and on the server. The renderer writes one strict form
// (below); anything else (comments, other quotes, a lone `<`) is still read, leniently, and
// its tokens are marked as not strict.

/**
 * One token of the renderer's form: a start tag whose attribute values are double-quoted, an
 * end tag, or text.
 */
const STRICT_TOKEN =
  /<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*)\s*(\/?)>|<\/([a-zA-Z][a-zA-Z0-9]*)\s*>|[^<]+/y;
const STRICT_ATTRIBUTE = /\s+([^\s"'<>/=]+)(?:="([^"<>]*)")?/g;

const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
/** A doctype, a CDATA section or a processing instruction. */
const DECLARATION = /<[!?][^>]*(?:>|$)/y;
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const END_TAG = /<\/([a-zA-Z][^\s/>]*)[^>]*>/y;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is text, not markup, as htmlparser2 (doiuse-email's parser) reads. */
const RAW_TEXT = /^(?:script|style|title|textarea)$/i;

/** A name and its value as written (entities not decoded), or undefined for `<td nowrap>`. */
export type HtmlAttribute = [name: string, value: string | undefined];

export type HtmlToken =
  | {
      type: "start";
      /** as written: not lowercased */
      name: string;
      attributes: HtmlAttribute[];
      selfClosing: boolean;
      strict: boolean;
    }
  | { type: "end"; name: string; strict: boolean }
  | { type: "text"; text: string; strict: boolean }
  /** a comment, doctype, CDATA section or processing instruction */
  | { type: "other"; text: string; strict: false };

/** The tokens of `html`, in order; the content of `<style>`, `<script>`… is one text token. */
export function* tokenizeHtml(html: string): Generator<HtmlToken> {
  let position = 0;
  while (position < html.length) {
    const token = strictToken(html, position) ?? lenientToken(html, position);
    position += token.length;
    yield token.token;
    if (token.token.type === "start" && RAW_TEXT.test(token.token.name)) {
      const end = html.slice(position).search(new RegExp(`</${token.token.name}[\\s/>]`, "i"));
      const text = end === -1 ? html.slice(position) : html.slice(position, position + end);
      if (text !== "") yield { type: "text", text, strict: false };
      position += text.length;
    }
  }
}

type Read = { token: HtmlToken; length: number };

function strictToken(html: string, position: number): Read | null {
  STRICT_TOKEN.lastIndex = position;
  const match = STRICT_TOKEN.exec(html);
  if (match === null) return null;
  const [text, name, attributes, slash, endName] = match;
  const length = text.length;
  if (endName !== undefined) return { token: { type: "end", name: endName, strict: true }, length };
  if (name === undefined) return { token: { type: "text", text, strict: true }, length };
  const list = [...attributes!.matchAll(STRICT_ATTRIBUTE)].map(
    ([, attribute, value]): HtmlAttribute => [attribute!, value],
  );
  const token = { type: "start", name, attributes: list, selfClosing: slash === "/", strict: true };
  return { token: token as HtmlToken, length };
}

function lenientToken(html: string, position: number): Read {
  for (const pattern of [COMMENT, DECLARATION]) {
    pattern.lastIndex = position;
    const match = pattern.exec(html);
    if (match)
      return { token: { type: "other", text: match[0], strict: false }, length: match[0].length };
  }
  END_TAG.lastIndex = position;
  const end = END_TAG.exec(html);
  if (end) return { token: { type: "end", name: end[1]!, strict: false }, length: end[0].length };
  START_TAG.lastIndex = position;
  const start = START_TAG.exec(html);
  if (start) {
    const [text, name, inside] = start;
    const attributes = [...inside!.matchAll(ATTRIBUTE)].map(
      ([, attribute, double, single, bare]): HtmlAttribute => [
        attribute!,
        double ?? single ?? bare,
      ],
    );
    const selfClosing = /\/\s*$/.test(inside!);
    return {
      token: { type: "start", name: name!, attributes, selfClosing, strict: false },
      length: text.length,
    };
  }
  return { token: { type: "text", text: "<", strict: false }, length: 1 };
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** An attribute value as a browser reads it: character references decoded (a few names). */
export function decodeAttribute(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g,
    (reference, dec, hex, name) => {
      if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    },
  );
}
