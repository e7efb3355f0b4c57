// Copying a signature: rich HTML with a plain-text fallback, so pasting into Gmail,
// Outlook or Apple Mail keeps the layout and plain-text fields still get the words.

export type ClipboardPayload = { "text/html": Blob; "text/plain": Blob };

/** The two representations written to the clipboard by "Copy for Gmail / Outlook / Apple Mail". */
export function richClipboardPayload(html: string, text: string): ClipboardPayload {
  return {
    "text/html": new Blob([html], { type: "text/html" }),
    "text/plain": new Blob([text], { type: "text/plain" }),
  };
}

/** Copies formatted HTML. Uses the async clipboard when it can, else a selection copy. */
export async function copyRichText(html: string, text: string): Promise<boolean> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem(richClipboardPayload(html, text))]);
      return true;
    } catch {
      // permission refused or unsupported type: try the selection copy below
    }
  }
  return copyBySelection(html);
}

/** Copies a string as plain text (the HTML source). */
export async function copyPlainText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall back to a selected textarea
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  hideOffscreen(area);
  document.body.append(area);
  area.select();
  return copySelection(() => area.remove());
}

/** Older browsers: select rendered HTML in an off-screen editable element and copy it. */
function copyBySelection(html: string): boolean {
  const selection = window.getSelection();
  if (!selection) return false;
  const holder = document.createElement("div");
  holder.contentEditable = "true";
  holder.setAttribute("aria-hidden", "true");
  holder.innerHTML = html;
  hideOffscreen(holder);
  document.body.append(holder);
  const previous = selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const range = document.createRange();
  range.selectNodeContents(holder);
  selection.removeAllRanges();
  selection.addRange(range);
  return copySelection(() => {
    selection.removeAllRanges();
    if (previous) selection.addRange(previous);
    holder.remove();
  });
}

/** Copies what is selected the old way, then `cleanUp`, whether it worked, failed or threw. */
function copySelection(cleanUp: () => void): boolean {
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    cleanUp();
  }
}

function hideOffscreen(element: HTMLElement) {
  Object.assign(element.style, {
    position: "fixed",
    top: "0",
    left: "-10000px",
    opacity: "0",
    pointerEvents: "none",
  });
}
