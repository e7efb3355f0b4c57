import { AMBIGUOUS, cookieValue } from "../../.server/http/cookies.ts";
import { SEAL_PURPOSES, seal, unseal } from "../../.server/sealed.ts";

// A new key's secret goes from the form that created it to the page that shows it once, by
// POST → redirect → GET (docs/product.md#api): the page a person reloads is then the GET, which
// shows the key in the list without its secret, and never sends the form again (a reload of
// the POST's answer made a second key). On the way, the secret rides in a cookie sealed for
// this one purpose and for that account, HttpOnly, for a few minutes; the page that shows it
// clears it.

export const NEW_KEY_COOKIE = "new-api-key";
/** Long enough for the redirect to arrive on a slow connection, short enough to be gone soon. */
const MAX_AGE_SECONDS = 300;

export type NewKey = { label: string; secret: string };

/** Set-Cookie carrying `key` for `userId`'s account page. */
export function newKeyCookie(
  key: NewKey,
  { userId, serverSecret, secure }: { userId: string; serverSecret: string; secure: boolean },
): string {
  const sealed = seal(JSON.stringify({ userId, ...key }), serverSecret, SEAL_PURPOSES.newApiKey);
  return cookie(sealed, MAX_AGE_SECONDS, secure);
}

/** Set-Cookie that removes the handover once the page has it (or could not open it). */
export function clearNewKeyCookie(secure: boolean): string {
  return cookie("", 0, secure);
}

/**
 * The new key the request carries for `userId`, or null: none, sealed with another server
 * secret, tampered with, or meant for another account (a shared browser signed into another).
 * `present` says whether there was a cookie to clear.
 */
export function takeNewKey(
  request: Request,
  { userId, serverSecret }: { userId: string; serverSecret: string },
): { key: NewKey | null; present: boolean } {
  const value = cookieValue(request.headers.get("cookie"), NEW_KEY_COOKIE);
  if (value === null) return { key: null, present: false };
  if (value === AMBIGUOUS) return { key: null, present: true };
  const opened = unseal(value, serverSecret, SEAL_PURPOSES.newApiKey);
  if (opened === null) return { key: null, present: true };
  try {
    const parsed = JSON.parse(opened) as Record<string, unknown>;
    const { label, secret } = parsed;
    if (parsed.userId !== userId || typeof label !== "string" || typeof secret !== "string") {
      return { key: null, present: true };
    }
    return { key: { label, secret }, present: true };
  } catch {
    return { key: null, present: true };
  }
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${NEW_KEY_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    // sent on the redirect that follows the form (a same-site navigation), on no other site's
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
