import { describe, expect, it } from "vitest";
import { extraPlaceholders, MAX_EXTRA_PLACEHOLDERS } from "./person-design.ts";
import { fillPlaceholders, firstNameOf, holdsPlaceholder } from "./placeholders.ts";
import { DEFAULT_SIGNATURE_FIELDS } from "./schema.ts";

describe("placeholders", () => {
  it("are found and filled; an unknown one is left out", () => {
    expect(holdsPlaceholder("Book a call with {firstName}")).toBe(true);
    expect(holdsPlaceholder("{ not one }")).toBe(false);
    expect(holdsPlaceholder("Acme")).toBe(false);
    expect(fillPlaceholders("Desk {desk}, floor {floor}", { desk: "B12" })).toBe("Desk B12, floor");
    expect(fillPlaceholders("No braces", {})).toBe("No braces");
    expect(firstNameOf("  Hélène Dupont ")).toBe("Hélène");
  });

  it("names the design's extra placeholders, once each, in order, wherever they are", () => {
    const design = {
      ...DEFAULT_SIGNATURE_FIELDS,
      fullName: "{fullName}",
      ctaUrl: "https://cal.example.com/{deskNumber}",
      address: "{building} {linkedin}",
      customFields: [
        { label: "Desk", value: "{deskNumber}" },
        { label: "Floor", value: "{floor}" },
      ],
    };
    expect(extraPlaceholders(design)).toEqual(["building", "deskNumber", "floor"]);
    expect(extraPlaceholders(DEFAULT_SIGNATURE_FIELDS)).toEqual([]);
    const many = {
      ...DEFAULT_SIGNATURE_FIELDS,
      disclaimer: Array.from({ length: 12 }, (_, i) => `{x${i}}`).join(" "),
    };
    expect(extraPlaceholders(many)).toHaveLength(MAX_EXTRA_PLACEHOLDERS);
  });
});
