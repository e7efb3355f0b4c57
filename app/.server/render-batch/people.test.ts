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
  const free = { isPaid: false, locale: "en" as const };
  const pro = { isPaid: true, locale: "en" as const };

  it("fills the defaults and forces the credit line on for the Free plan only", () => {
    const person = { row: 1, fields: { fullName: "Ada", creditEnabled: false } };
    expect(checkPerson(person, {}, free)).toEqual({
      ok: true,
      fields: { ...SIGNATURE_DEFAULTS, fullName: "Ada", creditEnabled: true },
    });
    expect(checkPerson(person, {}, pro)).toMatchObject({
      ok: true,
      fields: { creditEnabled: false },
    });
  });

  it("gives each invalid field its path, code and message in the locale", () => {
    const result = checkPerson(
      { row: 2, fields: { email: "nope", nickname: "x" } },
      { company: "Acme" },
      { isPaid: false, locale: "fr" },
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

  it("refuses a Pro template on the Free plan, from the row or from the design", () => {
    expect(checkPerson({ row: 1, fields: { template: "band" } }, {}, free)).toEqual({
      ok: false,
      errors: [
        {
          path: "template",
          code: "pro_template_required",
          message: expect.stringMatching(/Pro template/),
        },
      ],
    });
    expect(checkPerson({ row: 1, fields: {} }, { template: "executive" }, free)).toMatchObject({
      ok: false,
    });
    expect(checkPerson({ row: 1, fields: { template: "band" } }, {}, pro)).toMatchObject({
      ok: true,
      fields: { template: "band" },
    });
  });

  it("fails a row that is not an object, holds a lone surrogate, or has too many cells", () => {
    for (const fields of ["Ada", ["Ada"], null, 3]) {
      expect(checkPerson({ row: 1, fields }, {}, free)).toMatchObject({
        ok: false,
        errors: [{ path: "", code: "invalid_type" }],
      });
    }
    expect(checkPerson({ row: 1, fields: { fullName: "\ud800" } }, {}, free)).toMatchObject({
      errors: [{ path: "fullName", code: "ill_formed_text" }],
    });
    expect(
      checkPerson({ row: 1, fields: { fullName: "Ada" }, tooManyCells: true }, {}, free),
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
