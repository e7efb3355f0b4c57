// The account page's script (the page is plain forms, app/routes/account.tsx): loaded by
// app/islands/main.ts only there. It keeps the signed-in user in this browser and merges its
// signatures with the account, as a hydrated page does after a sign-in; before a sign-out it
// lists the signatures that exist only here and asks what becomes of them (ADR 028); it lists
// them in the deletion's confirmation too; and it copies a new API key.
import type { RenderOptions } from "../signature/render.ts";
import { followSession } from "../signatures/page-session.ts";
import type { SignedInUser } from "../signatures/session-user.ts";
import type { StoredSignature } from "../signatures/signatures.ts";

/** What the page gives its script (`data-account-page`). */
type PageScript = {
  user: SignedInUser;
  render: RenderOptions;
  texts: { untitled: string; notInAccount: string; changesNotSent: string };
};

/** A plural message's two forms, `{{count}}` left in (app/accounts/ui/plural-templates.ts). */
type Templates = Record<string, { one: string; other: string }>;

/** Wires the page; resolves once its controls answer (the merge goes on meanwhile). */
export function enhanceAccountPage(root: HTMLElement): void {
  const page = JSON.parse(root.dataset.accountPage ?? "null") as PageScript | null;
  if (!page) return;
  const merged = followSession(page.user).catch(() => undefined);
  enhanceCopyButtons(root);
  askBeforeSignOut(root, page);
  void merged.then(() => listForDeletion(root, page));
}

/** The texts of `container`'s `[data-text]` elements for `count`, and its list. */
function show(container: HTMLElement, signatures: readonly StoredSignature[], page: PageScript) {
  const templates = JSON.parse(container.dataset.templates ?? "{}") as Templates;
  const count = signatures.length;
  const form =
    new Intl.PluralRules(document.documentElement.lang || "en").select(count) === "one"
      ? "one"
      : "other";
  for (const element of container.querySelectorAll<HTMLElement>("[data-text]")) {
    const template = templates[element.dataset.text ?? ""];
    if (template) element.textContent = template[form].replaceAll("{{count}}", String(count));
  }
  container.querySelector("[data-only-here-list]")?.replaceChildren(
    ...signatures.map((signature) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.className = "font-medium";
      name.textContent = nameOf(signature, page);
      const why = document.createElement("span");
      why.className = "text-sm text-slate-700";
      why.textContent = ` — ${signature.userId === null ? page.texts.notInAccount : page.texts.changesNotSent}`;
      item.append(name, why);
      return item;
    }),
  );
}

const nameOf = (signature: StoredSignature, page: PageScript) =>
  signature.name || signature.fullName || page.texts.untitled;

/** One ZIP of .htm files, in the page's language (the renderer and the ZIP code load now). */
async function download(signatures: readonly StoredSignature[], page: PageScript) {
  const [{ signaturesZip }, { downloadFile }] = await Promise.all([
    import("../accounts/signatures-zip.ts"),
    import("../signatures/download.ts"),
  ]);
  const bytes = await signaturesZip(signatures, {
    render: page.render,
    nameOf: (signature) => nameOf(signature, page),
  });
  downloadFile("signatures.zip", bytes, "application/zip");
}

/**
 * The sign-out form goes at once when nothing exists only here; otherwise the dialog lists
 * what does, and the form goes with the person's choice: kept for the account (`keep=1`), or
 * downloaded and taken away (`keep=0`). Cancel leaves everything as it was.
 */
function askBeforeSignOut(root: HTMLElement, page: PageScript) {
  const form = root.querySelector<HTMLFormElement>("form[data-sign-out]");
  const dialog = root.querySelector<HTMLDialogElement>("#sign-out-dialog");
  if (!form || !dialog) return;
  let chosen = false;
  let submitter: HTMLElement | null = null;
  let signatures: StoredSignature[] = [];
  const send = (keep: boolean) => {
    chosen = true;
    const field = form.elements.namedItem("keep");
    if (field instanceof HTMLInputElement) field.value = keep ? "1" : "0";
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
  };
  form.addEventListener("submit", (event) => {
    if (chosen) return;
    event.preventDefault();
    submitter = event.submitter;
    void import("../accounts/sign-out.ts")
      .then(({ prepareSignOut }) => prepareSignOut())
      .catch((): StoredSignature[] => [])
      .then((found) => {
        signatures = found;
        if (found.length === 0) return send(true);
        show(dialog, found, page);
        dialog.showModal();
        // the safe choice has the focus: Enter keeps them
        dialog.querySelector<HTMLButtonElement>('[data-choice="keep"]')?.focus();
      });
  });
  const choices = [...dialog.querySelectorAll<HTMLButtonElement>("[data-choice]")];
  for (const button of choices) {
    button.addEventListener("click", async () => {
      for (const choice of choices) choice.disabled = true;
      if (button.dataset.choice === "download") await download(signatures, page);
      send(button.dataset.choice === "keep");
    });
  }
}

/** The deletion's confirmation says which signatures exist only here, and offers them. */
async function listForDeletion(root: HTMLElement, page: PageScript) {
  const box = root.querySelector<HTMLElement>("[data-only-here-delete]");
  if (!box) return;
  const { signaturesOnlyHere } = await import("../signatures/kept-signatures.ts");
  const signatures = signaturesOnlyHere();
  if (signatures.length === 0) return;
  show(box, signatures, page);
  box.querySelector("[data-choice=download]")?.addEventListener("click", () => {
    void download(signatures, page);
  });
  box.hidden = false;
}

/** "Copy" beside a new key's secret: shown only where it can work. */
function enhanceCopyButtons(root: HTMLElement) {
  for (const box of root.querySelectorAll<HTMLElement>("[data-copy]")) {
    const source = document.getElementById(box.dataset.copy ?? "");
    const button = box.querySelector("button");
    const status = box.querySelector<HTMLElement>("[data-copied]");
    if (!source || !button || !status || !navigator.clipboard) continue;
    box.hidden = false;
    button.addEventListener("click", () => {
      navigator.clipboard.writeText(source.textContent ?? "").then(
        () => {
          status.textContent = status.dataset.copied ?? "";
        },
        () => {
          // no clipboard permission: the secret stays selectable
          status.textContent = "";
        },
      );
    });
  }
}
