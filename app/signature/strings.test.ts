import { describe, expect, it } from "vitest";
import { normalizeMultiLine, normalizeSingleLine } from "./strings.ts";

// The first implementation, character by character: the specification the faster one keeps.
function withoutControls(value: string, keepNewlines: boolean): string {
  let result = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (!control || char === "\t" || (keepNewlines && char === "\n")) result += char;
  }
  return result;
}
const referenceSingleLine = (value: string) =>
  withoutControls(value, false).replace(/\s+/g, " ").trim();
const referenceMultiLine = (value: string) =>
  withoutControls(value.replace(/\r\n?/g, "\n"), true)
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

const PIECES = [
  "a",
  "Zoë",
  " ",
  "  ",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "\u00a0",
  "\u2028",
  "\u3000",
  "\u1680",
  "\u2005",
  "\u205f",
  "\ufeff",
  "\u200b",
  "\u0000",
  "\u0007",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u00a1",
  "🎉",
  "\ud83d",
  "<&>",
];

describe("white-space rules", () => {
  it("clean single lines", () => {
    expect(normalizeSingleLine("  Marie \t  Curie\u0007 ")).toBe("Marie Curie");
    expect(normalizeSingleLine("a\nb\r\nc")).toBe("abc");
    expect(normalizeSingleLine("a\u00a0\u00a0b")).toBe("a b");
    expect(normalizeSingleLine("Jane Doe")).toBe("Jane Doe");
  });

  it("clean several lines", () => {
    expect(normalizeMultiLine("  One  \r\n\r\n\r\n\r\nTwo\u0000 \n\n  \nThree  ")).toBe(
      "One\n\nTwo\n\nThree",
    );
  });

  it("give what the character-by-character rules gave, for every UTF-16 code unit", () => {
    // A white-space character missing from the shortcut's list would be kept as it is.
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      for (const text of [`a${char}b`, `a ${char}b`, `${char}`]) {
        if (normalizeSingleLine(text) !== referenceSingleLine(text)) {
          expect(normalizeSingleLine(text), code.toString(16)).toBe(referenceSingleLine(text));
        }
        if (normalizeMultiLine(text) !== referenceMultiLine(text)) {
          expect(normalizeMultiLine(text), code.toString(16)).toBe(referenceMultiLine(text));
        }
      }
    }
  });

  it("give what the character-by-character rules gave, on random text", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20_000; i++) {
      let text = "";
      const length = Math.floor(random() * 12);
      for (let j = 0; j < length; j++) text += PIECES[Math.floor(random() * PIECES.length)];
      expect(normalizeSingleLine(text), JSON.stringify(text)).toBe(referenceSingleLine(text));
      expect(normalizeMultiLine(text), JSON.stringify(text)).toBe(referenceMultiLine(text));
    }
  });
});
