// Answers written as they are produced (a batch render): the server sends them chunk by chunk
// instead of reading them whole first as it does for JSON (server/fetch-bridge.ts), so memory
// stays flat however long they are.

const streamed = new WeakSet<Response>();

export function streamedResponse(body: ReadableStream<Uint8Array>, init: ResponseInit): Response {
  const response = new Response(body, init);
  streamed.add(response);
  return response;
}

export function isStreamedResponse(response: Response): boolean {
  return streamed.has(response);
}
