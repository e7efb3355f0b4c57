// What the caniemail check reads of a signature's HTML, without the person's words, links and
// colours: two signatures of one shape get the same findings. The server keeps its results by
// shape (compatibility.server.ts); the editor reuses the server's findings for the page's first
// signature until its shape changes (app/editor/use-compatibility-report.ts).
import { tokenizeHtml } from "./html-tokens.ts";

/** Elements whose content is not markup (a style sheet is read by the check). */
const RAW_TEXT =
  /^(?:script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)$/i;
/** A hex colour as a whole value or word of a value (not `&#039;`, not `#abc%`). */
const HEX_COLOR = /(^|[\s:,(])#[0-9a-fA-F]{3,8}(?=[\s;,)!]|$)/g;

/**
 * What the caniemail check depends on in `html`, or null when `html` is not markup this
 * function fully understands (then nothing is cached). The checker reads tag names,
 * attribute names, a link's `href` only for `#…` and `mailto:`, a few `type` values, and
 * in styles the property names, functions, units after a digit, `!important` and a few
 * exact values (`display:flex`…); never text, and never a colour's digits
 * (compatibility.server.test.ts checks this against its data and on every template). So
 * text is dropped, `src` and `alt` emptied, `href` reduced to its kind, and hex colours
 * written `#0`.
 */
export function compatibilityShape(html: string): string | null {
  let shape = "";
  for (const token of tokenizeHtml(html)) {
    // Only the renderer's own form: double-quoted values, no comment, no lone `<`.
    if (!token.strict) return null;
    if (token.type === "end") {
      shape += `</${token.name}>`;
    } else if (token.type === "start") {
      if (RAW_TEXT.test(token.name)) return null;
      shape += `<${token.name}`;
      for (const [name, value] of token.attributes) {
        shape += value === undefined ? ` ${name}` : ` ${name}="${valueShape(name, value)}"`;
      }
      shape += token.selfClosing ? "/>" : ">";
    }
  }
  return shape;
}

function valueShape(name: string, value: string): string {
  switch (name.toLowerCase()) {
    case "style":
    case "bgcolor":
      return value.replace(HEX_COLOR, "$1#0");
    case "src":
    case "alt":
      return "";
    case "href":
      if (value.startsWith("mailto:")) return "mailto:";
      if (value.startsWith("#")) return "#";
      return /^(?:https?|tel):/i.test(value) ? "link:" : value;
    default:
      return value;
  }
}
