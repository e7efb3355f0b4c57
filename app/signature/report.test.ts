import { describe, expect, it } from "vitest";
import { contrastRatio } from "./colors.ts";
import { CLIENT_FAMILIES, checkEmailCompatibility } from "./compatibility/check.ts";
import { DARK_BACKGROUND, LIGHT_BACKGROUND } from "./contrast.ts";
import { render } from "./render.ts";
import { compatibilityReport, REPORT_FAMILIES } from "./report.ts";
import { parseSignatureFields, type SignatureFieldsInput } from "./schema.ts";
import { EVERYTHING_FIELDS, PHOTO_ID, RENDER_OPTIONS } from "./test-fixtures.ts";

function reportOf(input: SignatureFieldsInput) {
  const fields = parseSignatureFields({
    fullName: "Jane Doe",
    company: "Acme",
    email: "jane@acme.example",
    linkedin: "janedoe",
    ...input,
  });
  const { html } = render(fields, RENDER_OPTIONS);
  return compatibilityReport(fields, html, checkEmailCompatibility(html));
}

const check = (report: ReturnType<typeof reportOf>, id: string) =>
  report.checks.find((entry) => entry.id === id);

describe("compatibilityReport", () => {
  it("lists the client families of the checker, in its order", () => {
    expect(REPORT_FAMILIES).toEqual(CLIENT_FAMILIES);
    expect(reportOf({}).clients.map((client) => client.family)).toEqual([...CLIENT_FAMILIES]);
  });

  it("finds no caniemail error in a rendered signature, by client", () => {
    for (const client of reportOf({}).clients) expect(client.errors).toBe(0);
  });

  it("flags a colour too pale for white and offers the nearest that reads", () => {
    const report = reportOf({ accentColor: "#fde047" });
    const pale = check(report, "contrast-light-accentColor");
    expect(pale).toMatchObject({
      severity: "warning",
      message: "lowContrastLight",
      field: "accentColor",
    });
    expect(pale!.values.ratio).toBeLessThan(3);
    const fixed = pale!.fix!.accentColor!;
    expect(contrastRatio(fixed, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(3);
    expect(check(reportOf({ accentColor: fixed }), "contrast-light-accentColor")).toBeUndefined();
  });

  it("flags icons that vanish on a dark background, pictures no client recolours", () => {
    const report = reportOf({ socialStyle: "icons", iconColor: "#111827" });
    const dark = check(report, "contrast-dark-iconColor");
    expect(dark).toMatchObject({ message: "iconsDark", field: "iconColor" });
    const fixed = dark!.fix!.iconColor!;
    expect(contrastRatio(fixed, DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(fixed, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(3);
    // in a disc, the glyph is drawn white or dark against it: nothing to flag in dark mode
    expect(
      check(reportOf({ socialStyle: "circles", iconColor: "#111827" }), "contrast-dark-iconColor"),
    ).toBeUndefined();
  });

  it("flags text a partial dark mode leaves unreadable, with a fix at its source", () => {
    const report = reportOf({ accentColor: "#1e3a8a" });
    const dark = report.checks.find((entry) => entry.message === "darkModeTextPartial");
    expect(dark).toMatchObject({ field: "accentColor", values: { color: "#1e3a8a" } });
    const fixed = dark!.fix!.accentColor!;
    const after = reportOf({ accentColor: fixed });
    expect(after.checks.filter((entry) => entry.message === "darkModeTextPartial")).toEqual([]);
  });

  it("offers the halo for a dark logo on transparency, and nothing once it is on", () => {
    const logoUrl = `https://paraph.app/photos/${PHOTO_ID}/logo-160x48-d.png`;
    expect(check(reportOf({ logoUrl }), "logo-dark")).toMatchObject({
      message: "logoVanishes",
      fix: { logoHalo: true },
    });
    expect(check(reportOf({ logoUrl, logoHalo: true }), "logo-dark")).toBeUndefined();
    const light = `https://paraph.app/photos/${PHOTO_ID}/logo-160x48-l.png`;
    expect(check(reportOf({ logoUrl: light }), "logo-light")).toMatchObject({ fix: null });
  });

  it("flags an image without a description", () => {
    const bannerUrl = `https://paraph.app/photos/${PHOTO_ID}/banner-600x150.png`;
    const report = reportOf({ bannerUrl, company: "" });
    expect(check(report, "missing-alt")).toMatchObject({
      values: { count: 1 },
      field: "bannerAlt",
      fix: null,
    });
    expect(
      check(reportOf({ bannerUrl, company: "", bannerAlt: "Our forum" }), "missing-alt"),
    ).toBeUndefined();
  });

  it("offers https for a link that is not", () => {
    const report = reportOf({
      website: "http://acme.example/about",
      customLinks: [{ label: "Shop", url: "http://shop.acme.example" }],
    });
    expect(check(report, "http-website")?.fix).toEqual({ website: "https://acme.example/about" });
    expect(check(report, "http-customLinks-0")?.fix).toEqual({
      customLinks: [{ label: "Shop", url: "https://shop.acme.example" }],
    });
  });

  it("counts characters against the budget and Gmail's limit", () => {
    expect(reportOf({}).characters).toMatchObject({ budget: 5_000, gmailLimit: 10_000 });
    expect(check(reportOf({}), "characters")).toBeUndefined();
    const fields = { ...EVERYTHING_FIELDS, template: "executive" as const };
    const { html } = render(fields, RENDER_OPTIONS);
    const report = compatibilityReport(fields, html, []);
    expect(report.characters.count).toBe(html.length);
    if (html.length > 5_000) expect(check(report, "characters")?.message).toBe("overBudget");
  });
});
