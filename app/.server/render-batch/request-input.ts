// The body of a batch, by its content type: JSON (`{ design?, signature?, people }`) or CSV
// (a header of field names, the design in the query).
import type { Locale } from "../../i18n/locales.ts";
import { problemFor } from "../http/problem.ts";
import { readCsvBatch } from "./csv-input.ts";
import { readJsonBatch } from "./json-input.ts";
import type { BatchRequest } from "./rows.ts";

/** The batch asked for, or the problem to answer (415 for another content type). */
export async function readBatchRequest(
  request: Request,
  locale: Locale,
): Promise<BatchRequest | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\s*(;|$)/i.test(type)) return readJsonBatch(request, locale);
  if (/^text\/csv\s*(;|$)/i.test(type)) return readCsvBatch(request, locale);
  return problemFor("unsupportedMediaType", locale);
}
