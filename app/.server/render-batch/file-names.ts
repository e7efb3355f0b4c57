// Names of a person's files in a batch's ZIP: the full name as safe ASCII, unique.

/** Letters NFKD does not take apart. */
const LETTERS: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

const MAX_LENGTH = 60;

/** "Élodie Durand" → "elodie-durand": lower-case ASCII letters and digits joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[æœßøłđðþ]/g, (letter) => LETTERS[letter]!)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, "");
}

/** Names Windows refuses for a file, whatever its extension. */
const RESERVED = ["con", "prn", "aux", "nul"].concat(
  Array.from({ length: 9 }, (_, i) => [`com${i + 1}`, `lpt${i + 1}`]).flat(),
);

/**
 * Gives each person a file name (without extension): the slug of the full name, `row-<n>`
 * without one; a name already given gets `-2`, `-3`…
 */
export function createFileNamer(): (fullName: string, row: number) => string {
  const used = new Set(RESERVED);
  return (fullName, row) => {
    const base = slugify(fullName) || `row-${row}`;
    let name = base;
    for (let copy = 2; used.has(name); copy++) name = `${base}-${copy}`;
    used.add(name);
    return name;
  };
}
