/**
 * The posted form, read with a size cap (a form post is otherwise buffered whole): null when
 * the body is larger than `maxBytes`, an empty form when it is not a form at all.
 */
export async function readFormCapped(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
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
  }
  const type = request.headers.get("content-type") ?? "";
  try {
    return await new Response(Buffer.concat(chunks), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return new FormData();
  }
}
