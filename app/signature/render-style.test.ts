// The style choices (text size, spacing, photo size, name colour), honoured by every template.
import { afterAll, describe, expect, it } from "vitest";
import { checkCompatibility } from "./compatibility.server.ts";
import { characterCount, SIGNATURE_HTML_BUDGET } from "./measure.ts";
import { render } from "./render.ts";
import type { SignatureFields } from "./schema.ts";
import { FONT_SIZES, PHOTO_SIZE_CHOICES, SPACINGS } from "./style-options.ts";
import { getTemplate, TEMPLATE_IDS, type TemplateId } from "./templates.ts";
import { FULL_FIELDS, HOSTILE_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";

const html = (fields: Partial<SignatureFields>) =>
  render({ ...FULL_FIELDS, ...fields }, RENDER_OPTIONS).html;

/** Every font size and line height, in order. */
const typeSizes = (markup: string) =>
  [...markup.matchAll(/(?:font-size|line-height):(\d+)px/g)].map((match) => Number(match[1]));

/** Every padding length, in order, but the button's own (which stays the same). */
const paddings = (markup: string) =>
  [...markup.replaceAll("padding:8px 16px", "").matchAll(/padding(?:-\w+)?:([^;"]+)/g)].flatMap(
    (match) => [...match[1]!.matchAll(/(\d+)px/g)].map((length) => Number(length[1])),
  );

describe.each(TEMPLATE_IDS)("template %s", (id: TemplateId) => {
  // Without the Centered rule, whose height is the line width, not a text size.
  const base = { template: id, lineWidth: 0 } as const;

  it("sets every text a pixel smaller or larger with the text size", () => {
    const normal = typeSizes(html(base));
    expect(normal.length).toBeGreaterThan(3);
    expect(typeSizes(html({ ...base, fontSize: "small" }))).toEqual(normal.map((n) => n - 1));
    expect(typeSizes(html({ ...base, fontSize: "large" }))).toEqual(normal.map((n) => n + 1));
    // body text: 13 px (Compact's short lines: 12 px) becomes 14 px
    const body =
      id === "compact" ? "font-size:13px;line-height:19px" : "font-size:14px;line-height:20px";
    expect(html({ ...base, fontSize: "large" })).toContain(body);
  });

  it("scales every gap and padding with the spacing", () => {
    const normal = paddings(html({ template: id }));
    expect(normal.length).toBeGreaterThan(2);
    expect(paddings(html({ template: id, spacing: "airy" }))).toEqual(
      normal.map((n) => Math.round(n * 1.5)),
    );
    expect(paddings(html({ template: id, spacing: "compact" }))).toEqual(
      normal.map((n) => Math.round(n * 0.5)),
    );
  });

  it("shows the photo at the size chosen, or the template's own", () => {
    const own = getTemplate(id).photoSize;
    for (const photoSize of ["auto", ...PHOTO_SIZE_CHOICES] as const) {
      const markup = html({ template: id, photoSize });
      // the photo's, not the icons'
      const images = [...markup.matchAll(/<img src="[^"]*\/photos\/[^>]*>/g)].map(
        (match) => match[0],
      );
      if (own === null) {
        expect(images).toEqual([]);
        continue;
      }
      const size = photoSize === "auto" ? own : photoSize;
      expect(images).toHaveLength(1);
      expect(images[0]).toContain(`width="${size}" height="${size}"`);
      expect(images[0]).toMatch(new RegExp(`-${size}\\.png"`));
      expect(images[0]).toContain(`width:${size}px;min-width:${size}px;height:${size}px`);
    }
  });

  it("writes the name in its own colour, else in the text colour", () => {
    const name = `>${FULL_FIELDS.fullName}<`;
    const styleOfName = (markup: string) =>
      /style="([^"]*)">[^<]*$/.exec(markup.slice(0, markup.indexOf(name) + 1))?.[1] ?? "";
    if (id === "band" || id === "split") {
      // on the accent band or panel the name takes the colour that reads there
      expect(html({ template: id, nameColor: "#9d174d" })).not.toContain("#9d174d");
      return;
    }
    if (id === "headline") {
      // the name in its own colour, else in the accent colour, whatever the text colour
      expect(styleOfName(html({ template: id, nameColor: "#9d174d" }))).toContain("color:#9d174d");
      expect(styleOfName(html({ template: id, textColor: "#374151" }))).toContain(
        `color:${FULL_FIELDS.accentColor}`,
      );
      return;
    }
    expect(styleOfName(html({ template: id, nameColor: "#9d174d" }))).toContain("color:#9d174d");
    expect(styleOfName(html({ template: id, textColor: "#374151" }))).toContain("color:#374151");
  });
});

describe("every style variant", () => {
  const longest: Record<string, { characters: number; variant: string }> = {};
  afterAll(() => {
    console.log(`Longest HTML of each template over every style variant, every field filled:`);
    console.table(longest);
  });

  it.each(TEMPLATE_IDS)("%s stays under the budget with no caniemail error", (id) => {
    for (const fontSize of FONT_SIZES) {
      for (const spacing of SPACINGS) {
        for (const photoSize of ["auto", 112] as const) {
          for (const fields of [FULL_FIELDS, HOSTILE_FIELDS]) {
            const { html: markup } = render(
              { ...fields, template: id, fontSize, spacing, photoSize, nameColor: "#9d174d" },
              RENDER_OPTIONS,
            );
            const characters = characterCount(markup);
            expect(characters).toBeLessThan(SIGNATURE_HTML_BUDGET);
            expect(checkCompatibility(markup)).toEqual([]);
            if (characters > (longest[id]?.characters ?? 0)) {
              longest[id] = { characters, variant: `${fontSize}, ${spacing}, photo ${photoSize}` };
            }
          }
        }
      }
    }
  });
});
