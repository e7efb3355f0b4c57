import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../signature/colors.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const FILES = [
  ...["en", "fr"].flatMap((locale) =>
    readdirSync(path.join(ROOT, "content/blog", locale)).map((f) => `content/blog/${locale}/${f}`),
  ),
  "app/content/guide/en.md",
  "app/content/guide/fr.md",
];

describe("example signatures in the articles and the guide", () => {
  it("use accent colours readable on white (WCAG AA, 4.5:1): labels are drawn in them", () => {
    const weak: string[] = [];
    for (const file of FILES) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const match of text.matchAll(/accentColor:\s*"?(#[0-9a-fA-F]{6})"?/g)) {
        const ratio = contrastRatio(match[1]!, "#ffffff");
        if (ratio < 4.5) weak.push(`${file}: ${match[1]} (${ratio.toFixed(2)})`);
      }
    }
    expect(FILES.length).toBeGreaterThan(20);
    expect(weak).toEqual([]);
  });
});
