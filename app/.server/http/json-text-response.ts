// An answer whose JSON is already text (the signature API's reads, ADR 036). The server sends
// that text as it is (server/fetch-bridge.ts) instead of reading the Response's body back
// through its stream: a Response keeps its body as a stream, and reading it again cost more
// than writing it.

const texts = new WeakMap<Response, string>();

/** Like Response.json, for a body that is already JSON text. */
export function jsonTextResponse(json: string, init: { headers?: Record<string, string> } = {}) {
  const response = new Response(json, {
    headers: { "content-type": "application/json", ...init.headers },
  });
  texts.set(response, json);
  return response;
}

/** The body of a jsonTextResponse, unread; undefined for any other Response. */
export function jsonTextOf(response: Response): string | undefined {
  return texts.get(response);
}
