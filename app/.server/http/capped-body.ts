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

/** The body as UTF-8 text (see readCappedBytes). */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
