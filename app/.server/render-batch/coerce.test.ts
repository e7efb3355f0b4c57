import { describe, expect, it } from "vitest";
import { coerceFieldText, signatureFieldNamed } from "./coerce.ts";

describe("signatureFieldNamed", () => {
  it("matches a field whatever its case and surrounding spaces", () => {
    expect(signatureFieldNamed("fullName")).toBe("fullName");
    expect(signatureFieldNamed(" FULLNAME ")).toBe("fullName");
    expect(signatureFieldNamed("full name")).toBeNull();
    expect(signatureFieldNamed("")).toBeNull();
  });
});

describe("coerceFieldText", () => {
  it("turns flag texts into booleans", () => {
    expect(coerceFieldText("creditEnabled", "false")).toBe(false);
    expect(coerceFieldText("creditEnabled", " TRUE ")).toBe(true);
    expect(coerceFieldText("photoEnabled", "0")).toBe(false);
    expect(coerceFieldText("photoEnabled", "yes")).toBe(true);
    expect(coerceFieldText("photoEnabled", "maybe")).toBe("maybe");
  });

  it("turns digits into numbers for numeric fields, and for photoSize when a size fits", () => {
    expect(coerceFieldText("lineWidth", "3")).toBe(3);
    expect(coerceFieldText("borderWidth", "1.5")).toBe(1.5);
    expect(coerceFieldText("lineWidth", "wide")).toBe("wide");
    expect(coerceFieldText("photoSize", "auto")).toBe("auto");
    expect(coerceFieldText("photoSize", "96")).toBe(96);
    expect(coerceFieldText("photoSize", "7")).toBe("7");
  });

  it("leaves text fields as written, digits included", () => {
    expect(coerceFieldText("phone", "0123456789")).toBe("0123456789");
    expect(coerceFieldText("fullName", " Ada ")).toBe(" Ada ");
    expect(coerceFieldText("accentColor", "#112233")).toBe("#112233");
  });
});
