/**
 * A small cookie jar for fetch across origins: cookies are kept per origin (paths and
 * expiry dates are ignored; Max-Age=0 deletes), enough to follow an OAuth flow by hand.
 */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    const jar = this.cookies.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.cookies.set(origin, jar);
  }

  delete(url: string, name: string): void {
    this.cookies.get(new URL(url).origin)?.delete(name);
  }

  store(url: string, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.get(new URL(url).origin)?.delete(name);
      else this.set(url, name, value);
    }
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  }

  /** fetch with this jar's cookies for the URL, storing what the response sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { redirect: "manual", ...init, headers });
    this.store(url, response);
    return response;
  }
}
