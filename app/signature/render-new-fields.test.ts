// The fields added for icons, custom fields and links, logo, banner and legal mentions: every
// one escaped, and every link or image that is not safe left out, in every template and version.
import { describe, expect, it } from "vitest";
import { render } from "./render.ts";
import { parseSignatureFields, type SignatureFields, safeParseSignatureFields } from "./schema.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { EVERYTHING_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";
import { renderVariants } from "./variants.ts";

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
const JS = "javascript:alert(1)";

/** Hostile values straight into the new fields, bypassing the schema. */
const HOSTILE: SignatureFields = {
  ...EVERYTHING_FIELDS,
  customFields: [
    { label: SCRIPT, value: IMG },
    { label: IMG, value: SCRIPT },
  ],
  customLinks: [
    { label: SCRIPT, url: JS },
    { label: IMG, url: 'https://ok.example/?q="><script>' },
  ],
  github: JS,
  whatsapp: `+33 ${SCRIPT}`,
  mastodon: `@x@${IMG}`,
  logoUrl: JS,
  bannerUrl: 'https://evil.example/photos/0123456789abcdef01234567/banner-600x150.png"onerror="x',
  bannerHref: JS,
  bannerAlt: IMG,
  shareCapital: SCRIPT,
  rcsCity: IMG,
  companyId: SCRIPT,
  vatNumber: IMG,
  legalForm: IMG as SignatureFields["legalForm"],
  iconColor: 'red" onload="x',
  socialStyle: IMG as SignatureFields["socialStyle"],
};

function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  // no event handler attribute (escaped text inside an attribute's value is harmless)
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)="(javascript|data):/i);
  expect(html).not.toContain("evil.example");
}

describe.each(TEMPLATE_IDS)("%s", (template) => {
  it("escapes hostile text and drops hostile links and images in every version", () => {
    for (const version of renderVariants({ ...HOSTILE, template }, RENDER_OPTIONS)) {
      if (version.html !== null) assertSafe(version.html);
      expect(version.text).not.toMatch(/javascript:/i);
    }
    const { html } = render({ ...HOSTILE, template }, RENDER_OPTIONS);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("/icons/1/circle-github");
  });
});

describe("the schema of the new fields", () => {
  it("refuses unsafe links and images that are not ours", () => {
    const result = safeParseSignatureFields({
      customLinks: [{ label: "x", url: JS }],
      bannerHref: JS,
      logoUrl: "https://evil.example/logo.png",
      bannerUrl: JS,
      github: JS,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["customLinks.0.url", "bannerHref", "logoUrl", "bannerUrl", "github"]),
    );
  });

  it("checks SIREN/SIRET check digits and the VAT key", () => {
    expect(() =>
      parseSignatureFields({ companyId: "552 100 554", vatNumber: "FR96 552 100 554" }),
    ).not.toThrow();
    const wrong = safeParseSignatureFields({
      companyId: "552 100 555",
      vatNumber: "FR97552100554",
    });
    expect(wrong.error!.issues.map((issue) => issue.message)).toEqual([
      "validation.companyId",
      "validation.vatNumber",
    ]);
  });

  it("keeps at most 4 custom fields and 2 custom links, in order", () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ label: `L${i}`, value: `V${i}` }));
    expect(
      parseSignatureFields({ customFields: rows(4) }).customFields.map((row) => row.value),
    ).toEqual(["V0", "V1", "V2", "V3"]);
    expect(safeParseSignatureFields({ customFields: rows(5) }).error!.issues[0]!.message).toBe(
      "validation.tooMany",
    );
    expect(
      safeParseSignatureFields({
        customLinks: [
          { label: "a", url: "a.example" },
          { label: "b", url: "b.example" },
          { label: "c", url: "c.example" },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("what the new fields show", () => {
  const html = render({ ...EVERYTHING_FIELDS, template: "basic" }, RENDER_OPTIONS).html;

  it("shows custom fields in order, with their labels", () => {
    const pronouns = html.indexOf("Pronouns");
    const department = html.indexOf("Department");
    expect(pronouns).toBeGreaterThan(0);
    expect(department).toBeGreaterThan(pronouns);
    expect(html).toContain("she/her");
  });

  it("writes the legal mentions in one line of small print", () => {
    expect(html).toContain(
      "Delacroix Beaumont Conseil &amp; Associés SAS, with share capital of 150 000 €",
    );
    expect(html).toMatch(
      /RCS Paris \d{3}\u00a0\d{3}\u00a0\d{3} · SIRET\u00a0\d{3}\u00a0\d{3}\u00a0\d{3}\u00a0\d{5} · VAT\u00a0FR\d{11}/,
    );
    const french = render(
      { ...EVERYTHING_FIELDS, template: "basic", language: "fr" },
      RENDER_OPTIONS,
    ).html;
    expect(french).toContain("Associés SAS au capital de 150 000 €");
    expect(french).toContain("TVA\u00a0FR");
  });

  it("links the banner and sizes logo and banner exactly, from their URLs", () => {
    expect(html).toMatch(
      /<img src="https:\/\/paraph\.app\/photos\/[0-9a-f]{24}\/logo-160x48-d\.png" width="160" height="48"/,
    );
    expect(html).toContain(
      '<a href="https://www.delacroix-beaumont-conseil.com/en/events/annual-forum"><img src="https://paraph.app/photos/',
    );
    expect(html).toContain(
      'width="600" height="150" alt="Our annual strategy forum, 12 June in Paris"',
    );
  });

  it("draws the halo version of the logo when asked", () => {
    const halo = render(
      { ...EVERYTHING_FIELDS, template: "basic", logoHalo: true },
      RENDER_OPTIONS,
    ).html;
    expect(halo).toContain("/logo-160x48-d-halo.png");
  });

  it("gives each social link an icon in the icon colour, or its name as text", () => {
    expect(html).toContain(
      'src="https://paraph.app/icons/1/circle-linkedin-186ad5-20.png" width="20" height="20" alt="LinkedIn"',
    );
    expect(html).toContain('alt="Case studies"');
    const plain = render(
      { ...EVERYTHING_FIELDS, socialStyle: "icons", iconColor: "#059669" },
      RENDER_OPTIONS,
    ).html;
    expect(plain).toContain("/icons/1/plain-youtube-059669-20.png");
    const text = render({ ...EVERYTHING_FIELDS, socialStyle: "text" }, RENDER_OPTIONS).html;
    expect(text).not.toContain("/icons/");
    expect(text).toContain(">YouTube</a>");
  });

  it("writes line heights exactly for Outlook", () => {
    const cells = html.match(/line-height:\d+px/g) ?? [];
    const exact = html.match(/line-height:\d+px;mso-line-height-rule:exactly/g) ?? [];
    expect(exact.length).toBeGreaterThan(0);
    // every text cell (a span inside one inherits it)
    expect(exact.length).toBeGreaterThanOrEqual(
      cells.length - (html.match(/<span[^>]*line-height/g) ?? []).length,
    );
  });
});
