/**
 * Forms that post without JavaScript (the contact form, the account forms): while one is
 * sending, its submit button is disabled and says so; after a refused submission, the message
 * the server put first (`data-focus-on-load`), else the first field it marked invalid, gets
 * the focus, so that it is read out first.
 */
export function enhanceForms(root: ParentNode): void {
  (
    root.querySelector<HTMLElement>("[data-focus-on-load]") ??
    root.querySelector<HTMLElement>('form[data-enhance] [aria-invalid="true"]')
  )?.focus();
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
    form.addEventListener("submit", (event) => {
      const button =
        event.submitter instanceof HTMLButtonElement
          ? event.submitter
          : form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (!button) return;
      // After this event: disabling it now would drop the button from the form's data.
      window.setTimeout(() => {
        // a script that asks first (the account page's sign-out) sends the form itself later
        if (event.defaultPrevented) return;
        button.disabled = true;
        button.setAttribute("aria-busy", "true");
        if (button.dataset.sendingLabel) button.textContent = button.dataset.sendingLabel;
      });
    });
  }
}
