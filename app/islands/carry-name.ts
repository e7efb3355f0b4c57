/** The query parameter that carries the name typed on the home page into the editor. */
export const NAME_PARAM = "name";

/** The links marked `data-carry-name`, and those inside elements so marked. */
function carryingLinks(root: ParentNode): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-carry-name]")].flatMap((element) =>
    element instanceof HTMLAnchorElement
      ? [element]
      : [...element.querySelectorAll<HTMLAnchorElement>("a[href]")],
  );
}

/**
 * Puts `?name=` on the links that lead to creating a signature (home → /create → /app), or
 * takes it off when the name is empty; the editor checks it against the signature's schema.
 */
export function carryName(root: ParentNode, name: string): void {
  for (const link of carryingLinks(root)) {
    const url = new URL(link.href, document.baseURI);
    if (name) url.searchParams.set(NAME_PARAM, name);
    else url.searchParams.delete(NAME_PARAM);
    link.setAttribute("href", `${url.pathname}${url.search}${url.hash}`);
  }
}

/** A page opened with `?name=` (/create) hands it on through its marked links. */
export function carryNameFromUrl(root: ParentNode, search: string): void {
  const name = new URLSearchParams(search).get(NAME_PARAM)?.trim();
  if (name) carryName(root, name);
}
