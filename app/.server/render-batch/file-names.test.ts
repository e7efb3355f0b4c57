import { describe, expect, it } from "vitest";
import { createFileNamer, slugify } from "./file-names.ts";

describe("slugify", () => {
  it("makes lower-case ASCII words joined by dashes", () => {
    expect(slugify("Élodie Durand")).toBe("elodie-durand");
    expect(slugify("  Jean-Loup O'Brien  ")).toBe("jean-loup-o-brien");
    expect(slugify("Søren Æbelø")).toBe("soren-aebelo");
    expect(slugify("Straße Łódź")).toBe("strasse-lodz");
    expect(slugify("../../etc/passwd")).toBe("etc-passwd");
    expect(slugify("李小龍")).toBe("");
    expect(slugify("😀")).toBe("");
  });

  it("keeps names short, without a dash at the end", () => {
    const slug = slugify(`${"a".repeat(59)} b`);
    expect(slug).toBe("a".repeat(59));
    expect(slugify("x".repeat(200)).length).toBe(60);
  });
});

describe("createFileNamer", () => {
  it("names each person once: duplicates get -2, -3; no name gives row-<n>", () => {
    const name = createFileNamer();
    expect(name("Élodie Durand", 1)).toBe("elodie-durand");
    expect(name("Elodie  DURAND", 2)).toBe("elodie-durand-2");
    expect(name("elodie-durand-2", 3)).toBe("elodie-durand-2-2");
    expect(name("Elodie Durand", 4)).toBe("elodie-durand-3");
    expect(name("", 5)).toBe("row-5");
    expect(name("李小龍", 6)).toBe("row-6");
    expect(name("Row 5", 7)).toBe("row-5-2");
  });

  it("never gives a name Windows refuses", () => {
    const name = createFileNamer();
    expect(name("Con", 1)).toBe("con-2");
    expect(name("NUL", 2)).toBe("nul-2");
  });
});
