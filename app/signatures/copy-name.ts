// The name of a duplicate (issue 20): "Work" → "Work 2", then "Work 3", the next number no
// signature uses; a copy of "Work 2" is "Work 3", not "Work 2 2".
import { LIMITS } from "../signature/schema.ts";

const NUMBERED = /^(.*\S)\s+(\d{1,4})$/;

/**
 * `name` is the copied signature's shown name (its name, else its person's name, else
 * "Untitled"); `taken` the shown names of every stored signature; `format` joins a name and a
 * number in the page's language.
 */
export function copyName(
  name: string,
  taken: readonly string[],
  format: (base: string, number: number) => string,
): string {
  const used = new Set(taken.map((entry) => entry.trim().toLocaleLowerCase()));
  const numbered = NUMBERED.exec(name.trim());
  // "Office 365" is a name, not the 365th copy of "Office": only a known family is renumbered.
  const base =
    numbered?.[1] && used.has(numbered[1].toLocaleLowerCase()) ? numbered[1] : name.trim();
  for (let number = 2; ; number++) {
    const suffix = format("", number);
    const candidate = format(base.slice(0, LIMITS.text - suffix.length), number);
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
