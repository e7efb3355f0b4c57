/**
 * Forms that post without JavaScript (the contact form): while one is sending, its submit
 * button is disabled and says so; after a refused submission, the message the server put at
 * the top (`data-focus-on-load`) gets the focus, so that it is read out first.
 */
export function enhanceForms(root: ParentNode): void {
  root.querySelector<HTMLElement>("[data-focus-on-load]")?.focus();
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
    form.addEventListener("submit", () => {
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (!button) return;
      // After this event: disabling it now would drop the button from the form's data.
      window.setTimeout(() => {
        button.disabled = true;
        button.setAttribute("aria-busy", "true");
        if (button.dataset.sendingLabel) button.textContent = button.dataset.sendingLabel;
      });
    });
  }
}
