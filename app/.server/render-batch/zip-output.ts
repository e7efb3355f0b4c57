// The ZIP answer of a batch, written as the rows are rendered: `<name>.htm` and `<name>.txt`
// for each person rendered, then `errors.csv` when some rows failed.
import type { Locale } from "../../i18n/locales.ts";
import { signatureDocument } from "../../signature/signature-document.ts";
import { ERRORS_CSV_HEADER, errorLines } from "./errors-csv.ts";
import { createFileNamer } from "./file-names.ts";
import type { RowResult } from "./rows.ts";
import { zlibZipEntry } from "./zip-entry.ts";

const encoder = new TextEncoder();

/**
 * The archive as a byte stream (fflate's streaming Zip, each file deflated as it is added,
 * see zip-entry.ts):
 * one person rendered and compressed per pull, so only that person's files are held, and a
 * client that stops reading stops the rendering. The failed rows' errors (a few lines each)
 * wait for the end, where `errors.csv` goes.
 */
export async function zipRowsStream(
  rows: Iterator<RowResult>,
  { locale }: { locale: Locale },
): Promise<ReadableStream<Uint8Array>> {
  // Loaded at the first ZIP rather than at the server's start (docs/decisions/018).
  const fflate = await import("fflate");
  const { Zip } = fflate;
  const ZipEntry = zlibZipEntry(fflate);
  const fileName = createFileNamer();
  let errors = "";
  /** What the archive wrote since the last pull: sent as one chunk (~3 per file otherwise). */
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) ended = true;
  });
  const add = (name: string, text: string) => {
    const file = new ZipEntry(name);
    zip.add(file);
    file.push(encoder.encode(text), true);
  };
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      // A pull that enqueues nothing is not called again: go on until some bytes are written.
      while (pending.length === 0 && !ended && failure === null) {
        const next = rows.next();
        if (next.done) {
          if (errors) add("errors.csv", ERRORS_CSV_HEADER + errors);
          zip.end();
          break;
        }
        const result = next.value;
        if (!result.ok) {
          errors += errorLines(result);
          continue;
        }
        const name = fileName(result.fields.fullName, result.row);
        const title = result.fields.fullName || name;
        add(`${name}.htm`, signatureDocument(result.html, { title, lang: locale }));
        add(`${name}.txt`, result.text);
      }
      if (failure) {
        controller.error(failure);
        return;
      }
      if (pending.length > 0) controller.enqueue(Buffer.concat(pending));
      pending = [];
      if (ended) controller.close();
    },
    cancel() {
      zip.terminate();
      rows.return?.(undefined);
    },
  });
}
