// Requests for the batch's unit tests: a body sent in pieces, as a slow client would.

/** A POST whose body arrives in `pieces` (strings or bytes), with `headers`. */
export function streamedRequest(
  pieces: Array<string | Uint8Array>,
  { headers = {}, url = "http://paraph.test/api/v1/render/batch" } = {} as {
    headers?: Record<string, string>;
    url?: string;
  },
): Request {
  const encoder = new TextEncoder();
  const queue = pieces.map((piece) => (typeof piece === "string" ? encoder.encode(piece) : piece));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}
