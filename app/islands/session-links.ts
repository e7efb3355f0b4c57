/**
 * A page rendered for everyone (prerendered) cannot know who is signed in: links marked
 * `data-signed-in-href` / `data-signed-in-label` ("Sign in" → "Account") switch once the
 * session endpoint says a user is signed in. Nothing changes for visitors who are not.
 */
export function showSignedInLinks(root: ParentNode): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-signed-in-href]")];
  if (!links.length) return;
  void fetch("/api/v1/session", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { user?: unknown } | null) => {
      if (!body?.user) return;
      for (const link of links) {
        link.href = link.dataset.signedInHref ?? link.href;
        link.textContent = link.dataset.signedInLabel ?? link.textContent;
      }
    })
    .catch(() => {
      // offline or server unreachable: the link stays as rendered
    });
}
