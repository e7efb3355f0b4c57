// The files of a signature's versions: `Work.htm`, `Work-short.htm`, `Work-bilingual.htm`,
// `Work.txt`, alone or together in `Work.zip`.
import { signatureDocument } from "../signature/signature-document.ts";
import type { RenderedVariant } from "../signature/variants.ts";
import { signatureFileName } from "../signatures/download.ts";

export function variantFileName(name: string, rendered: RenderedVariant): string {
  const suffix =
    rendered.variant === "full" || rendered.variant === "plain" ? "" : `-${rendered.variant}`;
  const base = signatureFileName(name, "").slice(0, -1);
  return signatureFileName(`${base}${suffix}`, rendered.html === null ? "txt" : "htm");
}

/** Each version's file, as written in the ZIP. */
export function variantFiles(
  variants: readonly RenderedVariant[],
  { name, lang }: { name: string; lang: string },
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const rendered of variants) {
    files[variantFileName(name, rendered)] =
      rendered.html === null
        ? rendered.text
        : signatureDocument(rendered.html, { title: name, lang });
  }
  return files;
}

/** Every version in one ZIP (fflate is loaded on the first use). */
export async function zipOfVariants(
  variants: readonly RenderedVariant[],
  options: { name: string; lang: string },
): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import("fflate");
  const entries = Object.fromEntries(
    Object.entries(variantFiles(variants, options)).map(([file, content]) => [
      file,
      strToU8(content),
    ]),
  );
  return zipSync(entries, { level: 6 });
}
