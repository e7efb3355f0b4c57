// Byte-for-byte regression suite of the renderer: every template × every case of
// golden/cases.ts, compared with golden/<template>.html and golden/text.txt (the plain text does not depend on the
// template). After a deliberate change
// to the output, regenerate them with `npm run goldens` and review the diff.
import { describe, expect, it } from "vitest";
import { GOLDEN_CASES } from "./golden/cases.ts";
import { render } from "./render.ts";
import { TEMPLATE_IDS } from "./templates.ts";

describe("golden outputs", () => {
  it("has unique case names that fit in the golden files", () => {
    const names = GOLDEN_CASES.map((goldenCase) => goldenCase.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[^\n<>]+$/);
    for (const name of names) expect(name).not.toContain("--");
  });

  it.each(TEMPLATE_IDS)("%s renders every case as recorded", async (id) => {
    const html: string[] = [];
    const text: string[] = [];
    for (const { name, fields, options } of GOLDEN_CASES) {
      const output = render({ ...fields, template: id }, options);
      // One line of HTML per case and no separator inside a text: each file splits back
      // into exactly its cases, so equal files mean equal outputs.
      expect(output.html).not.toContain("\n");
      expect(output.text).not.toContain("==>");
      html.push(`<!-- ${name} -->\n${output.html}\n`);
      text.push(`==> ${name} <==\n${output.text}\n`);
    }
    await expect(html.join("")).toMatchFileSnapshot(`golden/${id}.html`);
    await expect(text.join("\n")).toMatchFileSnapshot("golden/text.txt");
  });
});
