/**
 * The show/hide switch of a password field (app/components/form-fields.tsx's PasswordField)
 * on a page React does not hydrate: it shows the password as text while pressed.
 */
export function enhancePasswordToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
    });
  }
}
