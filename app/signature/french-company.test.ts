import { describe, expect, it } from "vitest";
import {
  formatSiren,
  formatSiret,
  isValidFrenchVat,
  isValidSiren,
  isValidSiret,
  LEGAL_FORMS,
  normalizeDigits,
  vatMatchesSiren,
  vatNumberFromSiren,
} from "./french-company.ts";

// Published SIRENs (each passes Luhn); 356 000 000 is La Poste's.
const SIRENS = ["732829320", "552100554", "542065479", "303265045", "356000000"];

describe("normalizeDigits", () => {
  it("strips spaces, non-breaking spaces and dots", () => {
    expect(normalizeDigits("732 829 320")).toBe("732829320");
    expect(normalizeDigits("732.829.320")).toBe("732829320");
    expect(normalizeDigits(" 732\u00a0829\u202f320\t")).toBe("732829320");
    expect(normalizeDigits("73A-829")).toBe("73A-829");
  });
});

describe("SIREN", () => {
  it("accepts published numbers, formatted or not", () => {
    for (const siren of SIRENS) expect(isValidSiren(siren), siren).toBe(true);
    expect(isValidSiren("732 829 320")).toBe(true);
    expect(isValidSiren("552.100.554")).toBe(true);
  });

  it("rejects a number with one digit changed", () => {
    expect(isValidSiren("732829321")).toBe(false);
    expect(isValidSiren("552100555")).toBe(false);
    expect(isValidSiren("542065478")).toBe(false);
    expect(isValidSiren("742829320")).toBe(false);
  });

  it("rejects the wrong length, letters and empty input", () => {
    for (const value of [
      "",
      "   ",
      "73282932",
      "7328293200",
      "73282932A",
      "abcdefghi",
      "-73282932",
    ]) {
      expect(isValidSiren(value), value).toBe(false);
    }
  });

  it("formats in groups of three", () => {
    expect(formatSiren("732829320")).toBe("732 829 320");
    expect(formatSiren("732.829.320", "\u00a0")).toBe("732\u00a0829\u00a0320");
    expect(formatSiren("12345")).toBe("12345");
  });
});

describe("SIRET", () => {
  it("accepts a valid establishment number", () => {
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("732 829 320 00074")).toBe(true);
  });

  it("rejects a changed digit, and a Luhn-valid number whose SIREN is invalid", () => {
    expect(isValidSiret("73282932000079")).toBe(false);
    expect(isValidSiret("73282932000084")).toBe(false);
    expect(isValidSiret("73282932100007")).toBe(false);
  });

  it("knows La Poste's exception", () => {
    expect(isValidSiret("35600000000048")).toBe(true); // head office: passes Luhn
    expect(isValidSiret("35600000049837")).toBe(true); // fails Luhn, digit sum 45
    expect(isValidSiret("35600000000049")).toBe(false); // digit sum 27, fails Luhn
    expect(isValidSiret("35600000012345")).toBe(false); // digit sum 29
    // the sum rule is La Poste's alone: 55210055400003 sums to 30 but fails Luhn
    expect(isValidSiret("55210055400013")).toBe(true);
    expect(isValidSiret("55210055400003")).toBe(false);
  });

  it("rejects the wrong length, letters and empty input", () => {
    for (const value of ["", "732829320", "7328293200007", "732829320000740", "7328293200007A"]) {
      expect(isValidSiret(value), value).toBe(false);
    }
  });

  it("formats as SIREN groups then the establishment number", () => {
    expect(formatSiret("73282932000074")).toBe("732 829 320 00074");
    expect(formatSiret("123 456 789 00012")).toBe("123 456 789 00012");
    expect(formatSiret("123456789")).toBe("123456789");
  });
});

describe("VAT number", () => {
  it("builds the key from the SIREN", () => {
    expect(vatNumberFromSiren("303265045")).toBe("FR40303265045");
    expect(vatNumberFromSiren("732 829 320")).toBe("FR44732829320");
    expect(vatNumberFromSiren("552100554")).toBe("FR96552100554");
    expect(vatNumberFromSiren("542065479")).toBe("FR82542065479");
    expect(vatNumberFromSiren("356000000")).toBe("FR39356000000");
    expect(vatNumberFromSiren("732829321")).toBeNull();
    expect(vatNumberFromSiren("")).toBeNull();
  });

  it("pads a one-digit key", () => {
    expect(vatNumberFromSiren("100000207")).toBe("FR03100000207");
    expect(isValidFrenchVat("FR03100000207")).toBe(true);
    expect(isValidFrenchVat("FR3100000207")).toBe(false);
  });

  it("accepts Monaco's numbers, which have no SIREN check digit", () => {
    expect(isValidSiren("000000001")).toBe(false);
    expect(isValidFrenchVat("FR15000000001")).toBe(true);
    expect(isValidFrenchVat("FR16000000001")).toBe(false);
  });

  it("accepts valid numbers however they are spaced", () => {
    expect(isValidFrenchVat("FR40303265045")).toBe(true);
    expect(isValidFrenchVat("FR 40 303 265 045")).toBe(true);
    expect(isValidFrenchVat("fr40303265045")).toBe(true);
    expect(isValidFrenchVat("FR\u00a044\u00a0732\u00a0829\u00a0320")).toBe(true);
    for (const siren of SIRENS) expect(isValidFrenchVat(vatNumberFromSiren(siren)!)).toBe(true);
  });

  it("rejects a wrong key, a wrong SIREN, alphanumeric keys and malformed input", () => {
    expect(isValidFrenchVat("FR41303265045")).toBe(false);
    expect(isValidFrenchVat("FR84323140391")).toBe(false);
    expect(isValidFrenchVat("FR40303265046")).toBe(false);
    expect(isValidFrenchVat("FRK7399859412")).toBe(false); // new-style key: not supported
    expect(isValidFrenchVat("40303265045")).toBe(false);
    expect(isValidFrenchVat("FR4030326504")).toBe(false);
    expect(isValidFrenchVat("DE40303265045")).toBe(false);
    expect(isValidFrenchVat("")).toBe(false);
  });

  it("matches a VAT number with its SIREN", () => {
    expect(vatMatchesSiren("FR 40 303 265 045", "303 265 045")).toBe(true);
    expect(vatMatchesSiren("FR40303265045", "732829320")).toBe(false);
    expect(vatMatchesSiren("FR41303265045", "303265045")).toBe(false);
    expect(vatMatchesSiren("FR40303265045", "")).toBe(false);
  });
});

describe("legal forms", () => {
  it("has stable, unique, lowercase ids", () => {
    const ids = LEGAL_FORMS.map((form) => form.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ids).toEqual([
      "sas",
      "sasu",
      "sarl",
      "eurl",
      "sa",
      "snc",
      "sci",
      "ei",
      "micro-entreprise",
      "association",
      "scop",
      "selarl",
    ]);
  });

  it("leaves out the obsolete EIRL and gives share capital only to companies", () => {
    expect(LEGAL_FORMS.some((form) => (form.abbreviation as string) === "EIRL")).toBe(false);
    const withoutCapital = LEGAL_FORMS.filter((form) => !form.hasCapital).map((form) => form.id);
    expect(withoutCapital).toEqual(["ei", "micro-entreprise", "association"]);
  });
});
