// The `.htm` file of one person in a batch's ZIP: a complete HTML document around the
// signature, so it opens in a browser or a mail client's signature import as it is.
import type { Locale } from "../../i18n/locales.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** `<!doctype html>`, UTF-8, the person's name as title; the signature's HTML untouched. */
export function signatureDocument(
  html: string,
  { title, locale }: { title: string; locale: Locale },
) {
  return [
    "<!doctype html>",
    `<html lang="${locale}">`,
    "<head>",
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    "</head>",
    "<body>",
    html,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
