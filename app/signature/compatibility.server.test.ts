import { beforeEach, describe, expect, it } from "vitest";
import { CANIEMAIL_FEATURES } from "./compatibility/caniemail-data.generated.ts";
import { checkEmailCompatibility } from "./compatibility/check.ts";
import {
  COMPATIBILITY_CACHE_SIZE,
  checkCompatibility,
  compatibilityChecksRun,
  compatibilityShape,
  computeCompatibility,
  TOLERATED_FEATURES,
} from "./compatibility.server.ts";
import { render } from "./render.ts";
import { parseSignatureFields, type SignatureFields } from "./schema.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { EVERYTHING_FIELDS, FULL_FIELDS, HOSTILE_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";
import { renderVariants } from "./variants.ts";

/** Counts the checks that actually run from `reset()` on (the cache answers the rest). */
const checks = (() => {
  let from = compatibilityChecksRun();
  return {
    reset: () => {
      from = compatibilityChecksRun();
    },
    get count() {
      return compatibilityChecksRun() - from;
    },
  };
})();

describe("checkCompatibility", () => {
  it("passes plain table markup", () => {
    expect(
      checkCompatibility(
        '<table cellpadding="0" cellspacing="0" border="0" role="presentation"><tbody><tr><td style="font-family:Arial, sans-serif;color:#111827">Hi</td></tr></tbody></table>',
      ),
    ).toEqual([]);
  });

  it("tolerates only the features listed, with their reasons, in check.ts", () => {
    expect(TOLERATED_FEATURES).toEqual([
      "role attribute",
      "target attribute",
      "height property",
      "min-width property",
    ]);
    expect(checkCompatibility('<a href="https://example.com" target="_blank">x</a>')).toEqual([]);
  });

  it("reports what a client does not support", () => {
    const problems = checkCompatibility('<td style="border-radius:4px;display:flex">x</td>');
    expect(problems).toContainEqual({ feature: "border-radius", client: "outlook.windows" });
    expect(problems.map((problem) => problem.feature)).toContain("display:flex");
    expect(checkCompatibility("a<wbr>b")).toContainEqual({
      feature: "<wbr> element",
      client: "outlook.windows",
    });
  });
});

/** The same signature in other words, links and colours: nothing caniemail reads. */
const REWORDED: SignatureFields = parseSignatureFields({
  ...FULL_FIELDS,
  fullName: "Zoë O'Brien & <Partners>",
  jobTitle: "CTO",
  company: "Acme",
  email: "zoe@acme.example",
  phone: "+1 555 0100",
  mobile: "020 7946 0000",
  website: "https://acme.example/?a=1&b=2",
  address: "1 Main St",
  linkedin: "in/zoe",
  twitter: "https://x.com/zoe",
  instagram: "zoe.ob",
  calendly: "https://cal.com/zoe",
  photoUrl: "https://paraph.app/photos/fedcba9876543210fedcba98.png",
  photoShape: "square",
  borderColor: "#ff0000",
  ctaLabel: "Say hi",
  ctaUrl: "https://acme.example/hi",
  disclaimer: "Short.\nAlso short.",
  accentColor: "#fde047",
  textColor: "#000000",
  lineColor: "#0f766e",
});

