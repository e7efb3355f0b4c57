import type { Locale } from "../../i18n/locales.ts";
import { type MessageKey, ProblemCode, problemFor, problemResponse } from "./problem.ts";

/** The request body could not be read: the client went away or sent a broken stream. */
export class BodyReadError extends Error {
  constructor(options?: ErrorOptions) {
    super("request body could not be read", options);
    this.name = "BodyReadError";
  }
}

/**
 * The whole body as bytes, or null once it passes `maxBytes` (declared or actual). Reading
 * stops there without destroying the connection: the refusal still has to reach the client,
 * and server/unread-body.ts closes the connection after it. Throws BodyReadError when the
 * stream fails.
 */
export async function readCappedBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } catch (error) {
    throw new BodyReadError({ cause: error });
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/**
 * The one reader of a whole request body with its answers (docs/architecture.md#request-paths):
 * the bytes, or the problem to send back: 413 past `maxBytes` (`tooLarge` names its message
 * when the generic one will not do), 400 when the client broke the stream.
 */
export async function readCappedBody(
  request: Request,
  { maxBytes, locale, tooLarge }: { maxBytes: number; locale: Locale; tooLarge?: MessageKey },
): Promise<Buffer | Response> {
  let bytes: Buffer | null;
  try {
    bytes = await readCappedBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyReadError) return problemFor("badRequest", locale);
    throw error;
  }
  if (bytes !== null) return bytes;
  return tooLarge
    ? problemResponse({ code: ProblemCode.PayloadTooLarge, messageKey: tooLarge, locale })
    : payloadTooLarge(locale);
}

/** The body of readCappedBody as UTF-8 text. */
export async function readCappedBodyText(
  request: Request,
  options: { maxBytes: number; locale: Locale },
): Promise<string | Response> {
  const bytes = await readCappedBody(request, options);
  return bytes instanceof Response ? bytes : new TextDecoder().decode(bytes);
}

/** 413; the server closes the connection after it (server/unread-body.ts). */
export function payloadTooLarge(locale: Locale): Response {
  return problemFor("payloadTooLarge", locale);
}
