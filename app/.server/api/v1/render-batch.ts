import { SIGNATURE_API, serverRenderOptions } from "../../../signatures/.server/index.ts";
import { streamedResponse } from "../../http/streamed-response.ts";
import { resolveDesign } from "../../render-batch/design.ts";
import { jsonRowsStream } from "../../render-batch/json-output.ts";
import { batchOutput } from "../../render-batch/output-format.ts";
import { renderRows } from "../../render-batch/render-rows.ts";
import { readBatchRequest } from "../../render-batch/request-input.ts";
import { zipRowsStream } from "../../render-batch/zip-output.ts";
import { endpoint } from "../endpoint.ts";

// POST /api/v1/render/batch – render one design for up to 500 people → JSON rows, or a ZIP
// of `.htm`/`.txt` files (`Accept: application/zip`)
// Body: JSON `{design?, signature?, people: [...]}` or CSV (header of field names; the design
// in the query: `?signature=<id>&template=band…`), at most 2 MB. The body is read and checked
// whole first (413, 415, 422 refuse the batch before anything is rendered), then the people
// are rendered one by one as the answer is written: a failed row never fails the others.
export const renderBatch = endpoint(
  SIGNATURE_API,
  async ({ request, app, locale, caller: { user } }) => {
    const batch = await readBatchRequest(request, locale);
    if (batch instanceof Response) return batch;
    const design = await resolveDesign(app.db, user.id, batch, locale);
    if (design instanceof Response) return design;
    const rows = renderRows(batch.people, {
      design,
      isPaid: user.isPaid,
      locale,
      renderOptions: serverRenderOptions(app.config, locale),
    });
    const headers = { "cache-control": "no-store", "content-language": locale };
    if (batchOutput(request.headers.get("accept")) === "zip") {
      return streamedResponse(await zipRowsStream(rows, { locale }), {
        headers: {
          ...headers,
          "content-type": "application/zip",
          "content-disposition": 'attachment; filename="signatures.zip"',
        },
      });
    }
    return streamedResponse(jsonRowsStream(rows), {
      headers: { ...headers, "content-type": "application/json; charset=utf-8" },
    });
  },
);
