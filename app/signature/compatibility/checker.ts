// What of an HTML the main email clients do not fully support, from a cut of caniemail's data:
// the checker, without its data. Pure and isomorphic, no DOM. It reads HTML as doiuse-email does
// on the server (compatibility.server.ts), bugs aside (check.test.ts lists the differences).
// With all the data: check.ts (the server, the tests); with what signature HTML can show:
// check-signature.ts (the editor's report, loaded lazily).
import type { CaniemailFeature } from "./caniemail-data.generated.ts";
import { CANIEMAIL_FAMILIES } from "./caniemail-signature-data.generated.ts";
import { decodeAttribute, tokenizeHtml } from "./html-tokens.ts";

/** One cut of caniemail's data, as a generated module exports it. */
export type CaniemailData = {
  CANIEMAIL_CLIENTS: readonly string[];
  CANIEMAIL_FEATURES: readonly CaniemailFeature[];
};

export const CLIENT_FAMILIES = CANIEMAIL_FAMILIES;
export type ClientFamily = (typeof CLIENT_FAMILIES)[number];

/**
 * Features that some clients flag but that change nothing in a signature, listed here once:
 * - `role` (`role="presentation"` on layout tables) and `target` on links: ignored harmlessly;
 * - the `height` property on images: Yahoo reads it as `min-height`, the same for an image
 *   whose `height` attribute already fixes it;
 * - `min-width` on the photo: Outlook for Windows ignores it and keeps the `width` attribute,
 *   which is what it guards against other clients shrinking.
 * Everything else flagged changes the rendering.
 */
export const TOLERATED_FEATURES = [
  "role attribute",
  "target attribute",
  "height property",
  "min-width property",
] as const;

export type CompatibilityFinding = {
  /** caniemail's title, e.g. "border-radius" or "<wbr> element" */
  feature: string;
  slug: string;
  /** the feature's caniemail page */
  url: string;
  family: ClientFamily;
  /** the family's clients with this support, e.g. ["outlook.windows", "outlook.windows-mail"] */
  clients: string[];
  /** `n` not supported, `a` partially supported */
  support: "n" | "a";
  /** caniemail's notes about these clients (the short ones; the page has them all) */
  notes?: string[];
};

export type FamilySummary = { family: ClientFamily; errors: number; warnings: number };

/**
 * A check of HTML against `data`: every feature of the HTML that a client of the four families
 * does not fully support (the index of the features is built at the first check).
 */
export function compatibilityChecker(
  data: CaniemailData,
): (html: string) => CompatibilityFinding[] {
  let index: Index | undefined;
  return (html) => {
    index ??= buildIndex(data.CANIEMAIL_FEATURES);
    const findings: CompatibilityFinding[] = [];
    for (const feature of featuresUsed(html, index)) {
      if ((TOLERATED_FEATURES as readonly string[]).includes(feature.title)) continue;
      findings.push(...findingsOf(feature, data.CANIEMAIL_CLIENTS));
    }
    return findings;
  };
}

/** Per family, in the report's order: features not supported (errors) and partly (warnings). */
export function summarize(findings: readonly CompatibilityFinding[]): FamilySummary[] {
  return CLIENT_FAMILIES.map((family) => {
    const own = findings.filter((finding) => finding.family === family);
    return {
      family,
      errors: own.filter((finding) => finding.support === "n").length,
      warnings: own.filter((finding) => finding.support === "a").length,
    };
  });
}

function findingsOf(
  feature: CaniemailFeature,
  clientsOfData: readonly string[],
): CompatibilityFinding[] {
  const verdicts = feature.support.split(" ");
  const url = feature.url ?? `https://www.caniemail.com/features/${feature.slug}/`;
  const findings: CompatibilityFinding[] = [];
  for (const family of CLIENT_FAMILIES) {
    for (const support of ["n", "a"] as const) {
      const clients: string[] = [];
      const notes = new Set<string>();
      clientsOfData.forEach((client, index) => {
        const verdict = verdicts[index]!;
        if (verdict[0] !== support || !client.startsWith(`${family}.`)) return;
        clients.push(client);
        for (const number of verdict.slice(1).split(",")) {
          const text = feature.notes?.[Number(number)];
          if (text !== undefined) notes.add(text);
        }
      });
      if (clients.length === 0) continue;
      const { title, slug } = feature;
      const finding: CompatibilityFinding = { feature: title, slug, url, family, clients, support };
      if (notes.size > 0) finding.notes = [...notes];
      findings.push(finding);
    }
  }
  return findings;
}

