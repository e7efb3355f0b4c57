// What of a signature's HTML the main email clients do not support, as {feature, client}
// pairs: the caniemail checker of the report (compatibility/check.ts), kept by the HTML's
// "shape" on the server, where the batch checks hundreds of people of one design.
//
// Results are kept by the signature's "shape" (compatibilityShape, compatibility/shape.ts): what the check
// reads, without the person's words, links and colours, which it never reads
// (docs/decisions/014; compatibility.server.test.ts proves it on every template).
import { checkEmailCompatibility, TOLERATED_FEATURES } from "./compatibility/check.ts";
import { compatibilityShape } from "./compatibility/shape.ts";

export { compatibilityShape, TOLERATED_FEATURES };

export type CompatibilityProblem = {
  /** caniemail's feature title, e.g. "border-radius" or "<wbr> element" */
  feature: string;
  /** e.g. "outlook.windows" */
  client: string;
};

/** Everything in `html` that one of the clients does not support, tolerated features aside. */
export function checkCompatibility(html: string): CompatibilityProblem[] {
  const shape = compatibilityShape(html);
  if (shape === null) return computeCompatibility(html);
  let problems = cache.get(shape);
  if (problems === undefined) {
    problems = computeCompatibility(html);
    remember(shape, problems);
  } else {
    // Most recently used last: the first key is the one to forget.
    cache.delete(shape);
    cache.set(shape, problems);
  }
  return problems.map((problem) => ({ ...problem }));
}

let computed = 0;

/** How many checks actually ran since the process started (the rest came from the cache). */
export function compatibilityChecksRun(): number {
  return computed;
}

/** The check itself, every time (checkCompatibility remembers its results). */
export function computeCompatibility(html: string): CompatibilityProblem[] {
  computed += 1;
  const problems: CompatibilityProblem[] = [];
  for (const finding of checkEmailCompatibility(html)) {
    if (finding.support !== "n") continue;
    for (const client of finding.clients) problems.push({ feature: finding.feature, client });
  }
  return problems;
}

/** Results kept for this many shapes (a few kB each), the least recently used forgotten. */
export const COMPATIBILITY_CACHE_SIZE = 1_000;
const cache = new Map<string, CompatibilityProblem[]>();

function remember(shape: string, problems: CompatibilityProblem[]) {
  cache.set(shape, problems);
  if (cache.size > COMPATIBILITY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}
