// How the templates hold together in narrow clients and with sparse or long content, read
// from the markup (tests/e2e/signature-layout.spec.ts checks the same in Chromium).
import { describe, expect, it } from "vitest";
import { BREAK } from "./line-breaks.ts";
import { render } from "./render.ts";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "./schema.ts";
import { getTemplate, TEMPLATE_IDS } from "./templates.ts";
import { FULL_FIELDS, LONG_UNBROKEN_FIELDS, PHOTO_ID, RENDER_OPTIONS } from "./test-fixtures.ts";

const html = (fields: SignatureFields, locale: "en" | "fr" = "en") =>
  render({ ...fields, language: locale }, RENDER_OPTIONS).html;

const NBSP = "\u00a0";

describe("separators", () => {
  it.each(TEMPLATE_IDS)("%s glues each dot to the item after it, never to the one before", (id) => {
    for (const locale of ["en", "fr"] as const) {
      // (social links as text: the dots between them are checked too)
      const output = html({ ...FULL_FIELDS, template: id, socialStyle: "text" }, locale);
      const dots = output.match(/.?·.?/g) ?? [];
      // Templates with labelled contacts or contacts after glyphs, one a line, have no dots.
      if (!["basic", "band", "executive", "logo", "card", "split"].includes(id)) {
        expect(dots.length).toBeGreaterThan(0);
      }
      // a space to break at before the dot, a no-break space after it
      for (const dot of dots) expect(dot).toBe(` ·${NBSP}`);
      expect(output).not.toMatch(/[|·] /);
    }
  });

  it("puts a dot between the name and the role in Compact, breakable before it only", () => {
    const output = html({ ...FULL_FIELDS, template: "compact" });
    expect(output).toContain(`Delacroix-Beaumont</span> ·${NBSP}Senior Vice President`);
    expect(output).not.toContain("|");
  });
});

describe("long unbroken values", () => {
  it.each(TEMPLATE_IDS)("%s gives them places to break, in the HTML only", (id) => {
    const { html: markup, text } = render(
      { ...LONG_UNBROKEN_FIELDS, template: id },
      RENDER_OPTIONS,
    );
    const visible = markup.replace(/<[^>]+>/g, " ");
    // No run of text between places to break (spaces, hyphens before a letter, zero-width
    // spaces) longer than a narrow column holds.
    for (const run of visible.split(/[\s\u200b]+|(?<=-)(?=\p{L})/u)) {
      expect(run.length).toBeLessThanOrEqual(25);
    }
    expect(text).not.toContain(BREAK);
    expect(markup).toContain(`mailto:${LONG_UNBROKEN_FIELDS.email}`);
  });

  it.each(TEMPLATE_IDS.filter((id) => getTemplate(id).photo !== "none"))(
    "%s fixes the photo's size in CSS as well as in its attributes",
    (id) => {
      const size = getTemplate(id).photoSize!;
      const output = html({ ...LONG_UNBROKEN_FIELDS, template: id });
      expect(output).toContain(
        `width="${size}" height="${size}" alt="${LONG_UNBROKEN_FIELDS.fullName}" style="display:block;border:0;width:${size}px;min-width:${size}px;height:${size}px`,
      );
      if (getTemplate(id).photo !== "top") {
        // a photo beside text sits in a cell as wide as the photo
        expect(output).toMatch(
          new RegExp(`<td valign="(top|middle)" width="${size}" style="width:${size}px[;"]`),
        );
      }
    },
  );
});

describe("Executive", () => {
  it("keeps its two columns in one row: no floating tables to stack on a narrow screen", () => {
    const output = html({ ...FULL_FIELDS, template: "executive" });
    expect(output).not.toContain('align="left"');
    // The name's cell and the contacts' cell are siblings in the first row.
    const firstRow = /^<table[^>]*><tbody><tr>(.*?)<\/tr><tr><td colspan="2"/.exec(output)?.[1];
    expect(firstRow).toBeDefined();
    expect(firstRow).toMatch(
      /^<td valign="top" style="padding-right:24px">.*Marie-Christine Delacroix-Beaumont.*<\/td><td valign="top" style="border-left:2px solid #d1d5db;padding-left:24px">.*mailto:/,
    );
  });
});

describe("dividing lines", () => {
  const photo = `https://paraph.app/photos/${PHOTO_ID}.png`;
  const only = (fields: Partial<SignatureFields>): SignatureFields => ({
    ...DEFAULT_SIGNATURE_FIELDS,
    ...fields,
  });
  const RULES: Record<string, RegExp> = {
    basic: /border-left:/,
    stacked: /<td width="48" height="2"/,
    divider: /border-top:/,
    executive: /border-left:/,
  };

  it.each(Object.keys(RULES))("%s draws its rule only between content on both sides", (id) => {
    const rule = RULES[id]!;
    const template = id as SignatureFields["template"];
    const cases: Array<[Partial<SignatureFields>, boolean]> = [
      [{}, false],
      [{ creditEnabled: false }, false],
      [{ fullName: "Jane Doe" }, false],
      [{ photoUrl: photo }, false],
      [{ email: "jane@example.com" }, false],
      [{ ctaUrl: "https://example.com" }, false],
      [{ disclaimer: "Confidential." }, false],
      [{ fullName: "Jane Doe", disclaimer: "Confidential." }, false],
    ];
    // Basic's line stands between the photo and the text; the others' between the name
    // block and the details.
    if (id === "basic") {
      cases.push([{ photoUrl: photo, fullName: "Jane Doe" }, true]);
      cases.push([{ photoUrl: photo, email: "jane@example.com" }, true]);
      cases.push([{ fullName: "Jane Doe", email: "jane@example.com" }, false]);
    } else {
      cases.push([{ fullName: "Jane Doe", email: "jane@example.com" }, true]);
      cases.push([{ photoUrl: photo, twitter: "jane" }, true]);
      cases.push([{ jobTitle: "Engineer", phone: "+1 555 0100" }, true]);
    }
    for (const [fields, expected] of cases) {
      const output = html(only({ ...fields, template }));
      expect(rule.test(output), JSON.stringify(fields)).toBe(expected);
    }
  });

  it("Centered shows nothing but the credit line for a new, empty signature", () => {
    const output = html(only({ template: "stacked" }));
    expect(output).not.toContain('width="48"');
    expect(output.replace(/<[^>]+>/g, "")).toBe("Created with Paraph");
    expect(output.match(/<tr>/g)).toHaveLength(1);
  });
});
