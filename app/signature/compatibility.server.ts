// What of a signature's HTML the main email clients do not support, as {feature, client}
// pairs: the caniemail checker of the report (compatibility/check.ts), kept by the HTML's
// "shape" on the server, where the batch checks hundreds of people of one design.
//
// Results are kept by the signature's "shape" (compatibilityShape below): what the check
// reads, without the person's words, links and colours, which it never reads
// (docs/decisions/014; compatibility.server.test.ts proves it on every template).
import { checkEmailCompatibility, TOLERATED_FEATURES } from "./compatibility/check.ts";
import { tokenizeHtml } from "./compatibility/html-tokens.ts";

export { TOLERATED_FEATURES };

export type CompatibilityProblem = {
  /** caniemail's feature title, e.g. "border-radius" or "<wbr> element" */
  feature: string;
  /** e.g. "outlook.windows" */
  client: string;
};

/** Everything in `html` that one of the clients does not support, tolerated features aside. */
export function checkCompatibility(html: string): CompatibilityProblem[] {
  const shape = compatibilityShape(html);
  if (shape === null) return computeCompatibility(html);
  let problems = cache.get(shape);
  if (problems === undefined) {
    problems = computeCompatibility(html);
    remember(shape, problems);
  } else {
    // Most recently used last: the first key is the one to forget.
    cache.delete(shape);
    cache.set(shape, problems);
  }
  return problems.map((problem) => ({ ...problem }));
}

let computed = 0;

/** How many checks actually ran since the process started (the rest came from the cache). */
export function compatibilityChecksRun(): number {
  return computed;
}

/** The check itself, every time (checkCompatibility remembers its results). */
export function computeCompatibility(html: string): CompatibilityProblem[] {
  computed += 1;
  const problems: CompatibilityProblem[] = [];
  for (const finding of checkEmailCompatibility(html)) {
    if (finding.support !== "n") continue;
    for (const client of finding.clients) problems.push({ feature: finding.feature, client });
  }
  return problems;
}

/** Results kept for this many shapes (a few kB each), the least recently used forgotten. */
export const COMPATIBILITY_CACHE_SIZE = 1_000;
const cache = new Map<string, CompatibilityProblem[]>();

function remember(shape: string, problems: CompatibilityProblem[]) {
  cache.set(shape, problems);
  if (cache.size > COMPATIBILITY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

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
