import { describe, expect, it } from "vitest";
import { render } from "../../signature/render.ts";
import { SIGNATURE_DEFAULTS } from "../../signature/schema.ts";
import { TEMPLATE_IDS } from "../../signature/templates.ts";
import { RENDER_OPTIONS } from "../../signature/test-fixtures.ts";
import { EMPTY_MEMBER_FIELDS } from "../member.ts";
import { memberFields, memberProblems } from "./member-signature.ts";

const MEMBER = {
  ...EMPTY_MEMBER_FIELDS,
  fullName: "Jane Doe",
  email: "jane@acme.example",
  jobTitle: "Head of sales",
  phone: "+33 1 23 45 67 89",
};

describe("a team card of the default design", () => {
  it.each(TEMPLATE_IDS)("shows no warning and no error in %s", (template) => {
    const design = { ...SIGNATURE_DEFAULTS, template, company: "Acme" };
    const fields = memberFields(design, MEMBER, true);
    const { html } = render(fields, RENDER_OPTIONS);
    const problems = memberProblems(fields, html, "en");
    expect(problems.messages).toEqual([]);
    expect(problems).toMatchObject({ errors: 0, warnings: 0 });
  });
});
