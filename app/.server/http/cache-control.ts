import { LOCALES } from "../../i18n/locales.ts";
import { PAGES, pagePathOf } from "../../route-table.ts";

// Pages rendered per request for a signed-in visitor carry their data (the root loader's
// user, the account page's email…), and some pages are personal whoever asks: neither may be
// kept by a shared cache, nor by the browser's cache once the visitor has signed out.
export const PRIVATE_NO_STORE = "private, no-store";

const PERSONAL_PATHS = new Set(
  PAGES.filter((page) => page.personal).flatMap((page) =>
    LOCALES.map((locale) => pagePathOf(page, locale)),
  ),
);

/** Whether the request carries Better Auth's session cookie (`__Secure-` prefixed or not). */
export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(
    request.headers.get("cookie") ?? "",
  );
}

/**
 * Marks a page's (or its `.data` request's) response private when it is personal or shown to
 * a signed-in visitor.
 */
export function markPrivatePage(request: Request, headers: Headers): void {
  const pathname = new URL(request.url).pathname.replace(/(?:\/_)?\.data$/, "") || "/";
  if (!hasSessionCookie(request) && !PERSONAL_PATHS.has(pathname)) return;
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  headers.append("Vary", "Cookie");
}
