// Brand, Card, Headline and Split: what sets each apart, and their size with every field.
import { afterAll, describe, expect, it } from "vitest";
import { tint } from "./colors.ts";
import { checkCompatibility } from "./compatibility.server.ts";
import { characterCount, GMAIL_SIGNATURE_LIMIT, SIGNATURE_HTML_BUDGET } from "./measure.ts";
import { render } from "./render.ts";
import { DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "./schema.ts";
import { CARD_TINT } from "./templates/card.tsx";
import { TEMPLATE_IDS } from "./templates.ts";
import {
  EVERYTHING_FIELDS,
  FULL_FIELDS,
  HOSTILE_FIELDS,
  PHOTO_ID,
  RENDER_OPTIONS,
} from "./test-fixtures.ts";

const NEW_TEMPLATES = ["logo", "card", "headline", "split"] as const;

const html = (fields: Partial<SignatureFields>, template: SignatureFields["template"]) =>
  render({ ...FULL_FIELDS, ...fields, template }, RENDER_OPTIONS).html;

/** Only these fields, on top of the defaults. */
const only = (fields: Partial<SignatureFields>, template: SignatureFields["template"]) =>
  render({ ...DEFAULT_SIGNATURE_FIELDS, ...fields, template }, RENDER_OPTIONS).html;

const LOGO = `https://paraph.app/photos/${PHOTO_ID}/logo-160x48-d.png`;
const PHOTO = `https://paraph.app/photos/${PHOTO_ID}.png`;
const photos = (markup: string) => markup.match(/<img src="[^"]*\/photos\/[^"]*\/circle-/g) ?? [];
const logos = (markup: string) => markup.match(/<img src="[^"]*\/logo-160x48-d\.png"/g) ?? [];

describe("size with every field filled", () => {
  const sizes: Record<string, { full: number; everything: number }> = {};
  afterAll(() => {
    console.log(`HTML characters (budget ${SIGNATURE_HTML_BUDGET} with FULL_FIELDS):`);
    console.table(sizes);
  });

  // The longest of the first seven templates with every field: the new ones are no longer.
  const longestBefore = Math.max(
    ...TEMPLATE_IDS.filter((id) => !(NEW_TEMPLATES as readonly string[]).includes(id)).map((id) =>
      characterCount(render({ ...EVERYTHING_FIELDS, template: id }, RENDER_OPTIONS).html),
    ),
  );

  it.each(NEW_TEMPLATES)(
    "%s stays within the budget, and within Gmail's limit with everything",
    (id) => {
      const full = characterCount(html({}, id));
      const everything = render({ ...EVERYTHING_FIELDS, template: id }, RENDER_OPTIONS).html;
      sizes[id] = { full, everything: characterCount(everything) };
      expect(full).toBeLessThan(SIGNATURE_HTML_BUDGET);
      // A logo, a banner, eight social icons, four custom fields and the legal mentions cost
      // about 2,000 characters in the shared parts alone: no template fits 5,000 with them.
      expect(characterCount(everything)).toBeLessThan(GMAIL_SIGNATURE_LIMIT);
      expect(characterCount(everything)).toBeLessThanOrEqual(longestBefore);
      expect(checkCompatibility(everything)).toEqual([]);
      for (const text of ["she/her", "Office\u00a0hours", "RCS Paris", "Created with Paraph"]) {
        expect(everything).toContain(text);
      }
    },
  );
});

describe("Brand (logo)", () => {
  it("makes the logo the left column, once, and leaves the photo out", () => {
    const output = html({ logoUrl: LOGO }, "logo");
    const firstCell =
      /^<table[^>]*><tbody><tr><td><table[^>]*><tbody><tr><td([^>]*)>(<img [^>]*>)/.exec(output);
    expect(firstCell?.[1]).toContain('width="160"');
    expect(firstCell?.[2]).toContain("/logo-160x48-d.png");
    expect(logos(output)).toHaveLength(1);
    expect(photos(output)).toHaveLength(0);
  });

  it("falls back to the photo without a logo, else to the text alone", () => {
    const withPhoto = html({}, "logo");
    expect(photos(withPhoto)).toHaveLength(1);
    expect(withPhoto).toContain('width="64" style="width:64px;padding-right:18px');
    const textOnly = html({ photoEnabled: false }, "logo");
    expect(textOnly).not.toContain('<img src="https://paraph.app/photos/');
    expect(textOnly).not.toContain("border-left");
  });

  it("draws the accent rule between the left column and the text only", () => {
    const rule = /border-left:2px solid #186ad5/;
    expect(html({ logoUrl: LOGO }, "logo")).toMatch(rule);
    expect(html({ accentColor: "#0f766e" }, "logo")).toContain("border-left:2px solid #0f766e");
    expect(only({ logoUrl: LOGO }, "logo")).not.toMatch(rule);
    expect(only({ fullName: "Jane Doe" }, "logo")).not.toMatch(rule);
    expect(only({ logoUrl: LOGO, fullName: "Jane Doe" }, "logo")).toMatch(rule);
    expect(html({ logoUrl: LOGO, lineWidth: 0 }, "logo")).not.toContain("border-left");
  });

  it("lets the text drop below the logo on a phone: two floating tables", () => {
    expect(html({ logoUrl: LOGO }, "logo").match(/<table [^>]*align="left"/g)).toHaveLength(2);
  });

  it("shows contacts after glyphs, with the label as their alt text", () => {
    const output = html({}, "logo");
    expect(output).toContain(
      '<img src="https://paraph.app/icons/1/plain-phone-186ad5-16.png" width="16" height="16" alt="Tel." style="vertical-align:middle"/>',
    );
    expect(output).toContain('alt="Email"');
    expect(output).not.toContain(">Email<");
  });
});

describe("Card", () => {
  const output = html({}, "card");

  it("washes the card in a tint of the accent, under a 4px accent edge", () => {
    const background = tint("#186ad5", CARD_TINT);
    expect(background).toBe("#edf3fc");
    expect(output).toMatch(
      /^<table[^>]*><tbody><tr><td bgcolor="#edf3fc" style="background-color:#edf3fc;border-top:4px solid #186ad5;padding:16px 20px">/,
    );
    const teal = html({ accentColor: "#0f766e" }, "card");
    expect(teal).toContain(`bgcolor="${tint("#0f766e", CARD_TINT)}"`);
    expect(teal).toContain("border-top:4px solid #0f766e");
  });

  it("puts the photo left, contacts after glyphs, the button and icons along the bottom", () => {
    expect(output).toContain(
      '<td valign="middle" width="72" style="width:72px;padding-right:16px">',
    );
    expect(output).toContain('alt="Mobile" style="vertical-align:middle"');
    expect(output).toMatch(/<td bgcolor="#186ad5" style="background-color:#186ad5"><a href=/);
    expect(output).toMatch(
      /<td align="right" valign="middle"[^>]*><a href="https:\/\/www\.linkedin/,
    );
  });

  it("draws no card for an empty signature", () => {
    expect(only({}, "card")).not.toContain("bgcolor");
  });
});

describe("Headline", () => {
  it("never shows a photo, even when one is given", () => {
    const output = html({ photoUrl: PHOTO, photoEnabled: true, photoSize: 112 }, "headline");
    expect(photos(output)).toHaveLength(0);
  });

  it("writes the name large in the accent colour over a 40×3 accent bar", () => {
    const output = html({ accentColor: "#0f766e" }, "headline");
    expect(output).toMatch(
      /font-size:22px;line-height:28px;[^"]*color:#0f766e;font-weight:bold">Marie-Christine Delacroix-Beaumont</,
    );
    expect(output).toContain(
      '<td width="40" height="3" bgcolor="#0f766e" style="background-color:#0f766e;font-size:3px;line-height:3px;mso-line-height-rule:exactly">',
    );
    expect(html({ fontSize: "large" }, "headline")).toContain('<td width="40" height="4"');
    expect(only({ jobTitle: "Engineer" }, "headline")).not.toContain('width="40"');
  });

  it("writes role and company on one line in spaced capitals", () => {
    expect(html({}, "headline")).toMatch(
      /font-size:11px;line-height:16px;[^"]*color:#6b7280;[^"]*letter-spacing:1px;text-transform:uppercase">Senior Vice President, Strategy &amp; Business Development ·\u00a0Delacroix Beaumont Conseil &amp; Associés</,
    );
  });

  it("sets the contacts in two columns divided by a line: how to reach, and where", () => {
    const output = html({}, "headline");
    const columns =
      /<td valign="top" style="[^"]*">(.*?)<\/td><td valign="top" style="([^"]*)">(.*?)<\/td>/.exec(
        output,
      );
    expect(columns?.[1]).toContain("tel:");
    expect(columns?.[1]).toContain("mailto:");
    expect(columns?.[2]).toContain("border-left:2px solid #d1d5db");
    expect(columns?.[3]).toContain("about-us");
    expect(columns?.[3]).toContain("Faubourg");
    const one = only({ email: "jane@example.com", phone: "+1 555 0100" }, "headline");
    expect(one).not.toContain("border-left");
  });
});

describe("Split", () => {
  const panel = (accentColor: string) => {
    const output = html({ accentColor }, "split");
    const cell = new RegExp(
      `<td align="center" valign="middle" width="164" bgcolor="${accentColor}" style="([^"]*)">(.*?)</td><td`,
    ).exec(output);
    return { style: cell?.[1] ?? "", content: cell?.[2] ?? "" };
  };

  it("writes the name and role on the accent panel in the colour that reads there", () => {
    const dark = panel("#0f766e");
    expect(dark.style).toContain("background-color:#0f766e");
    expect(dark.content).toMatch(/color:#ffffff[^>]*>[^<]*<span[^>]*>Marie-Christine/);
    expect(dark.content).toContain("/circle-solid-d1d5db-1-80.png");
    const light = panel("#fde047");
    expect(light.style).toContain("background-color:#fde047");
    expect(light.content).toMatch(/color:#111827[^>]*>[^<]*<span[^>]*>Marie-Christine/);
  });

  it("keeps the panel and the details side by side: two cells of one row", () => {
    const output = html({}, "split");
    expect(output).not.toContain('align="left"');
    expect(output).toMatch(
      /^<table[^>]*><tbody><tr><td align="center"[^>]*>.*?<\/td><td valign="middle" style="padding:18px 0 18px 20px"><table[^>]*><tbody><tr><td[^>]*><span[^>]*>Tel\.<\/span>/,
    );
  });

  it("shows nothing but the credit line for an empty signature", () => {
    expect(only({}, "split").replace(/<[^>]+>/g, "")).toBe("Created with Paraph");
  });
});

describe("the new templates with hostile values", () => {
  it.each(NEW_TEMPLATES)("%s stays safe and compatible", (id) => {
    const output = render({ ...HOSTILE_FIELDS, template: id }, RENDER_OPTIONS).html;
    expect(output).not.toMatch(/<script|javascript:/i);
    expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(checkCompatibility(output)).toEqual([]);
  });
});
