// What every social network of the registry must have (CONTRIBUTING.md#add-a-social-network):
// its icon is checked with the drawing (app/.server/icons/render.test.ts), its role and its
// glyph's source by the type checker (person-design.ts, scripts/vendor-icons.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GOLDEN_CASES } from "./golden/cases.ts";
import { ICON_NAMES } from "./icon-url.ts";
import { FIELD_ROLES } from "./person-design.ts";
import { SIGNATURE_DEFAULTS, SIGNATURE_FIELD_NAMES } from "./schema.ts";
import { parseSocial, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS } from "./social.ts";
import { TEMPLATE_IDS } from "./templates.ts";

describe.each(SOCIAL_NETWORKS)("social network %s", (network) => {
  const info = SOCIAL_NETWORK_INFO[network];

  it("has a name and a placeholder", () => {
    expect(info.name.trim()).not.toBe("");
    expect(info.placeholder.trim()).not.toBe("");
  });

  it("has a URL rule that turns its example into an https profile", () => {
    const result = parseSocial(network, info.example);
    expect(result).toMatchObject({ ok: true, href: expect.stringMatching(/^https:\/\//) });
  });

  it("is a field of the schema, empty by default, with a role", () => {
    expect(SIGNATURE_FIELD_NAMES).toContain(network);
    expect(SIGNATURE_DEFAULTS[network]).toBe("");
    expect(FIELD_ROLES[network]).toMatch(/^(person|design)$/);
  });

  it("has an icon", () => {
    expect(ICON_NAMES).toContain(network);
  });

  it("has a golden case, recorded for every template", () => {
    const name = `only social ${network}`;
    expect(GOLDEN_CASES.map((goldenCase) => goldenCase.name)).toContain(name);
    for (const id of TEMPLATE_IDS) {
      const golden = readFileSync(new URL(`golden/${id}.html`, import.meta.url), "utf8");
      expect(golden, `golden/${id}.html`).toContain(`<!-- ${name} -->\n`);
    }
  });
});
