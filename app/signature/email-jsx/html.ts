// Markup as strings, written the way React's `renderToStaticMarkup` writes it (react-dom
// 19): the same escaping, the same style serialization, the same rules for empty and
// boolean attributes. The email renderer relies on this to produce the HTML React
// produced, byte for byte, without loading React (docs/decisions/014).

/** Markup that is already escaped: what an email JSX element evaluates to. */
export class Html {
  declare readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
}

/** What JSX accepts as children: text is escaped, markup kept, empty values skipped. */
export type EmailNode = Html | string | number | bigint | boolean | null | undefined | EmailNodes;
type EmailNodes = readonly EmailNode[];

/**
 * The CSS properties the templates may use, in React's camel case. A short list on
 * purpose: each one has been checked against the caniemail data (render.test.ts); add one
 * here only with that check.
 */
export type CSSProperties = {
  [Name in
    | "backgroundColor"
    | "border"
    | "borderBottom"
    | "borderLeft"
    | "borderTop"
    | "color"
    | "display"
    | "fontFamily"
    | "fontSize"
    | "fontStyle"
    | "fontWeight"
    | "height"
    | "letterSpacing"
    | "lineHeight"
    | "margin"
    | "maxWidth"
    | "minWidth"
    // Outlook for Windows: line heights exactly as given, not "at least" (its default)
    | "msoLineHeightRule"
    | "padding"
    | "paddingBottom"
    | "paddingLeft"
    | "paddingRight"
    | "paddingTop"
    | "textDecoration"
    | "textTransform"
    | "verticalAlign"
    | "width"]?: string | number | null;
};

// As React does: V8 optimizes this call in a for-in loop over the same object, unlike
// Object.hasOwn.
const isOwn = Object.prototype.hasOwnProperty;

const ESCAPED = /["&'<>]/;
const ESCAPED_ALL = /["&'<>]/g;
const ENTITIES: Record<string, string> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};
const entity = (character: string) => ENTITIES[character]!;

/** Text or an attribute value as React escapes it (the same five characters, same entities). */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, entity) : text;
}

/** Renders children: strings escaped, numbers written, `Html` as is, null/boolean skipped. */
export function childrenHtml(node: EmailNode): string {
  if (typeof node === "string") return escapeHtml(node);
  if (node instanceof Html) return node.html;
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) {
    let html = "";
    for (let index = 0; index < node.length; index++) html += childrenHtml(node[index]);
    return html;
  }
  throw new TypeError(`Not a valid email JSX child: ${Object.prototype.toString.call(node)}`);
}

// React's list of properties whose numbers take no `px` (react-dom 19, `unitlessNumbers`).
const UNITLESS_NUMBERS = new Set(
  (
    "animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth " +
    "boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive " +
    "flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart " +
    "gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight " +
    "opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity " +
    "stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth " +
    "MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp " +
    "msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder " +
    "msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan " +
    "WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup " +
    "WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive " +
    "WebkitFlexShrink WebkitLineClamp"
  ).split(" "),
);

/** `padding-right:` for `paddingRight`: how each property name is written, once. */
const declarationStarts = new Map<string, string>();

function declarationStart(name: string): string {
  let start = declarationStarts.get(name);
  if (start === undefined) {
    // A custom property (`--accent`) keeps its name; `msFlex` becomes `-ms-flex`.
    const css = name.startsWith("--")
      ? name
      : name
          .replace(/([A-Z])/g, "-$1")
          .toLowerCase()
          .replace(/^ms-/, "-ms-");
    start = `${escapeHtml(css)}:`;
    declarationStarts.set(name, start);
  }
  return start;
}

/**
 * ` style="padding-right:16px;color:#111827"` for `{ paddingRight: "16px", color: "#111827" }`:
 * null, undefined, booleans and "" are left out, strings trimmed and escaped, numbers given
 * `px` unless zero, unitless or custom; nothing at all when no property is left.
 */
