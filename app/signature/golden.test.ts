// Byte-for-byte regression suite of the renderer: every template × every case of
// golden/cases.ts, compared with golden/<template>.html and golden/text.txt (the plain text does not depend on the
// template). After a deliberate change
// to the output, regenerate them with `npm run goldens` and review the diff.
import { existsSync, readdirSync } from "node:fs";
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

  // Run before the cases below, which would write a missing file: a template added without
  // `npm run goldens` fails here, and so does the golden of a template that is gone.
  it("has a recorded golden file for every template, and for no other", () => {
    const directory = new URL("golden/", import.meta.url);
    for (const id of TEMPLATE_IDS) {
      expect(existsSync(new URL(`${id}.html`, directory)), `golden/${id}.html`).toBe(true);
    }
    const recorded = readdirSync(directory)
      .filter((file) => file.endsWith(".html"))
      .map((file) => file.slice(0, -".html".length));
    expect(recorded.sort()).toEqual([...TEMPLATE_IDS].sort());
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
