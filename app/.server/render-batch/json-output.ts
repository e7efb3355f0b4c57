// The JSON answer of a batch, written as the rows are rendered:
// `{"rows":[{row, ok: true, html, text, characters, problems} | {row, ok: false, errors}, …],
//   "rendered": n, "failed": m}`.
import type { RowResult } from "./rows.ts";

const encoder = new TextEncoder();

/** One row as the API shows it (the checked fields stay inside). */
export function rowJson(result: RowResult): string {
  if (!result.ok) return JSON.stringify(result);
  const { row, html, text, characters, problems } = result;
  return JSON.stringify({ row, ok: true, html, text, characters, problems });
}

/**
 * The document as a byte stream: one row rendered per pull, so only the row being written is
 * held, and a client that stops reading stops the rendering.
 */
export function jsonRowsStream(rows: Iterator<RowResult>): ReadableStream<Uint8Array> {
  let rendered = 0;
  let failed = 0;
  let separator = "";
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"rows":['));
    },
    pull(controller) {
      const next = rows.next();
      if (next.done) {
        controller.enqueue(encoder.encode(`],"rendered":${rendered},"failed":${failed}}`));
        controller.close();
        return;
      }
      if (next.value.ok) rendered++;
      else failed++;
      controller.enqueue(encoder.encode(separator + rowJson(next.value)));
      separator = ",";
    },
    cancel() {
      rows.return?.(undefined);
    },
  });
}
