import type { z } from "zod";
import type { Locale } from "../../i18n/locales.ts";
import { problemFor } from "./problem.ts";

/**
 * Reads a JSON request body with a size cap and validates it; any failure is the
 * problem+json Response to send back (413 too large, 415 not JSON, 400 malformed or invalid).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, locale }: { maxBytes: number; locale: Locale },
): Promise<z.infer<S> | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) {
    return problemFor("unsupportedMediaType", locale);
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes)
    return problemFor("payloadTooLarge", locale);
  const text = await readCapped(request, maxBytes);
  if (text === null) return problemFor("payloadTooLarge", locale);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return problemFor("badRequest", locale);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return problemFor("validationFailed", locale, {
      extra: { errors: parsed.error.issues.map((i) => ({ path: i.path.join("."), code: i.code })) },
    });
  }
  return parsed.data;
}

async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
