import { describe, expect, it } from "vitest";
import { checkEmailCompatibility } from "./compatibility/check.ts";
import { checkCompatibility } from "./compatibility.server.ts";
import { GMAIL_SIGNATURE_LIMIT, SIGNATURE_HTML_BUDGET } from "./measure.ts";
import { SOCIAL_STYLES } from "./style-options.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { EVERYTHING_FIELDS, FULL_FIELDS, RENDER_OPTIONS } from "./test-fixtures.ts";
import { renderVariant, renderVariants, SIGNATURE_VARIANTS } from "./variants.ts";

const HTML_VARIANTS = SIGNATURE_VARIANTS.filter((variant) => variant !== "plain");

describe.each(TEMPLATE_IDS)("%s", (template) => {
  it.each(HTML_VARIANTS)(
    "%s: every field of a signature filled, within the budget, no caniemail error",
    (variant) => {
      for (const socialStyle of SOCIAL_STYLES) {
        const fields = { ...FULL_FIELDS, template, socialStyle };
        const { html } = renderVariant(fields, RENDER_OPTIONS, variant);
        expect(html!.length).toBeLessThanOrEqual(SIGNATURE_HTML_BUDGET);
        expect(checkCompatibility(html!)).toEqual([]);
        expect(checkEmailCompatibility(html!).filter((finding) => finding.support === "n")).toEqual(
          [],
        );
      }
    },
  );

  it.each(HTML_VARIANTS)(
    "%s: with logo, banner, legal mentions, custom fields and links too, under Gmail's limit and still no error",
    (variant) => {
      const { html } = renderVariant({ ...EVERYTHING_FIELDS, template }, RENDER_OPTIONS, variant);
      expect(html!.length).toBeLessThanOrEqual(GMAIL_SIGNATURE_LIMIT);
      expect(checkCompatibility(html!)).toEqual([]);
      expect(checkEmailCompatibility(html!).filter((finding) => finding.support === "n")).toEqual(
        [],
      );
    },
  );
});

describe("the versions", () => {
  const fields = { ...EVERYTHING_FIELDS, template: "basic" as const };
  const [full, short, plain, bilingual] = renderVariants(fields, RENDER_OPTIONS);

  it("come in a fixed order: full, short, plain, bilingual", () => {
    expect([full, short, plain, bilingual].map((entry) => entry?.variant)).toEqual([
      "full",
      "short",
      "plain",
      "bilingual",
    ]);
  });

  it("short: the name, the role and one line of contacts, nothing else", () => {
    const html = short!.html!;
    expect(html).toContain("Marie-Christine Delacroix-Beaumont");
    expect(html).toContain("Senior Vice President");
    expect(html).toContain("tel:+33142685300");
    expect(html).toContain("mailto:marie-christine.delacroix@");
    for (const absent of ["tel:+33612345678", "<img", "Faubourg", "disclaimer", "Created with"]) {
      expect(html).not.toContain(absent);
    }
    expect(short!.text.split("\n")).toEqual([
      "Marie-Christine Delacroix-Beaumont",
      "Senior Vice President, Strategy & Business Development, Delacroix Beaumont Conseil & Associés",
      "+33 (0)1 42 68 53 00 · marie-christine.delacroix@delacroix-beaumont-conseil.com",
    ]);
  });

  it("plain: text only, links written out", () => {
    expect(plain!.html).toBeNull();
    expect(plain!.text).toContain("LinkedIn: https://www.linkedin.com/in/");
    expect(plain!.text).toContain("Pronouns: she/her");
    expect(plain!.text).toContain("RCS Paris");
  });

  it("bilingual: labels in both languages, once where they agree", () => {
    // labels never break inside: no-break spaces and hyphens in the HTML
    expect(bilingual!.html).toContain("Tel.\u00a0/\u00a0Tél.");
    expect(bilingual!.html).toContain("Email\u00a0/\u00a0E\u2011mail");
    expect(bilingual!.text).toContain("Tel. / Tél. +33");
    expect(bilingual!.text).not.toContain("Mobile / Mobile");
    // the legal mentions: one line per language, each in its own words
    expect(bilingual!.text).toContain("VAT\u00a0FR");
    expect(bilingual!.text).toContain("TVA\u00a0FR");
    const french = renderVariant({ ...fields, language: "fr" }, RENDER_OPTIONS, "bilingual");
    expect(french.text).toContain("Tél. / Tel. +33");
  });
});
