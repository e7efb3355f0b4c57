import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildCaniemailModule,
  CANIEMAIL_JSON,
  CANIEMAIL_MODULE,
  CANIEMAIL_SIGNATURE_MODULE,
  latestVerdict,
  matchOf,
  parseOrderedJson,
} from "../../../scripts/build-caniemail-data.ts";
import { CANIEMAIL_CLIENTS, CANIEMAIL_FEATURES } from "./caniemail-data.generated.ts";
import { SIGNATURE_VOCABULARY } from "./signature-vocabulary.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("caniemail-data.generated.ts", () => {
  it("is what the script makes of the installed doiuse-email's data", () => {
    // On failure after upgrading doiuse-email: node scripts/build-caniemail-data.ts
    expect(read(CANIEMAIL_MODULE) === buildCaniemailModule(read(CANIEMAIL_JSON))).toBe(true);
  });

  it("has its cut for signatures made from the same data and today's signature vocabulary", () => {
    // On failure after changing signature-vocabulary.ts: node scripts/build-caniemail-data.ts
    const cut = buildCaniemailModule(read(CANIEMAIL_JSON), SIGNATURE_VOCABULARY);
    expect(read(CANIEMAIL_SIGNATURE_MODULE) === cut).toBe(true);
  });

  it("stays small enough to load with the report", () => {
    expect(read(CANIEMAIL_MODULE).length).toBeLessThan(60_000);
  });

  it("gives every feature one verdict per client", () => {
    for (const feature of CANIEMAIL_FEATURES) {
      expect(feature.support.split(" "), feature.slug).toHaveLength(CANIEMAIL_CLIENTS.length);
      expect(feature.support, feature.slug).toMatch(/^(?:y|-|[na](?:\d+(?:,\d+)*)?)(?: |$)/);
    }
  });
});

describe("build-caniemail-data", () => {
  it("keeps the order of the versions as written", () => {
    // JavaScript objects list integer keys first: "10.3" would come after "12".
    const text = '{"10.3": "n #1", "12": "y"}';
    expect(Object.keys(JSON.parse(text))).toEqual(["12", "10.3"]);
    const versions = parseOrderedJson(text) as Map<string, string>;
    expect([...versions.keys()]).toEqual(["10.3", "12"]);
    expect(latestVerdict(versions)).toEqual({ support: "y", notes: [] });
  });

  it("reads the same values as JSON.parse", () => {
    const text = '{"a": [1, -2.5e3, true, null, "x\\"y\\u00e9"], "b": {}}';
    const toPlain = (value: unknown): unknown =>
      value instanceof Map
        ? Object.fromEntries([...value].map(([key, item]) => [key, toPlain(item)]))
        : Array.isArray(value)
          ? value.map(toPlain)
          : value;
    expect(toPlain(parseOrderedJson(text))).toEqual(JSON.parse(text));
    expect(() => parseOrderedJson('{"a": 1} x')).toThrow(SyntaxError);
  });

  it("takes the latest tested verdict, skipping untested ones", () => {
    const map = (entries: [string, string][]) => new Map(entries);
    expect(
      latestVerdict(
        map([
          ["2019", "a #1 #2"],
          ["2021", "u"],
        ]),
      ),
    ).toEqual({
      support: "a",
      notes: [1, 2],
    });
    expect(latestVerdict(map([["2022-07", "u"]]))).toBeNull();
    expect(latestVerdict(undefined)).toBeNull();
  });

  it("reads a feature's title as doiuse-email does, its bugs fixed", () => {
    const css = (title: string, slug = "css-x") => matchOf({ slug, title, category: "css" });
    expect(css("border-radius")).toEqual({ properties: ["border-radius"] });
    expect(css("height property")).toEqual({ properties: ["height"] });
    expect(css("display:flex")).toEqual({ declaration: { property: "display", value: "flex" } });
    expect(css("flex-wrap: wrap")).toEqual({
      declaration: { property: "flex-wrap", value: "wrap" },
    });
    expect(css("rem unit")).toEqual({ unit: "rem" });
    expect(css("!important keyword")).toEqual({ keyword: "!important" });
    expect(css("lch(), oklch(), lab(), oklab()")).toEqual({
      functions: ["lch", "oklch", "lab", "oklab"],
    });
    expect(css("lang()", "css-pseudo-class-lang")).toBeNull();
    expect(css(":hover")).toBeNull();
    expect(css("@media")).toBeNull();
    expect(css("Class selector")).toBeNull();
    const html = (title: string, slug = "html-x") => matchOf({ slug, title, category: "html" });
    expect(html("<wbr> element")).toEqual({ elements: ["wbr"] });
    expect(html("Embedded <svg> image", "html-svg")).toEqual({ elements: ["svg"] });
    expect(html("role attribute")).toEqual({ attributes: ["role"] });
    expect(html('<input type="checkbox"> element')).toEqual({
      elementAttributes: [{ element: "input", attribute: "type", equals: "checkbox" }],
    });
    expect(html("HTML5 doctype")).toBeNull();
    expect(matchOf({ slug: "image-webp", title: "webP image format", category: "image" })).toBe(
      null,
    );
  });
});
