/**
 * The home page's "try it" box: the renderer (a larger module) loads on the first keystroke,
 * not with the page.
 */
export function wakeTryIt(root: ParentNode): void {
  const container = root.querySelector<HTMLElement>("[data-try-it]");
  const input = container?.querySelector<HTMLInputElement>("input");
  if (!container || !input) return;
  input.addEventListener(
    "input",
    () => {
      void import("./try-it.ts").then(({ startTryIt }) => startTryIt(container, input));
    },
    { once: true },
  );
}
