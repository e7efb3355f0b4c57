import { carryName } from "./carry-name.ts";

/**
 * The home page's "try it" box: the renderer (a larger module) loads on the first keystroke,
 * not with the page. The name typed goes with the visitor when they go on to create.
 */
export function wakeTryIt(root: ParentNode): void {
  const container = root.querySelector<HTMLElement>("[data-try-it]");
  const input = container?.querySelector<HTMLInputElement>("input");
  if (!container || !input) return;
  const carry = () => carryName(root, input.value.trim());
  input.addEventListener("input", carry);
  // A name the browser put back (history navigation) counts too.
  if (input.value.trim()) carry();
  input.addEventListener(
    "input",
    () => {
      void import("./try-it.ts").then(({ startTryIt }) => startTryIt(container, input));
    },
    { once: true },
  );
}
