import { describe, expect, it } from "vitest";
import { SIGNATURE_DEFAULTS } from "../../signature/schema.ts";
import { checkPerson, mergePerson } from "./people.ts";

describe("mergePerson", () => {
  it("lays the person's non-empty fields over the design", () => {
    expect(
      mergePerson(
        { template: "band", company: "Acme", jobTitle: "Engineer" },
        { fullName: "Ada", company: "", jobTitle: "  ", email: null, lineWidth: 0 },
      ),
    ).toEqual({
      template: "band",
      company: "Acme",
      jobTitle: "Engineer",
      fullName: "Ada",
      lineWidth: 0,
    });
  });
});

describe("checkPerson", () => {
  const en = { locale: "en" as const };

  it("fills the defaults and keeps what the row asks for (the plan applies at render time)", () => {
    const person = { row: 1, fields: { fullName: "Ada", creditEnabled: false, template: "band" } };
    expect(checkPerson(person, {}, en)).toEqual({
      ok: true,
      fields: { ...SIGNATURE_DEFAULTS, fullName: "Ada", creditEnabled: false, template: "band" },
    });
  });

  it("takes a person's texts in the other language, with the design's language (ADR 033)", () => {
    const person = {
      row: 1,
      fields: { fullName: "Ada", jobTitle: "Directrice", jobTitleTranslation: "Director" },
    };
    const design = { language: "fr", disclaimerTranslation: "Confidential." };
    expect(checkPerson(person, design, en)).toMatchObject({
      ok: true,
      fields: {
        language: "fr",
        jobTitle: "Directrice",
        jobTitleTranslation: "Director",
        disclaimerTranslation: "Confidential.",
      },
    });
    const tooLong = { row: 2, fields: { jobTitleTranslation: "x".repeat(121) } };
    expect(checkPerson(tooLong, design, en)).toMatchObject({
      ok: false,
      errors: [{ path: "jobTitleTranslation" }],
    });
  });

  it("gives each invalid field its path, code and message in the locale", () => {
    const result = checkPerson(
      { row: 2, fields: { email: "nope", nickname: "x" } },
      { company: "Acme" },
      { locale: "fr" },
    );
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { path: "email", code: "custom", message: expect.stringContaining("adresse e-mail") },
        {
          path: "nickname",
          code: "unrecognized_keys",
          message: expect.stringContaining("nickname"),
        },
      ]),
    });
  });

  it("fails a row that is not an object, holds a lone surrogate, or has too many cells", () => {
    for (const fields of ["Ada", ["Ada"], null, 3]) {
      expect(checkPerson({ row: 1, fields }, {}, en)).toMatchObject({
        ok: false,
        errors: [{ path: "", code: "invalid_type" }],
      });
    }
    expect(checkPerson({ row: 1, fields: { fullName: "\ud800" } }, {}, en)).toMatchObject({
      errors: [{ path: "fullName", code: "ill_formed_text" }],
    });
    expect(
      checkPerson({ row: 1, fields: { fullName: "Ada" }, tooManyCells: true }, {}, en),
    ).toEqual({
      ok: false,
      errors: [
        {
          path: "",
          code: "too_many_cells",
          message: "This row has more cells than the header has columns.",
        },
      ],
    });
  });
});
