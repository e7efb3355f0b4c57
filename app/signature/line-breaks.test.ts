import { describe, expect, it } from "vitest";
import { BREAK, breakLongRuns, LONGEST_NAME_RUN } from "./line-breaks.ts";

const pieces = (text: string) => text.split(BREAK);

describe("breakLongRuns", () => {
  it("leaves ordinary text, words and addresses alone", () => {
    for (const text of [
      "",
      "Marie-Christine Delacroix-Beaumont",
      "Senior Vice President, Strategy & Business Development",
      "Internationalisation",
      "olivia@northwind.example",
      "jean.dupont@entreprise-exemple.fr",
      "www.delacroix-beaumont-conseil.com/en/about-us",
      "+33 (0)1 42 68 53 00",
    ]) {
      expect(breakLongRuns(text)).toBe(text);
    }
    expect(breakLongRuns("Schwarzenegger", LONGEST_NAME_RUN)).toBe("Schwarzenegger");
  });

  it("breaks a long address after the @ and before the dots, and only that", () => {
    const email = `${"abcdefghij".repeat(6)}wxyz@subdomain.example.com`;
    const broken = breakLongRuns(email);
    expect(broken.replaceAll(BREAK, "")).toBe(email);
    expect(broken).toContain(`@${BREAK}subdomain${BREAK}.example${BREAK}.com`);
  });

  it("breaks a URL after its slashes and before its query", () => {
    const url = `example.com/${"segment".repeat(4)}/page?campaign=spring`;
    expect(breakLongRuns(url)).toBe(
      `example${BREAK}.com/${BREAK}segmentsegm${BREAK}entsegmentse${BREAK}gment/${BREAK}page${BREAK}?campaign${BREAK}=spring`,
    );
  });

  it("cuts a run with nowhere better to break into pieces of about 8 ems", () => {
    const name = "W".repeat(60);
    expect(pieces(breakLongRuns(name)).map((piece) => piece.length)).toEqual([
      8, 8, 8, 8, 8, 8, 8, 4,
    ]);
    const lower = "x".repeat(59);
    for (const piece of pieces(breakLongRuns(lower))) expect(piece.length).toBeLessThanOrEqual(12);
    expect(pieces(breakLongRuns("ü".repeat(120), LONGEST_NAME_RUN))).toHaveLength(10);
  });

  it("breaks shorter runs in large type", () => {
    const word = "Wolfeschlegelsteinhausen"; // 24 letters: too wide at 18 px, fine at 13 px
    expect(breakLongRuns(word)).toBe(word);
    expect(breakLongRuns(word, LONGEST_NAME_RUN)).not.toBe(word);
  });

  it("counts a hyphen before a letter as a break the browser already has", () => {
    const joined = Array.from({ length: 6 }, () => "abcdefghi").join("-");
    expect(breakLongRuns(joined)).toBe(joined);
    // before a digit a hyphen does not break: the run is long
    const digits = Array.from({ length: 6 }, () => "123456789").join("-");
    expect(breakLongRuns(digits)).not.toBe(digits);
  });

  it("never splits a character, an emoji sequence or a letter from its accent", () => {
    const family = "👩\u200d👩\u200d👧\u200d👦";
    const flag = "🇫🇷";
    const decomposed = "e\u0301";
    const text = `${family}${flag}${decomposed}`.repeat(12);
    const broken = breakLongRuns(text);
    expect(broken.replaceAll(BREAK, "")).toBe(text);
    for (const [index, character] of Array.from(broken).entries()) {
      if (character !== BREAK) continue;
      const next = Array.from(broken)[index + 1]!;
      expect(next).toMatch(/[\p{L}\p{N}\p{P}\p{Sm}\p{Sc}]/u);
      expect(Array.from(broken)[index - 1]).not.toBe("\u200d");
    }
    // Surrogate pairs stay whole.
    expect(broken).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("keeps the words between the runs as they are", () => {
    const run = "x".repeat(40);
    const broken = breakLongRuns(`Hello ${run} world`);
    expect(broken.startsWith("Hello x")).toBe(true);
    expect(broken.endsWith("x world")).toBe(true);
  });
});
