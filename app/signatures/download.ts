// Downloads from the export page: file names and saving a file (the document itself is
// signature/signature-document.ts).

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

/** Saves text as a file through a temporary object URL (browser only). */
export function downloadFile(fileName: string, content: string | Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
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
