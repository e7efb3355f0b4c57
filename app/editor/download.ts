// The `.htm` file of a signature: a complete, small HTML document that Thunderbird and
// other clients can load as a signature file, and that opens in any browser.

const FALLBACK_FILE_NAME = "signature";
const MAX_BASE_LENGTH = 60;

/**
 * A file name made only of safe characters: accents are dropped (`Ébène` → `Ebene`), any
 * run of other characters becomes one dash, and an empty result falls back to `signature`.
 */
export function signatureFileName(name: string, extension = "htm"): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^[-_.]+|[-_.]+$/g, "");
  return `${base || FALLBACK_FILE_NAME}.${extension}`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The downloadable document around the rendered signature (which is already safe HTML). */
export function signatureDocument(html: string, { title, lang }: { title: string; lang: string }) {
  const safeLang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : "en";
  return [
    "<!DOCTYPE html>",
    `<html lang="${safeLang}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)}</title>`,
    "</head>",
    "<body>",
    html,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Saves text as a file through a temporary object URL (browser only). */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
