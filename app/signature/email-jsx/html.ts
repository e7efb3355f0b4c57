// Markup as strings, written the way React's `renderToStaticMarkup` writes it (react-dom
// 19): the same escaping, the same style serialization, the same rules for empty and
// boolean attributes. The email renderer relies on this to produce the HTML React
// produced, byte for byte, without loading React (docs/decisions/014).

/** Markup that is already escaped: what an email JSX element evaluates to. */
export class Html {
  readonly html: string;
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
    | "borderLeft"
    | "borderTop"
    | "color"
    | "display"
    | "fontFamily"
    | "fontSize"
    | "fontStyle"
    | "fontWeight"
    | "letterSpacing"
    | "lineHeight"
    | "margin"
    | "maxWidth"
    | "padding"
    | "paddingBottom"
    | "paddingLeft"
    | "paddingRight"
    | "paddingTop"
    | "textDecoration"
    | "textTransform"]?: string | number | null;
};

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
  if (typeof node === "number" || typeof node === "bigint") return `${node}`;
  if (Array.isArray(node)) {
    let html = "";
    for (const child of node as EmailNodes) html += childrenHtml(child);
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

const cssNames = new Map<string, string>();

/** `paddingRight` → `padding-right`, `msFlex` → `-ms-flex`, as React writes property names. */
function cssName(name: string): string {
  let css = cssNames.get(name);
  if (css === undefined) {
    css = escapeHtml(
      name
        .replace(/([A-Z])/g, "-$1")
        .toLowerCase()
        .replace(/^ms-/, "-ms-"),
    );
    cssNames.set(name, css);
  }
  return css;
}

/**
 * ` style="padding-right:16px;color:#111827"` for `{ paddingRight: "16px", color: "#111827" }`:
 * null, undefined, booleans and "" are left out, strings trimmed and escaped, numbers given
 * `px` unless zero or unitless; nothing at all when no property is left.
 */
export function styleAttribute(style: object): string {
  if (typeof style !== "object") throw new TypeError("The style prop expects an object.");
  let declarations = "";
  let first = true;
  for (const name in style) {
    if (!Object.hasOwn(style, name)) continue;
    const value: unknown = (style as Record<string, unknown>)[name];
    if (value === null || value === undefined || typeof value === "boolean" || value === "") {
      continue;
    }
    let css: string;
    if (name.startsWith("--")) {
      css = `${escapeHtml(name)}:${escapeHtml(String(value).trim())}`;
    } else if (typeof value === "number") {
      css = `${cssName(name)}:${value === 0 || UNITLESS_NUMBERS.has(name) ? `${value}` : `${value}px`}`;
    } else {
      css = `${cssName(name)}:${escapeHtml(String(value).trim())}`;
    }
    if (first) {
      declarations = css;
      first = false;
    } else {
      declarations += `;${css}`;
    }
  }
  return first ? "" : ` style="${declarations}"`;
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

/** One attribute as React writes it, or "" when React leaves it out. */
export function attribute(name: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (name === "style") return styleAttribute(value as object);
  const type = typeof value;
  if (type === "function" || type === "symbol" || type === "boolean") return "";
  const start = attributeStart(name);
  if (start === null) return "";
  let text = `${value as string | number}`;
  if (name === "href" || name === "src") {
    if (text === "") return "";
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

/** `<tag attributes>children</tag>`, or `<tag attributes/>` for a void element. */
export function element(tag: string, props: Record<string, unknown>): Html {
  if (!VALID_TAG.test(tag)) throw new Error(`Invalid tag: ${tag}`);
  let html = `<${tag}`;
  for (const name in props) {
    if (name === "children" || !Object.hasOwn(props, name)) continue;
    const value = props[name];
    // React drops an empty `src` or `href`, except a link's `href=""` (the page itself).
    html += tag === "a" && name === "href" && value === "" ? ' href=""' : attribute(name, value);
  }
  const children = props.children as EmailNode;
  if (VOID_ELEMENTS.has(tag)) {
    if (children !== null && children !== undefined) {
      throw new Error(`${tag} is a self-closing tag and must not have children.`);
    }
    return new Html(`${html}/>`);
  }
  return new Html(`${html}>${childrenHtml(children)}</${tag}>`);
}
