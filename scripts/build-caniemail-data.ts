// Writes app/signature/compatibility/caniemail-data.generated.ts, the part of the caniemail
// data that app/signature/compatibility/check.ts reads, from the copy that doiuse-email ships,
// and caniemail-signature-data.generated.ts, its cut to what signature HTML can show
// (signature-vocabulary.ts), which the editor's report downloads (check-signature.ts).
// Run after upgrading doiuse-email or changing the vocabulary, and commit the result
// (caniemail-data.test.ts fails until then):
//   node scripts/build-caniemail-data.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  SIGNATURE_VOCABULARY,
  type Vocabulary,
} from "../app/signature/compatibility/signature-vocabulary.ts";

export const CANIEMAIL_JSON = "node_modules/doiuse-email/data/can-i-email.json";
export const CANIEMAIL_MODULE = "app/signature/compatibility/caniemail-data.generated.ts";
/** The same data cut to what signature HTML can show: what the editor's report downloads. */
export const CANIEMAIL_SIGNATURE_MODULE =
  "app/signature/compatibility/caniemail-signature-data.generated.ts";

/** The client families of the report, in its order. */
const FAMILIES = ["gmail", "outlook", "apple-mail", "yahoo"] as const;

/** A note longer than this is left to the feature's page (its number is kept). */
export const NOTE_MAX_LENGTH = 240;

/** How a feature shows in inline-styled HTML (check.ts reads each kind). */
type Match =
  | { elements: string[] }
  | { attributes: string[] }
  | { elementAttributes: ElementAttribute[] }
  | { properties: string[] }
  | { declaration: { property: string; value: string } }
  | { unit: string }
  | { functions: string[] }
  | { keyword: string };
type ElementAttribute = {
  element: string;
  attribute: string;
  equals?: string;
  startsWith?: string;
};

type Json = string | number | boolean | null | Json[] | Map<string, Json>;

/**
 * How doiuse-email 0.4.1 (utils/titles/*.js) reads a feature's title, with its bugs fixed
 * where they keep a feature from ever being found (check.test.ts lists what that changes):
 * - a CSS property is looked up only when a title is exactly its name, so `width property`,
 *   `height property`, `min-width property`, `left, right, top, bottom`… were never found;
 * - functions (`rgba()`, `linear-gradient()`, `calc()`, `var()`…) were never found: its lookup
 *   compares the names in a value with feature titles;
 * - `Embedded <svg> image` is the `<svg>` element (doiuse-email looks for `<image>`), and
 *   `<def> element` is `<dfn>` (caniemail's slug says so).
 * Style sheets, selectors and at-rules are not read (the renderer writes inline styles only),
 * nor image formats (every image is a PNG served by Paraph).
 */
export function matchOf(feature: { slug: string; title: string; category: string }): Match | null {
  const { slug, title, category } = feature;
  if (category === "html") {
    if (title === "address") return { elements: ["address"] };
    if (title === "HTML5 semantics") {
      return {
        elements: [
          "article",
          "aside",
          "details",
          "figcaption",
          "figure",
          "footer",
          "header",
          "main",
          "mark",
          "nav",
          "section",
          "summary",
          "time",
        ],
      };
    }
    if (title === "Image maps") return { elements: ["map"] };
    if (slug === "html-svg") return { elements: ["svg"] };
    if (slug === "html-dfn") return { elements: ["dfn"] };
    if (title === "Local anchors") {
      return {
        elementAttributes: [
          { element: "a", attribute: "href", startsWith: "#" },
          { element: "a", attribute: "name" },
        ],
      };
    }
    if (title === "mailto: links") {
      return { elementAttributes: [{ element: "a", attribute: "href", startsWith: "mailto:" }] };
    }
    const pair = /<(\w+) (\w+)="(\w+)"> element/.exec(title);
    if (pair) {
      return { elementAttributes: [{ element: pair[1]!, attribute: pair[2]!, equals: pair[3]! }] };
    }
    const element = /<(\w+)>/.exec(title);
    if (element) return { elements: [element[1]!] };
    if (title === "srcset and sizes attributes") return { attributes: ["srcset", "sizes"] };
    if (title.endsWith(" attribute")) return { attributes: [title.replace(/ attribute$/, "")] };
    return null; // HTML5 doctype: no element of a signature's fragment
  }
  if (category !== "css") return null;
  if (title.startsWith(":") || title.startsWith("@") || slug.startsWith("css-pseudo-")) {
    return null; // selectors and at-rules: style sheets only
  }
  if (title === "left, right, top, bottom") {
    return { properties: ["left", "right", "top", "bottom"] };
  }
  const property = title
    .trim()
    .replace(/ shorthand$/, "")
    .replace(/ property$/, "");
  if (/^[a-z-]+$/.test(property)) return { properties: [property] };
  const declaration = /([a-z-]+):\s*([a-z-]+)/.exec(title);
  if (declaration) return { declaration: { property: declaration[1]!, value: declaration[2]! } };
  if (title.endsWith(" unit")) return { unit: title.replace(/ unit$/, "") };
  if (title.endsWith(" keyword")) return { keyword: title.replace(/ keyword$/, "") };
  if (title === "CSS Variables (Custom Properties)") return { functions: ["var"] };
  const functions = [...title.matchAll(/([a-z-]+)\(\)/g)].map((match) => match[1]!);
  if (functions.length > 0) return { functions };
  return null; // a selector kind, or a description (`css column properties`, `CSS Nesting`…)
}

