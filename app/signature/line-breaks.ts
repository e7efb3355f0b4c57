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

const NARROW = "fijlrtI!|.,:;'\u2019`()[]{}";
const WIDE = "mwMW@%\u2014";
const UPPER = /\p{Lu}/u;
/** A character a break may go before: letters, digits, punctuation, `=` `+` `~` `$`… (not a
 * combining mark, a joiner, a variation selector or an emoji and its modifiers, which belong
 * to what precedes or already allow a break). */
const STARTS_CLUSTER = /[\p{L}\p{N}\p{P}\p{Sm}\p{Sc}]/u;
const LETTER = /\p{L}/u;
/** The zero-width joiner binds what follows it to what precedes (emoji sequences). */
const JOINER = 0x200d;

/** Where a long URL or address breaks best: after `@` and `/`, before `.` `?` `#` `&` `=` `_`. */
const BREAK_AFTER = "@/";
const BREAK_BEFORE = ".?#&=_+~";

// The renderer runs for every keystroke in the editor and for every API call (ADR 014): the
// printable ASCII characters are looked up in tables, the rest go through the Unicode classes.
const ASCII_WIDTH = new Float64Array(128);
const ASCII_FLAGS = new Uint8Array(128);
const STARTS = 1;
const BREAKS_AFTER = 2;
const BREAKS_BEFORE = 4;
for (let code = 33; code < 127; code++) {
  const character = String.fromCharCode(code);
  ASCII_WIDTH[code] = emWidthOf(character);
  ASCII_FLAGS[code] =
    (STARTS_CLUSTER.test(character) ? STARTS : 0) |
    (BREAK_AFTER.includes(character) ? BREAKS_AFTER : 0) |
    (BREAK_BEFORE.includes(character) ? BREAKS_BEFORE : 0);
}

/**
 * Estimated width of a character in ems, on the generous side (bold Verdana is the widest
 * of the signature's fonts), so a run estimated narrow enough is.
 */
function emWidthOf(character: string): number {
  if (NARROW.includes(character)) return 0.35;
  if (WIDE.includes(character)) return 1;
  if (character.codePointAt(0)! >= 0x2e80) return 1; // CJK and emoji: one em
  if (UPPER.test(character)) return 0.8;
  return 0.65;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The width of the character at `index` (a surrogate pair counts once, on its first half). */
function widthAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 128) return ASCII_WIDTH[code]!;
  if (isHighSurrogate(code)) return 1;
  if (isLowSurrogate(code)) return 0;
  return emWidthOf(text[index]!);
}

/** Whether a break may go before the character at `index` (not inside a pair or a cluster). */
function mayBreakBefore(text: string, index: number): boolean {
  if (text.charCodeAt(index - 1) === JOINER) return false;
  const code = text.charCodeAt(index);
  if (code < 128) return (ASCII_FLAGS[code]! & STARTS) !== 0;
  if (isLowSurrogate(code)) return false;
  return STARTS_CLUSTER.test(String.fromCodePoint(text.codePointAt(index)!));
}

/** Where a line can already break: after a hyphen before a letter, and after a dash. */
function breaksAfter(run: string, index: number): boolean {
  const code = run.charCodeAt(index);
  if (code === 0x2013 || code === 0x2014) return true;
  if (code !== 45 || index + 1 >= run.length) return false;
  const next = run.charCodeAt(index + 1);
  if (next < 128) return (next | 32) >= 97 && (next | 32) <= 122;
  return LETTER.test(String.fromCodePoint(run.codePointAt(index + 1)!));
}

/** The run in segments the browser may already break between; only wide ones change. */
function breakRun(run: string, longest: number): string {
  let result = "";
  let start = 0;
  for (let index = 0; index < run.length - 1; index++) {
    if (breaksAfter(run, index)) {
      result += breakSegment(run.slice(start, index + 1), longest);
      start = index + 1;
    }
  }
  return result + breakSegment(run.slice(start), longest);
}

function breakSegment(segment: string, longest: number): string {
  let total = 0;
  for (let index = 0; index < segment.length; index++) total += widthAt(segment, index);
  if (total <= longest) return segment;
  let result = "";
  let last = 0;
  let piece = widthAt(segment, 0);
  for (let index = 1; index < segment.length; index++) {
    const width = widthAt(segment, index);
    const previous = segment.charCodeAt(index - 1);
    const code = segment.charCodeAt(index);
    const natural =
      (previous < 128 && (ASCII_FLAGS[previous]! & BREAKS_AFTER) !== 0) ||
      (code < 128 && (ASCII_FLAGS[code]! & BREAKS_BEFORE) !== 0);
    if ((natural || piece + width > LONGEST_PIECE) && mayBreakBefore(segment, index)) {
      result += segment.slice(last, index) + BREAK;
      last = index;
      piece = 0;
    }
    piece += width;
  }
  return result + segment.slice(last);
}

/** Runs of more than `longest` characters, by `longest`. */
const RUNS = new Map<number, RegExp>();

/** Whether `text` has more than `longest` characters in a row without a space. */
function hasRunLongerThan(text: string, longest: number): boolean {
  let run = 0;
  for (let index = 0; index < text.length; index++) {
    // The model's texts are single-spaced: every other white space became a space.
    if (text.charCodeAt(index) <= 32) run = 0;
    else if (++run > longest) return true;
  }
  return false;
}

/**
 * `text` with a zero-width space wherever a run wider than `longest` ems may break. A run of
 * no more than `longest` characters cannot be that wide (no character is wider than an em),
 * so most texts are returned at once.
 */
export function breakLongRuns(text: string, longest: number = LONGEST_BODY_RUN): string {
  if (text.length <= longest || !hasRunLongerThan(text, longest)) return text;
  let runs = RUNS.get(longest);
  if (runs === undefined) {
    runs = new RegExp(`[^\\s]{${Math.floor(longest) + 1},}`, "g");
    RUNS.set(longest, runs);
  }
  return text.replace(runs, (run) => breakRun(run, longest));
}
