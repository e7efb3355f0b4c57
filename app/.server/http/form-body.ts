import { BodyReadError, readCappedBytes } from "./capped-body.ts";

/**
 * The posted form (URL-encoded or multipart) read within `maxBytes`: null when the body is
 * larger, an empty form when it is not a form at all or could not be read. Every page action
 * reads its form here: the Fetch API's own form reader buffers a body of any size first.
 */
export async function readCappedForm(request: Request, maxBytes: number): Promise<FormData | null> {
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
