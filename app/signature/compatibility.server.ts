// Compatibility of a signature's HTML with the main email clients, from the caniemail
// data bundled in `doiuse-email`. Server-only: the package carries ~650 kB of data and a
// CSS library that reaches for Node's `fs`, which the browser bundle must not include.
import { createRequire } from "node:module";

type DoiuseEmail = typeof import("doiuse-email");
let doiuseEmail: DoiuseEmail | undefined;
/** Loaded at the first check rather than at the server's start (~45 ms of it). */
const loadDoiuseEmail = () =>
  (doiuseEmail ??= createRequire(import.meta.url)("doiuse-email") as DoiuseEmail);

export const COMPATIBILITY_CLIENTS = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"];

/**
 * Features that some clients flag but ignore harmlessly: `role="presentation"` on layout
 * tables and `target` on links. Everything else flagged changes the rendering.
 */
export const TOLERATED_FEATURES = ["role attribute", "target attribute"] as const;

export type CompatibilityProblem = {
  /** caniemail's feature title, e.g. "border-radius" or "<wbr> element" */
  feature: string;
  /** e.g. "outlook.windows" */
  client: string;
};

const ERROR = /^`(.+)` is not supported by `(.+)`$/;

/** Everything in `html` that one of the clients does not support, tolerated features aside. */
export function checkCompatibility(html: string): CompatibilityProblem[] {
  let result: ReturnType<DoiuseEmail["doIUseEmail"]>;
  try {
    result = loadDoiuseEmail().doIUseEmail(html, { emailClients: COMPATIBILITY_CLIENTS });
  } catch (error) {
    return [{ feature: `check failed: ${(error as Error).message}`, client: "*" }];
  }
  if (result.success) return [];
  const problems: CompatibilityProblem[] = [];
  for (const message of result.errors) {
    const match = ERROR.exec(message);
    const problem = match
      ? { feature: match[1]!, client: match[2]! }
      : { feature: message, client: "*" };
    if (!(TOLERATED_FEATURES as readonly string[]).includes(problem.feature)) {
      problems.push(problem);
    }
  }
  return problems;
}
