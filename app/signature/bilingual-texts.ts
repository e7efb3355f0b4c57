// How a text typed in both languages reads in a bilingual signature: "Directrice commerciale
// / Sales director", once when the second is empty or the same
// (docs/decisions/033-bilingual-signatures.md).

/** `first / second`, or `first` alone when `second` adds nothing. */
export function bothTexts(first: string, second: string): string {
  if (second === "" || second === first) return first;
  if (first === "") return second;
  return `${first} / ${second}`;
}
