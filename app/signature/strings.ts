// White-space rules shared by the schema (which stores clean text) and the renderer
// (which cleans again whatever it is given).

/** Drops control characters; keeps tabs, and line breaks when asked. */
function withoutControls(value: string, keepNewlines: boolean): string {
  let result = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (!control || char === "\t" || (keepNewlines && char === "\n")) result += char;
  }
  return result;
}

/** One line: inner runs of white space become one space, ends trimmed. */
export function normalizeSingleLine(value: string): string {
  return withoutControls(value, false).replace(/\s+/g, " ").trim();
}

/** Several lines: `\r\n` → `\n`, spaces at line ends and runs of blank lines removed. */
export function normalizeMultiLine(value: string): string {
  return withoutControls(value.replace(/\r\n?/g, "\n"), true)
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
