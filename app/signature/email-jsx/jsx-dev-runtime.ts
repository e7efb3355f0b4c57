// The development entry of the email JSX runtime (Vite's dev server compiles JSX to
// `jsxDEV`): the same output, the source location ignored.
import { type EmailNode, Fragment, type Html, jsx } from "./jsx-runtime.ts";

export type { JSX } from "./jsx-runtime.ts";
export { Fragment };

export function jsxDEV(
  type: string | ((props: never) => EmailNode),
  props: Record<string, unknown>,
  key?: unknown,
): Html {
  return jsx(type, props, key);
}
