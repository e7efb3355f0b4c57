const KEY = "carriedEmail";

/**
 * "Forgot your password?" is a link to `/login?forgot`: the address typed in the sign-in form
 * goes with it, through this tab's session storage rather than the URL (addresses stay out of
 * logs and history), into the empty address field of the element marked
 * `data-receive-email`. The link is marked `data-carry-email`; the address it carries is the
 * page's email field (the sign-in form's: the only one while the link is shown).
 */
export function carryEmail(root: ParentNode, storage: Storage = window.sessionStorage): void {
  try {
    const carried = storage.getItem(KEY);
    storage.removeItem(KEY);
    const target = root.querySelector<HTMLInputElement>('[data-receive-email] input[type="email"]');
    if (carried && target && !target.value) target.value = carried;
    for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-carry-email]")) {
      link.addEventListener("click", () => {
        const value = root.querySelector<HTMLInputElement>('input[type="email"]')?.value.trim();
        if (value) storage.setItem(KEY, value);
      });
    }
  } catch {
    // storage refused (private modes, policies): the field simply starts empty
  }
}