describe("the compatibility cache", () => {
  beforeEach(() => {
    checks.reset();
  });

  it("runs one check for signatures that differ only in text, links and colours", () => {
    for (const template of TEMPLATE_IDS) {
      const first = render({ ...FULL_FIELDS, template }, RENDER_OPTIONS).html;
      const second = render({ ...REWORDED, template }, RENDER_OPTIONS).html;
      expect(second).not.toBe(first);
      expect(compatibilityShape(second)).toBe(compatibilityShape(first));
      checks.reset();
      const problems = checkCompatibility(first);
      expect(checkCompatibility(second)).toEqual(problems);
      expect(checkCompatibility(first)).toEqual(problems);
      expect(checks.count, template).toBe(1);
      expect(computeCompatibility(second)).toEqual(problems);
    }
  });

  it("checks again when the structure differs (a call to action added)", () => {
    const base = { ...REWORDED, template: "divider", disclaimer: "" } as const;
    const without = render({ ...base, ctaUrl: "" }, RENDER_OPTIONS).html;
    const withCta = render(base, RENDER_OPTIONS).html;
    expect(compatibilityShape(withCta)).not.toBe(compatibilityShape(without));
    checkCompatibility(without);
    checks.reset();
    checkCompatibility(withCta);
    expect(checks.count).toBe(1);
    checkCompatibility(withCta);
    expect(checks.count).toBe(1);
  });

  it("keeps what the check reads: tags, attribute names, styles, kinds of link", () => {
    const shape = (html: string) => compatibilityShape(html);
    expect(shape('<a href="mailto:a@b.co">A</a>')).toBe('<a href="mailto:"></a>');
    expect(shape('<a href="#top">A</a>')).toBe('<a href="#"></a>');
    expect(shape('<a href="https://x.example/?a=1&amp;b=2">A</a>')).toBe('<a href="link:"></a>');
    expect(shape('<a href="&#109;ailto:a@b.co">A</a>')).toBe('<a href="&#109;ailto:a@b.co"></a>');
    expect(shape('<img src="https://x.example/a.png" alt="Zoë" width="80"/>')).toBe(
      '<img src="" alt="" width="80"/>',
    );
    expect(shape('<td style="color:#1D4ED8;border:2px solid #abc;background:url(#abcdef)">')).toBe(
      '<td style="color:#0;border:2px solid #0;background:url(#0)">',
    );
    // Not colours: a character reference, a hex-looking word followed by a unit.
    expect(shape('<td style="content:&#039;x&#039;;width:#abc%">')).toBe(
      '<td style="content:&#039;x&#039;;width:#abc%">',
    );
    expect(shape('<td style="display:flex" bgcolor="#ffffff" valign="top">x</td>')).toBe(
      '<td style="display:flex" bgcolor="#0" valign="top"></td>',
    );
  });

  it("caches nothing it does not fully understand", () => {
    for (const html of [
      "<style>td { display: flex }</style><td>x</td>",
      "<!-- comment --><td>x</td>",
      "<td class=unquoted>x</td>",
      "<td title='single'>x</td>",
      "a < b",
    ]) {
      expect(compatibilityShape(html), html).toBeNull();
      checks.reset();
      checkCompatibility(html);
      checkCompatibility(html);
      expect(checks.count, html).toBe(2);
    }
  });

  it("gives the same answer for the same shape, cached or not", () => {
    const variants: SignatureFields[] = [FULL_FIELDS, REWORDED, HOSTILE_FIELDS];
    for (const template of TEMPLATE_IDS) {
      for (const fields of variants) {
        for (const locale of ["en", "fr"] as const) {
          const html = render({ ...fields, template, language: locale }, RENDER_OPTIONS).html;
          expect(checkCompatibility(html)).toEqual(computeCompatibility(html));
        }
      }
    }
    // Markup that does not pass, with colours and links in it.
    const failing = (color: string, href: string) =>
      `<table><tr><td style="border-radius:4px;color:${color};display:flex" bgcolor="${color}"><a href="${href}">x</a><wbr></td></tr></table>`;
    const a = failing("#123456", "mailto:a@b.co");
    const b = failing("#fedcba", "mailto:z@y.example");
    expect(compatibilityShape(a)).toBe(compatibilityShape(b));
    expect(computeCompatibility(a)).not.toEqual([]);
    expect(computeCompatibility(b)).toEqual(computeCompatibility(a));
    expect(checkCompatibility(b)).toEqual(checkCompatibility(a));
  });

  it(`forgets the least recently used shape past ${COMPATIBILITY_CACHE_SIZE}`, () => {
    const html = (index: number) => `<td style="width:${index}px">x</td>`;
    for (let index = 0; index <= COMPATIBILITY_CACHE_SIZE; index++) checkCompatibility(html(index));
    checks.reset();
    checkCompatibility(html(COMPATIBILITY_CACHE_SIZE));
    expect(checks.count).toBe(0);
    checkCompatibility(html(0));
    expect(checks.count).toBe(1);
  });

  it("returns a copy the caller may change", () => {
    const html = '<td style="border-radius:3px">x</td>';
    checkCompatibility(html).push({ feature: "mine", client: "*" });
    expect(checkCompatibility(html)).not.toContainEqual({ feature: "mine", client: "*" });
  });
});

describe("the checker reads nothing the shape drops", () => {
  // The shape writes hex colours as `#0` and empties `src` and `alt`: sound only while no
  // unit, keyword or exact value the checker looks for is made of hex digits, no attribute
  // value it compares is one the shape empties, and it finds the same in a signature and in
  // its shape. Regenerated data (scripts/build-caniemail-data.ts) is checked again here.
  const titles = CANIEMAIL_FEATURES.map((feature) => feature.title);
  const HEX_ONLY = /^[#0-9a-f]+$/i;

  it("looks for units, keywords and exact values with a character that is no hex digit", () => {
    const units = titles.filter((title) => title.endsWith(" unit"));
    const keywords = titles.filter((title) => title.includes(" keyword"));
    const values = titles.flatMap((title) => /([a-z-]+):\s*([a-z-]+)/.exec(title)?.[2] ?? []);
    expect(units.length).toBeGreaterThan(5);
    for (const word of [
      ...units.map((title) => title.replace(/ unit$/, "")),
      ...keywords.map((title) => title.replace(/ keyword$/, "")),
      ...values,
    ]) {
      expect(word, word).not.toMatch(HEX_ONLY);
    }
  });

  it("compares no value of the attributes the shape empties", () => {
    const pairs = titles.flatMap((title) => /<(\w+) (\w+)="(\w+)"> element/.exec(title) ?? []);
    expect(pairs.length).toBeGreaterThan(0);
    for (const title of titles) {
      const pair = /<(\w+) (\w+)="(\w+)"> element/.exec(title);
      if (pair) expect(["src", "alt", "href", "style", "bgcolor"]).not.toContain(pair[2]);
    }
  });

  it.each(TEMPLATE_IDS)("finds the same in %s as in its shape, in every version", (template) => {
    for (const fields of [FULL_FIELDS, EVERYTHING_FIELDS, HOSTILE_FIELDS, REWORDED]) {
      for (const version of renderVariants({ ...fields, template }, RENDER_OPTIONS)) {
        if (version.html === null) continue;
        const shape = compatibilityShape(version.html);
        expect(shape).not.toBeNull();
        expect(computeCompatibility(shape!)).toEqual(computeCompatibility(version.html));
        expect(
          checkEmailCompatibility(shape!).map(({ feature, clients, support }) => [
            feature,
            clients,
            support,
          ]),
        ).toEqual(
          checkEmailCompatibility(version.html).map(({ feature, clients, support }) => [
            feature,
            clients,
            support,
          ]),
        );
      }
    }
  });
});
