// French typography (issue 9): a narrow no-break space (U+202F) before : ; ! ? and inside
// « », so that a sign never starts a line on its own and sits where French readers expect it.

export const NARROW_NBSP = "\u202f";

/**
 * A French text with the right space before : ; ! ? » and after «: an ordinary or no-break
 * space that is there becomes a narrow no-break space. Where there is no space at all the
 * text is left alone (a URL, a time, code): those are the writers' to fix, and the
 * catalogues' test finds them.
 */
export function typesetFrench(text: string): string {
  return text
    .replace(/[ \u00a0]+([:;!?»])(?=[\s\p{P}]|$)/gmu, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`);
}

// What the check leaves out: addresses (scheme:…, mailto:, tel:), times and ratios (10:30, 4,5:1, {{ratio}}:1),
// interpolated values ({{count}}) and code (`…`).
const NOT_PROSE = [
  /`[^`]*`/g,
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"»)]*/gi,
  /\b(?:mailto|tel):[^\s<>"»)]+/gi,
  /(?:\d+(?:[.,]\d+)?|\{\{\w+\}\})(?::\d+)+/g,
  /\{\{[^}]*\}\}/g,
];

/**
 * Where a French text breaks the rule, each as a short excerpt around the sign: a sign of
 * : ; ! ? » after anything but U+202F (but after another ! ?, or at the start), and « before
 * anything but U+202F.
 */
export function frenchTypographyProblems(text: string): string[] {
  let prose = text;
  for (const pattern of NOT_PROSE)
    prose = prose.replace(pattern, (match) => "x".repeat(match.length));
  const problems: string[] = [];
  const excerpt = (index: number) =>
    JSON.stringify(text.slice(Math.max(0, index - 20), index + 20));
  for (const match of prose.matchAll(/[:;!?»]/g)) {
    const index = match.index;
    const before = prose[index - 1];
    if (before === undefined || before === NARROW_NBSP || before === "\n") continue;
    if (match[0] !== "»" && (before === "!" || before === "?")) continue;
    problems.push(excerpt(index));
  }
  for (const match of prose.matchAll(/«/g)) {
    if (prose[match.index + 1] !== NARROW_NBSP) problems.push(excerpt(match.index));
  }
  return problems;
}
