import { describe, expect, it } from "vitest";
import { COLOR_PRESETS, MIN_TEXT_CONTRAST } from "./color-presets.ts";
import { contrastRatio } from "./colors.ts";
import { LIGHT_BACKGROUND } from "./contrast.ts";
import { render } from "./render.ts";
import { compatibilityReport } from "./report.ts";
import {
  DEFAULT_ACCENT_COLOR,
  parseSignatureFields,
  SIGNATURE_DEFAULTS,
  type SignatureFieldsInput,
} from "./schema.ts";
import { TEMPLATE_IDS } from "./templates.ts";
import { RENDER_OPTIONS } from "./test-fixtures.ts";

/** A person filling the usual fields: every default colour ends up written somewhere. */
const PERSON = {
  fullName: "Jane Doe",
  jobTitle: "Head of sales",
  company: "Acme",
  email: "jane@acme.example",
  phone: "+33 1 23 45 67 89",
  website: "https://acme.example",
  linkedin: "janedoe",
  ctaLabel: "Book a call",
  ctaUrl: "https://acme.example/call",
} satisfies SignatureFieldsInput;

function checksOf(input: SignatureFieldsInput) {
  const fields = parseSignatureFields({ ...SIGNATURE_DEFAULTS, ...input });
  const { html } = render(fields, RENDER_OPTIONS);
  return compatibilityReport(fields, html, []).checks;
}

describe("the defaults pass the product's own checks", () => {
  it("the schema's default accent is the fallback of the schema", () => {
    expect(SIGNATURE_DEFAULTS.accentColor).toBe(DEFAULT_ACCENT_COLOR);
  });

  it.each(TEMPLATE_IDS)("a signature of defaults in %s has nothing to look at", (template) => {
    expect(checksOf({ template })).toEqual([]);
    expect(checksOf({ template, ...PERSON })).toEqual([]);
  });
});

describe("colour presets, as the swatches present them", () => {
  it.each(COLOR_PRESETS)(
    "$id ($color) reads as text on white: no light-mode check",
    ({ color }) => {
      expect(contrastRatio(color, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      const checks = checksOf({ ...PERSON, accentColor: color });
      expect(checks.filter((check) => check.id.startsWith("contrast-light"))).toEqual([]);
    },
  );

  it("the default preset is the default accent, and passes every check", () => {
    const preset = COLOR_PRESETS.find((entry) => entry.color === DEFAULT_ACCENT_COLOR);
    expect(preset?.id).toBe("blue");
    for (const template of TEMPLATE_IDS) {
      expect(checksOf({ template, ...PERSON, accentColor: preset!.color })).toEqual([]);
    }
  });
});