type Verdict = { support: "y" | "n" | "a"; notes: number[] };

/**
 * The verdict of the latest tested version: the last one listed (caniemail lists them oldest
 * first; doiuse-email sorts them as strings, so iOS 6.1 comes after 12.2), skipping `u`
 * (untested, which doiuse-email counts as partial support). Null when nothing was tested.
 */
export function latestVerdict(versions: Map<string, Json> | undefined): Verdict | null {
  const verdicts = [...(versions?.values() ?? [])].map(String).reverse();
  const tested = verdicts.find((verdict) => !verdict.startsWith("u"));
  if (tested === undefined) return null;
  const support = tested[0];
  if (support !== "y" && support !== "n" && support !== "a") {
    throw new Error(`unknown caniemail verdict "${tested}"`);
  }
  return { support, notes: [...tested.matchAll(/#(\d+)/g)].map((match) => Number(match[1])) };
}

/** The module's source text from the caniemail JSON's text. */
/** Whether HTML written with `vocabulary` can show a feature matched so. */
export function canShow(match: Match, vocabulary: Vocabulary): boolean {
  const { elements, attributes, properties } = vocabulary;
  if ("elements" in match) return match.elements.some((name) => elements.includes(name));
  if ("attributes" in match) return match.attributes.some((name) => attributes.includes(name));
  if ("elementAttributes" in match) {
    return match.elementAttributes.some(
      (rule) => elements.includes(rule.element) && attributes.includes(rule.attribute),
    );
  }
  if ("properties" in match) return match.properties.some((name) => properties.includes(name));
  if ("declaration" in match) return properties.includes(match.declaration.property);
  // Units, functions and keywords are in values, which are not listed: kept.
  return true;
}

/** The data module; with a `vocabulary`, only the features HTML written with it can show. */
export function buildCaniemailModule(jsonText: string, vocabulary?: Vocabulary): string {
  const dataset = parseOrderedJson(jsonText) as Map<string, Json>;
  const features = dataset.get("data") as Map<string, Json>[];
  const clients = FAMILIES.flatMap((family) => {
    const platforms = new Set<string>();
    for (const feature of features) {
      const stats = (feature.get("stats") as Map<string, Json>).get(family) as Map<string, Json>;
      for (const platform of stats?.keys() ?? []) platforms.add(platform);
    }
    return [...platforms].map((platform) => `${family}.${platform}`);
  });
  const titles = new Set<string>();
  const entries: string[] = [];
  for (const feature of features) {
    const slug = feature.get("slug") as string;
    const title = feature.get("title") as string;
    const match = matchOf({ slug, title, category: feature.get("category") as string });
    if (match === null || (vocabulary && !canShow(match, vocabulary))) continue;
    const stats = feature.get("stats") as Map<string, Json>;
    const verdicts = clients.map((client) => {
      const [family, platform] = client.split(".") as [string, string];
      const versions = (stats.get(family) as Map<string, Json> | undefined)?.get(platform);
      return latestVerdict(versions as Map<string, Json> | undefined);
    });
    // Features every client supports never make a finding.
    if (verdicts.every((verdict) => verdict === null || verdict.support === "y")) continue;
    if (titles.has(title)) throw new Error(`two features titled "${title}"`);
    titles.add(title);
    const noteTexts = (feature.get("notes_by_num") as Map<string, Json> | null) ?? new Map();
    const notes = new Map<number, string>();
    const support = verdicts.map((verdict) => {
      if (verdict === null) return "-";
      if (verdict.support === "y") return "y";
      for (const number of verdict.notes) {
        const text = noteTexts.get(String(number));
        if (typeof text === "string" && text.length <= NOTE_MAX_LENGTH) notes.set(number, text);
      }
      return `${verdict.support}${verdict.notes.join(",")}`;
    });
    const url = feature.get("url") as string;
    const lines = [
      `    slug: ${quote(slug)},`,
      `    title: ${quote(title)},`,
      ...(url === caniemailUrl(slug) ? [] : [`    url: ${quote(url)},`]),
      `    match: ${formatMatch(match)},`,
      `    support: ${quote(support.join(" "))},`,
    ];
    if (notes.size > 0) {
      lines.push("    notes: {");
      for (const [number, text] of [...notes].sort(([a], [b]) => a - b)) {
        lines.push(`      ${number}: ${quote(text)},`);
      }
      lines.push("    },");
    }
    entries.push(`  {\n${lines.join("\n")}\n  },`);
  }
  return `// Generated by \`node scripts/build-caniemail-data.ts\` from
// ${CANIEMAIL_JSON} (caniemail API ${dataset.get("api_version")}): do not edit.
// Only the features ${vocabulary ? "signature HTML (signature-vocabulary.ts)" : "inline-styled HTML"} can use that some client below does not fully support.

/** When caniemail's data was last updated. */
export const CANIEMAIL_LAST_UPDATE = ${quote(dataset.get("last_update_date") as string)};

/** The client families, in the report's order. */
export const CANIEMAIL_FAMILIES = [${FAMILIES.map(quote).join(", ")}] as const;

/** The clients of those families, in the order of each feature's \`support\`. */
export const CANIEMAIL_CLIENTS = [
${clients.map((client) => `  ${quote(client)},`).join("\n")}
] as const;

export type CaniemailClient = (typeof CANIEMAIL_CLIENTS)[number];

/** How a feature shows in the HTML (derived from its title by scripts/build-caniemail-data.ts). */
export type CaniemailMatch =
  /** a start tag of one of these names */
  | { elements: readonly string[] }
  /** an attribute of one of these names on any element */
  | { attributes: readonly string[] }
  /** an element with this attribute: any value, one equal to \`equals\`, or one starting so */
  | {
      elementAttributes: readonly {
        element: string;
        attribute: string;
        equals?: string;
        startsWith?: string;
      }[];
    }
  /** an inline style declaring one of these properties */
  | { properties: readonly string[] }
  /** an inline style declaring this property with exactly this value */
  | { declaration: { property: string; value: string } }
  /** a number followed by this unit in a style's value (\`initial\`: the word) */
  | { unit: string }
  /** a call of one of these functions in a style's value */
  | { functions: readonly string[] }
  /** this text in a style's value */
  | { keyword: string };

export type CaniemailFeature = {
  slug: string;
  /** caniemail's title, e.g. "border-radius" or "<wbr> element" */
  title: string;
  /** when not https://www.caniemail.com/features/{slug}/ */
  url?: string;
  match: CaniemailMatch;
  /**
   * One verdict per client of CANIEMAIL_CLIENTS, space-separated, from the latest tested
   * version: \`y\` supported, \`n\` not supported, \`a\` partially, \`-\` never tested; \`n\` and \`a\`
   * followed by the numbers of their notes, e.g. \`a1,2\`.
   */
  support: string;
  /** caniemail's notes by number, those of ${NOTE_MAX_LENGTH} characters or fewer */
  notes?: Readonly<Record<number, string>>;
};

export const CANIEMAIL_FEATURES: readonly CaniemailFeature[] = [
${entries.join("\n")}
];
`;
}

export function caniemailUrl(slug: string): string {
  return `https://www.caniemail.com/features/${slug}/`;
}

function formatMatch(match: Match): string {
  const [[kind, value]] = Object.entries(match) as [[string, unknown]];
  if (kind === "elementAttributes") {
    const items = (value as ElementAttribute[]).map((item) => {
      const fields = Object.entries(item).map(([key, text]) => `${key}: ${quote(text)}`);
      return `{ ${fields.join(", ")} }`;
    });
    const inline = `{ ${kind}: [${items.join(", ")}] }`;
    if (inline.length <= 100 - "    match: ,".length) return inline;
    return `{\n      ${kind}: [\n${items.map((item) => `        ${item},`).join("\n")}\n      ],\n    }`;
  }
  if (kind === "declaration") {
    const { property, value: text } = value as { property: string; value: string };
    return `{ declaration: { property: ${quote(property)}, value: ${quote(text)} } }`;
  }
  if (Array.isArray(value)) {
    const inline = `{ ${kind}: [${value.map(quote).join(", ")}] }`;
    if (inline.length <= 100 - "    match: ,".length) return inline;
    return `{\n      ${kind}: [\n${value.map((item) => `        ${quote(item)},`).join("\n")}\n      ],\n    }`;
  }
  return `{ ${kind}: ${quote(value as string)} }`;
}

/** A string literal as Biome writes it: double quotes unless that needs more escapes. */
function quote(text: string): string {
  const double = JSON.stringify(text);
  if (!text.includes('"') || text.includes("'")) return double;
  return `'${double.slice(1, -1).replaceAll('\\"', '"')}'`;
}

/**
 * JSON.parse, except that objects are Maps in the order of the text: JavaScript objects list
 * integer keys first, and caniemail's versions ("12", "13", "10.3"…) are in release order.
 */
export function parseOrderedJson(text: string): Json {
  const TOKEN =
    /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\]:,]))/y;
  let position = 0;
  const next = () => {
    TOKEN.lastIndex = position;
    const token = TOKEN.exec(text);
    if (token === null) throw new SyntaxError(`JSON: unexpected text at ${position}`);
    position = TOKEN.lastIndex;
    return token;
  };
  const expect = (punctuation: string) => {
    if (next()[4] !== punctuation) throw new SyntaxError(`JSON: "${punctuation}" expected`);
  };
  const value = (token = next()): Json => {
    const [, string, number, literal, punctuation] = token;
    if (string !== undefined) return JSON.parse(string) as string;
    if (number !== undefined) return Number(number);
    if (literal !== undefined) return JSON.parse(literal) as boolean | null;
    if (punctuation === "[") {
      const array: Json[] = [];
      let item = next();
      while (item[4] !== "]") {
        array.push(value(item));
        item = next();
        if (item[4] === ",") item = next();
      }
      return array;
    }
    if (punctuation === "{") {
      const object = new Map<string, Json>();
      let key = next();
      while (key[4] !== "}") {
        if (key[1] === undefined) throw new SyntaxError("JSON: key expected");
        expect(":");
        object.set(JSON.parse(key[1]) as string, value());
        key = next();
        if (key[4] === ",") key = next();
      }
      return object;
    }
    throw new SyntaxError(`JSON: unexpected "${punctuation}"`);
  };
  const result = value();
  if (text.slice(position).trim() !== "") throw new SyntaxError("JSON: text after the value");
  return result;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "..");
  const json = readFileSync(path.join(root, CANIEMAIL_JSON), "utf8");
  for (const [file, vocabulary] of [
    [CANIEMAIL_MODULE, undefined],
    [CANIEMAIL_SIGNATURE_MODULE, SIGNATURE_VOCABULARY],
  ] as const) {
    const source = buildCaniemailModule(json, vocabulary);
    writeFileSync(path.join(root, file), source);
    const count = source.match(/^ {4}slug: /gm)?.length ?? 0;
    console.log(`${file}: ${count} features, ${source.length} bytes`);
  }
}