export function styleAttribute(style: object): string {
  if (typeof style !== "object") throw new TypeError("The style prop expects an object.");
  let css = "";
  for (const name in style) {
    if (!isOwn.call(style, name)) continue;
    const value: unknown = (style as Record<string, unknown>)[name];
    let text: string;
    if (typeof value === "string") {
      if (value === "") continue;
      text = escapeHtml(value.trim());
    } else if (typeof value === "number") {
      text =
        value === 0 || UNITLESS_NUMBERS.has(name) || name.startsWith("--")
          ? String(value)
          : `${value}px`;
    } else if (value === null || value === undefined || typeof value === "boolean") {
      continue;
    } else {
      text = escapeHtml(String(value).trim());
    }
    // A declaration is never empty (it holds a colon), so "" means none yet.
    css = css === "" ? declarationStart(name) + text : `${css};${declarationStart(name)}${text}`;
  }
  return css === "" ? "" : ` style="${css}"`;
}

// React blocks `javascript:` links by replacing them (`sanitizeURL`); the model never lets
// one through, but the runtime keeps React's guard so the two can never differ.
const JAVASCRIPT_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: React's own pattern
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

// React's `isAttributeNameSafe` pattern, as React writes it.
const VALID_ATTRIBUTE_NAME =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: React's pattern, unchanged
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;

/** ` name="` for each attribute name; null for names React would not write. */
const attributeStarts = new Map<string, string | null>();

/**
 * How an attribute is written. Names are lowercased (`cellPadding` → `cellpadding`), as email
 * HTML is usually written; the JSX types only allow names that React writes as they are.
 */
function attributeStart(name: string): string | null {
  let start = attributeStarts.get(name);
  if (start === undefined) {
    const isEventHandler = name.length > 2 && /^on/i.test(name);
    start = isEventHandler || !VALID_ATTRIBUTE_NAME.test(name) ? null : ` ${name.toLowerCase()}="`;
    attributeStarts.set(name, start);
  }
  return start;
}

/**
 * One attribute (not `style`) of a `tag` as React writes it, or "" when React leaves it out:
 * null, undefined, functions, booleans (but in `data-*` and `aria-*`), an empty `src` or
 * `href` (but a link's `href=""`).
 */
function attribute(tag: string, name: string, value: unknown): string {
  const start = attributeStart(name);
  if (start === null) return "";
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "bigint") text = String(value);
  else if (typeof value === "object" && value !== null) text = String(value);
  else if (typeof value === "boolean" && /^(data|aria)-/i.test(name)) text = String(value);
  else return "";
  if (name === "href" || name === "src") {
    if (text === "") return tag === "a" && name === "href" ? ' href=""' : "";
    if (JAVASCRIPT_URL.test(text)) text = BLOCKED_URL;
  }
  return `${start}${escapeHtml(text)}"`;
}

const VALID_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

type Tag = { start: string; end: string | null };
const tags = new Map<string, Tag>();

function tagOf(name: string): Tag {
  let tag = tags.get(name);
  if (tag === undefined) {
    if (!VALID_TAG.test(name)) throw new Error(`Invalid tag: ${name}`);
    tag = { start: `<${name}`, end: VOID_ELEMENTS.has(name) ? null : `</${name}>` };
    tags.set(name, tag);
  }
  return tag;
}

/** `<tag attributes>children</tag>`, or `<tag attributes/>` for a void element. */
export function element(tag: string, props: Record<string, unknown>): Html {
  const { start, end } = tagOf(tag);
  let html = start;
  let children: unknown;
  for (const name in props) {
    if (!isOwn.call(props, name)) continue;
    const value = props[name];
    if (value === undefined || value === null) continue;
    if (name === "children") {
      children = value;
    } else if (name === "style") {
      html += styleAttribute(value as object);
    } else if (typeof value === "number") {
      // Digits, a sign, a dot, `e`, `NaN` or `Infinity`: nothing to escape or to block.
      const attributeName = attributeStart(name);
      if (attributeName !== null) html += `${attributeName}${value}"`;
    } else if (typeof value === "string" && name !== "href" && name !== "src") {
      const attributeName = attributeStart(name);
      if (attributeName !== null) {
        html += ESCAPED.test(value)
          ? `${attributeName}${value.replace(ESCAPED_ALL, entity)}"`
          : `${attributeName}${value}"`;
      }
    } else {
      html += attribute(tag, name, value);
    }
  }
  if (end === null) {
    if (children !== undefined) {
      throw new Error(`${tag} is a self-closing tag and must not have children.`);
    }
    return new Html(`${html}/>`);
  }
  return new Html(`${html}>${childrenHtml(children as EmailNode)}${end}`);
}
