// The "Download them" of the sign-out dialog (ADR 028): the signatures that exist only in this
// browser, each as the .htm file the export page downloads (ready for Outlook, Apple Mail,
// Thunderbird), in one ZIP.

import { type RenderOptions, render } from "../signature/render.ts";
import { signatureDocument } from "../signature/signature-document.ts";
import { signatureFileName } from "../signatures/download.ts";
import { type StoredSignature, signatureFields } from "../signatures/signatures.ts";

/** File name → contents; two signatures of the same name get `-2`, `-3`… */
export function signatureFiles(
  list: readonly StoredSignature[],
  { render: options, nameOf }: { render: RenderOptions; nameOf: (s: StoredSignature) => string },
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const signature of list) {
    const name = nameOf(signature);
    const base = signatureFileName(name, "").slice(0, -1);
    let file = `${base}.htm`;
    for (let number = 2; file in files; number++) file = `${base}-${number}.htm`;
    const fields = signatureFields(signature);
    const { html } = render(fields, options);
    files[file] = signatureDocument(html, { title: name, lang: fields.language });
  }
  return files;
}

/** The same files zipped (fflate is loaded on the first use). */
export async function signaturesZip(
  list: readonly StoredSignature[],
  options: { render: RenderOptions; nameOf: (s: StoredSignature) => string },
): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import("fflate");
  const files = signatureFiles(list, options);
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [file, strToU8(text)])),
    { level: 6 },
  );
}
