import { BodyReadError, readCappedBytes } from "../http/capped-body.ts";

/**
 * The posted form, read with a size cap (a form post is otherwise buffered whole): null when
 * the body is larger than `maxBytes`, an empty form when it is not a form at all or could
 * not be read.
 */
export async function readFormCapped(request: Request, maxBytes: number): Promise<FormData | null> {
  let body: Buffer | null;
  try {
    body = await readCappedBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyReadError) return new FormData();
    throw error;
  }
  if (body === null) return null;
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return new FormData();
  }
}
