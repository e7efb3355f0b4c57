import { describe, expect, it } from "vitest";
import {
  facts,
  frenchSpacing,
  item,
  link,
  list,
  p,
  plainText,
  section,
  sections,
  strong,
} from "./markup.ts";

describe("legal document markup", () => {
  it("collapses the source's line breaks and keeps values verbatim", () => {
    const name = "ACME  [SAS] **x**";
    expect(p`Run by ${strong(name)}, see
      the ${link("notice", "/legal")}.`).toEqual({
      kind: "p",
      content: [
        "Run by ",
        { kind: "strong", text: name },
        ", see the ",
        { kind: "link", text: "notice", href: "/legal" },
        ".",
      ],
    });
  });

  it("leaves out values, rows, items and sections that are not configured", () => {
    const address: string | null = null;
    expect(plainText(item`a${null}b${false}c${""}d`)).toBe("abcd");
    expect(
      facts([
        ["Name", "ACME"],
        ["Address", address],
      ]),
    ).toEqual({
      kind: "facts",
      rows: [{ label: "Name", value: ["ACME"] }],
    });
    expect(list(item`one`, false, null, item`two`)).toEqual({
      kind: "list",
      items: [["one"], ["two"]],
    });
    expect(sections(section("a", "A"), null, "", false).map((s) => s.id)).toEqual(["a"]);
  });

  it("puts narrow no-break spaces where French typography wants them", () => {
    const body = frenchSpacing({
      updated: "2026-01-01",
      intro: [p`En bref : « oui » ; vraiment ?`],
      sections: [section("x", "Titre : sous-titre", facts([["E-mail", "a@b.fr"]]))],
    });
    expect(body.intro[0]).toEqual({
      kind: "p",
      content: ["En bref\u202f: «\u202foui\u202f»\u202f; vraiment\u202f?"],
    });
    expect(body.sections[0]!.title).toBe("Titre\u202f: sous-titre");
  });
});
