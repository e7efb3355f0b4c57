import type { RequestContext } from "../context.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { handleServiceRequest } from "./router.ts";

/**
 * What a page's form (posted without JavaScript) asks of an endpoint of the JSON API, sent
 * in process through the same router, guards and rate limits as the browser's own call:
 * one path per rule (docs/architecture.md#request-paths). The visitor's cookie, address,
 * origin and browser go with it; the answer's text is in the page's language.
 */
export function callFromPage(
  page: Request,
  app: RequestContext,
  path: `/api/${string}`,
  body: unknown,
  locale: string,
  method: "POST" | "DELETE" = "POST",
): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    accept: "application/json",
    "accept-language": locale,
  });
  for (const name of ["cookie", "origin", "user-agent", CLIENT_IP_HEADER]) {
    const value = page.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (body === undefined) headers.delete("content-type");
  const request = new Request(new URL(path, page.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handleServiceRequest(request, app);
}
