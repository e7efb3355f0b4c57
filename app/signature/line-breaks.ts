// Break opportunities in long unbroken runs of text (an email address, a URL, a name with
// no space), written into the HTML as zero-width spaces (U+200B).
//
// A table cell is at least as wide as the longest piece of text it cannot break: one
// 60-character email address makes the whole signature wider than a phone's screen, and
// squeezes the photo beside it. The CSS that would let a browser break anywhere
// (`overflow-wrap`, `word-break`) is stripped or ignored by Gmail, Outlook, Apple Mail or
// Yahoo (caniemail), and `<wbr>` is dropped by Outlook for Windows and Gmail for iOS. A
// zero-width space is a character: every client breaks a line there when it must, and shows
// nothing. It is only added inside runs too wide for a phone's column (about 210 px: 16 ems
// of 13 px text, 11 ems of an 18 px name), so ordinary words and addresses stay whole (a
// reader copying one gets no hidden character), and never in the plain text or the links.

/** The character inserted: a break opportunity that draws nothing. */
export const BREAK = "\u200b";

/** A run wider than this (in ems, estimated) gets break opportunities... */
export const LONGEST_BODY_RUN = 16;
/** ...or this, in a name's large type... */
export const LONGEST_NAME_RUN = 11;
/** ...so that no piece of it is wider than this. */
const LONGEST_PIECE = 8;

const NARROW = new Set("fijlrtI!|.,:;'’`()[]{}");
const WIDE = new Set("mwMW@%—");
const UPPER = /\p{Lu}/u;
/** A character a break may go before: letters, digits, punctuation, `=` `+` `~` `$`… (not a
 * combining mark, a joiner, a variation selector or an emoji and its modifiers, which belong
 * to what precedes or already allow a break). */
const STARTS_CLUSTER = /[\p{L}\p{N}\p{P}\p{Sm}\p{Sc}]/u;
/** The zero-width joiner binds what follows it to what precedes (emoji sequences). */
const JOINER = "\u200d";

/** Where a long URL or address breaks best: after `@` and `/`, before `.` `?` `#` `&` `=` `_`. */
const BREAK_AFTER = new Set("@/");
const BREAK_BEFORE = new Set(".?#&=_+~");

/**
 * Estimated width of a character in ems, on the generous side (bold Verdana is the widest
 * of the signature's fonts), so a run estimated narrow enough is.
 */
function emWidth(character: string): number {
  if (NARROW.has(character)) return 0.35;
  if (WIDE.has(character)) return 1;
  if (character.codePointAt(0)! >= 0x2e80) return 1; // CJK and emoji: one em
  if (UPPER.test(character)) return 0.8;
  return 0.65;
}

/** Where a line can already break: after a space, and after a hyphen or dash before a letter. */
function breaksAfter(character: string, next: string | undefined): boolean {
  if (character === "\u2013" || character === "\u2014") return true;
  return character === "-" && next !== undefined && /\p{L}/u.test(next);
}

function breakRun(run: string, longest: number): string {
  const characters = Array.from(run);
  // The run in segments the browser may already break between; only wide ones change.
  let result = "";
  let start = 0;
  for (let index = 0; index < characters.length; index++) {
    if (index === characters.length - 1 || breaksAfter(characters[index]!, characters[index + 1])) {
      result += breakSegment(characters.slice(start, index + 1), longest);
      start = index + 1;
    }
  }
  return result;
}

function breakSegment(characters: string[], longest: number): string {
  const widths = characters.map(emWidth);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= longest) return characters.join("");
  let result = characters[0]!;
  let piece = widths[0]!;
  for (let index = 1; index < characters.length; index++) {
    const previous = characters[index - 1]!;
    const character = characters[index]!;
    const canBreak = STARTS_CLUSTER.test(character) && previous !== JOINER;
    const natural = BREAK_AFTER.has(previous) || BREAK_BEFORE.has(character);
    if (canBreak && (natural || piece + widths[index]! > LONGEST_PIECE)) {
      result += BREAK;
      piece = 0;
    }
    result += character;
    piece += widths[index]!;
  }
  return result;
}

/** Runs of more than `longest` characters, by `longest`. */
const RUNS = new Map<number, RegExp>();

/**
 * `text` with a zero-width space wherever a run wider than `longest` ems may break. A run of
 * fewer characters than `longest` + 1 cannot be that wide (no character is wider than an
 * em), so most texts are returned at once.
 */
export function breakLongRuns(text: string, longest: number = LONGEST_BODY_RUN): string {
  let runs = RUNS.get(longest);
  if (runs === undefined) {
    runs = new RegExp(`\\S{${Math.floor(longest) + 1},}`, "g");
    RUNS.set(longest, runs);
  }
  runs.lastIndex = 0;
  if (!runs.test(text)) return text;
  return text.replace(runs, (run) => breakRun(run, longest));
}
