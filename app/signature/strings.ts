// White-space rules shared by the schema (which stores clean text) and the renderer
// (which cleans again whatever it is given). They run on every field of every render, so
// text that is already clean takes a shortcut.

// C0 and C1 control characters, except tab (and line feed for several lines).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * What either rule could change inside the text, but two spaces in a row: a control
 * character, or white space other than a space (JavaScript's `\s`, listed; strings.test.ts
 * checks the list).
 */
const UNCLEAN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Nothing to clean but the ends. */
const isClean = (text: string) => !UNCLEAN.test(text) && !text.includes("  ");

/** One line: inner runs of white space become one space, ends trimmed. */
export function normalizeSingleLine(value: string): string {
  if (isClean(value)) return value.trim();
  return value.replace(CONTROLS, "").replace(/\s+/g, " ").trim();
}

/** Several lines: `\r\n` → `\n`, spaces at line ends and runs of blank lines removed. */
export function normalizeMultiLine(value: string): string {
  if (isClean(value)) return value.trim();
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS_BUT_NEWLINE, "")
    .split("\n")
    .map((line) => (isClean(line) ? line : line.replace(/\s+/g, " ")).trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
