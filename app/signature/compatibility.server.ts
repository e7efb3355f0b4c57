// Compatibility of a signature's HTML with the main email clients, from the caniemail
// data bundled in `doiuse-email`. Server-only: the package carries ~650 kB of data and a
// CSS library that reaches for Node's `fs`, which the browser bundle must not include.
//
// A check costs 2–3 ms, and POST /api/v1/render runs one per request, so results are kept
// by the signature's "shape" (compatibilityShape below): what the check reads, without the
// person's words, links and colours, which it never reads (docs/decisions/014).
import { createRequire } from "node:module";
import { TOLERATED_FEATURES } from "./compatibility/check.ts";
import { tokenizeHtml } from "./compatibility/html-tokens.ts";

export { TOLERATED_FEATURES };

type DoiuseEmail = typeof import("doiuse-email");
let doiuseEmail: DoiuseEmail | undefined;
/** Loaded at the first check rather than at the server's start (~45 ms of it). */
const loadDoiuseEmail = () =>
  (doiuseEmail ??= createRequire(import.meta.url)("doiuse-email") as DoiuseEmail);

export const COMPATIBILITY_CLIENTS = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"];

export type CompatibilityProblem = {
  /** caniemail's feature title, e.g. "border-radius" or "<wbr> element" */
  feature: string;
  /** e.g. "outlook.windows" */
  client: string;
};

const ERROR = /^`(.+)` is not supported by `(.+)`$/;

/** Everything in `html` that one of the clients does not support, tolerated features aside. */
export function checkCompatibility(html: string): CompatibilityProblem[] {
  const shape = compatibilityShape(html);
  if (shape === null) return computeCompatibility(html);
  let problems = cache.get(shape);
  if (problems === undefined) {
    problems = computeCompatibility(html);
    if (problems.some((problem) => problem.client === "*")) return problems;
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
  let result: ReturnType<DoiuseEmail["doIUseEmail"]>;
  try {
    result = loadDoiuseEmail().doIUseEmail(html, { emailClients: COMPATIBILITY_CLIENTS });
  } catch (error) {
    return [{ feature: `check failed: ${(error as Error).message}`, client: "*" }];
  }
  if (result.success) return [];
  const problems: CompatibilityProblem[] = [];
  for (const message of result.errors) {
    const match = ERROR.exec(message);
    const problem = match
      ? { feature: match[1]!, client: match[2]! }
      : { feature: message, client: "*" };
    if (!(TOLERATED_FEATURES as readonly string[]).includes(problem.feature)) {
      problems.push(problem);
    }
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
 * function fully understands (then nothing is cached). doiuse-email 0.4 reads tag names,
 * attribute names, a link's `href` only for `#…` and `mailto:`, a few `type` values, and
 * in styles the property names, functions, units after a digit, `!important` and a few
 * exact values (`display:flex`…); never text, and never a colour's digits
 * (compatibility.server.test.ts checks this against its data). So text is dropped, `src`
 * and `alt` emptied, `href` reduced to its kind, and hex colours written `#0`.
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