/** The features of the data that `html` uses, in the order first met. */
function featuresUsed(html: string, index: Index): Set<CaniemailFeature> {
  const used = new Set<CaniemailFeature>();
  const use = (features: readonly CaniemailFeature[] | undefined) => {
    for (const feature of features ?? []) used.add(feature);
  };
  for (const token of tokenizeHtml(html)) {
    if (token.type !== "start") continue;
    const element = token.name.toLowerCase();
    use(index.elements.get(element));
    // The first of two attributes of one name counts, as in browsers.
    const attributes = new Map<string, string>();
    for (const [name, value] of token.attributes) {
      const key = name.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decodeAttribute(value ?? ""));
    }
    for (const name of attributes.keys()) use(index.attributes.get(name));
    for (const rule of index.elementAttributes.get(element) ?? []) {
      const value = attributes.get(rule.attribute);
      if (value === undefined) continue;
      if (rule.equals !== undefined && value !== rule.equals) continue;
      if (rule.startsWith !== undefined && !value.startsWith(rule.startsWith)) continue;
      used.add(rule.feature);
    }
    const style = attributes.get("style");
    if (style === undefined) continue;
    for (const [property, value] of declarations(style)) {
      use(index.properties.get(property));
      // `display:flex !important` is `display:flex` (doiuse-email compares the whole value).
      const plain = value.replace(/\s*!\s*important\s*$/i, "").toLowerCase();
      use(index.declarations.get(`${property}:${plain}`));
      for (const [, name] of value.toLowerCase().matchAll(/([a-z-]+)\(/g)) {
        use(index.functions.get(name!));
      }
      for (const { pattern, feature } of index.units) if (pattern.test(value)) used.add(feature);
      for (const { keyword, feature } of index.keywords) {
        if (value.includes(keyword)) used.add(feature);
      }
    }
  }
  return used;
}

/**
 * The declarations of a `style` attribute: the last value of a property kept and empty values
 * skipped, as style-to-object (doiuse-email's parser) does; property names lowercased, as CSS
 * ignores their case; a declaration without a colon skipped (style-to-object throws).
 */
export function declarations(style: string): Map<string, string> {
  const result = new Map<string, string>();
  const text = style.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "");
  // `;` ends a declaration outside quotes and parentheses (`url(data:…;base64,…)`).
  for (const [declaration] of text.matchAll(/(?:"[^"]*"?|'[^']*'?|\([^)]*\)?|[^;"'(])+/g)) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (property !== "" && value !== "") result.set(property, value);
  }
  return result;
}

type Index = {
  elements: Map<string, CaniemailFeature[]>;
  attributes: Map<string, CaniemailFeature[]>;
  elementAttributes: Map<
    string,
    { attribute: string; equals?: string; startsWith?: string; feature: CaniemailFeature }[]
  >;
  properties: Map<string, CaniemailFeature[]>;
  /** by `property:value` */
  declarations: Map<string, CaniemailFeature[]>;
  functions: Map<string, CaniemailFeature[]>;
  units: { pattern: RegExp; feature: CaniemailFeature }[];
  keywords: { keyword: string; feature: CaniemailFeature }[];
};

/** The features by what shows them. */
function buildIndex(features: readonly CaniemailFeature[]): Index {
  const built: Index = {
    elements: new Map(),
    attributes: new Map(),
    elementAttributes: new Map(),
    properties: new Map(),
    declarations: new Map(),
    functions: new Map(),
    units: [],
    keywords: [],
  };
  const add = <T>(map: Map<string, T[]>, key: string, item: T) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const feature of features) {
    const { match } = feature;
    if ("elements" in match) for (const name of match.elements) add(built.elements, name, feature);
    if ("attributes" in match) {
      for (const name of match.attributes) add(built.attributes, name, feature);
    }
    if ("elementAttributes" in match) {
      for (const { element, ...rule } of match.elementAttributes) {
        add(built.elementAttributes, element, { ...rule, feature });
      }
    }
    if ("properties" in match) {
      for (const name of match.properties) add(built.properties, name, feature);
    }
    if ("declaration" in match) {
      const { property, value } = match.declaration;
      add(built.declarations, `${property}:${value}`, feature);
    }
    if ("functions" in match) {
      for (const name of match.functions) add(built.functions, name, feature);
    }
    if ("unit" in match) {
      // A number then the unit, as doiuse-email looks for it (`initial` is a keyword).
      const pattern =
        match.unit === "initial"
          ? /\binitial\b/
          : new RegExp(`\\d${match.unit.replace(/[^a-z]/g, "\\$&")}`);
      built.units.push({ pattern, feature });
    }
    if ("keyword" in match) built.keywords.push({ keyword: match.keyword, feature });
  }
  return built;
}
