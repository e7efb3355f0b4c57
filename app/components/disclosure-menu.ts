/**
 * The behaviour a `<details>` menu lacks on its own (it opens and closes without JavaScript):
 * Escape closes it and gives the focus back to its summary; a click outside, the focus leaving
 * it, or following one of its links closes it too (on hydrated pages the header stays while
 * the page changes). Plain DOM, shared by the header's island and its React version.
 * Returns a function that removes the listeners.
 */
export function enhanceDisclosureMenu(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector("summary");
  const close = (focusSummary: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (focusSummary) summary?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    event.preventDefault();
    close(true);
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !details.contains(next)) close(false);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) close(false);
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (event.target instanceof Node && !details.contains(event.target)) close(false);
  };
  details.addEventListener("keydown", onKeyDown);
  details.addEventListener("focusout", onFocusOut);
  details.addEventListener("click", onClick);
  document.addEventListener("click", onDocumentClick);
  return () => {
    details.removeEventListener("keydown", onKeyDown);
    details.removeEventListener("focusout", onFocusOut);
    details.removeEventListener("click", onClick);
    document.removeEventListener("click", onDocumentClick);
  };
}
