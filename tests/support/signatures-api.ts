import { authClient } from "./auth-client.ts";
import type { CookieJar } from "./cookie-jar.ts";

export const TEST_PASSWORD = "correct-horse-1";

type Body = unknown;
type Headers = Record<string, string>;

/** A browser-like client of the signature API: same-origin `Origin`, its own cookie jar. */
export function signatureApi(baseUrl: string, jar?: CookieJar) {
  const client = authClient(baseUrl, jar);
  const send = (method: string, path: string, body?: Body, headers: Headers = {}) =>
    client.jar.fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const item = (id: string) => `/api/v1/signatures/${encodeURIComponent(id)}`;
  return {
    ...client,
    send,
    /** Registers (and so signs in) a new account on this client. */
    async register(email: string): Promise<string> {
      const response = await client.post("/api/auth/register", {
        email,
        password: TEST_PASSWORD,
        acceptTerms: true,
      });
      if (response.status !== 201) throw new Error(`register: ${response.status}`);
      return ((await response.json()) as { uid: string }).uid;
    },
    list: (headers?: Headers) => send("GET", "/api/v1/signatures", undefined, headers),
    create: (body: Body, headers?: Headers) => send("POST", "/api/v1/signatures", body, headers),
    get: (id: string, headers?: Headers) => send("GET", item(id), undefined, headers),
    patch: (id: string, body: Body, headers?: Headers) => send("PATCH", item(id), body, headers),
    remove: (id: string, headers?: Headers) => send("DELETE", item(id), undefined, headers),
    html: (id: string, query = "", headers?: Headers) =>
      send("GET", `${item(id)}/html${query}`, undefined, headers),
  };
}

export type SignatureApi = ReturnType<typeof signatureApi>;
